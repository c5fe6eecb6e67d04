import { EventEmitter } from 'node:events';
import type { DbOrTx } from '../db/client';

/** A notice for the live channel of one company. */
export type CompanyNotice = { companyId: number; payload: Record<string, unknown> };
export type NoticeHandler = (notice: CompanyNotice) => void;

/**
 * A message between API processes that no socket ever delivers (cache invalidation): it travels on
 * a channel of its own, so a customer's socket cannot receive it whatever its payload says.
 */
export type InternalNotice = { topic: string; payload: Record<string, unknown> };
export type InternalHandler = (notice: InternalNotice) => void;

/**
 * Told to internal subscribers when notices may have been lost (the listener reconnected): whatever
 * they cache from notices must be dropped.
 */
export const NOTICES_LOST_TOPIC = 'notifier.lost';

/**
 * Fans notices out to every API process. In memory for the embedded database (one process);
 * PostgreSQL LISTEN/NOTIFY on a server, so that several processes on one database all deliver.
 */
export interface Notifier {
  publish(notice: CompanyNotice): Promise<void>;
  subscribe(handler: NoticeHandler): () => void;
  /**
   * Sends an internal notice to every process, this one included. With `tx`, PostgreSQL delivers it
   * when that transaction commits (and never if it rolls back); in memory it is delivered at once,
   * which is safe there because PGlite runs no other query while a transaction is open.
   */
  publishInternal(notice: InternalNotice, tx?: DbOrTx): Promise<void>;
  subscribeInternal(handler: InternalHandler): () => void;
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
    async publishInternal(notice) {
      emitter.emit('internal', notice);
    },
    subscribeInternal(handler) {
      emitter.on('internal', handler);
      return () => emitter.off('internal', handler);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
};
