import { EventEmitter } from 'node:events';

/** A notice for the live channel of one company. */
export type CompanyNotice = { companyId: number; payload: Record<string, unknown> };
export type NoticeHandler = (notice: CompanyNotice) => void;

/**
 * Fans notices out to every API process. In memory for the embedded database (one process);
 * PostgreSQL LISTEN/NOTIFY on a server, so that several processes on one database all deliver.
 */
export interface Notifier {
  publish(notice: CompanyNotice): Promise<void>;
  subscribe(handler: NoticeHandler): () => void;
  close(): Promise<void>;
}

export const createMemoryNotifier = (): Notifier => {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(notice) {
      emitter.emit('notice', notice);
    },
    subscribe(handler) {
      emitter.on('notice', handler);
      return () => emitter.off('notice', handler);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
};
