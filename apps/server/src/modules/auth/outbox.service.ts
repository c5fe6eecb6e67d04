import type { DbOrTx } from '../../db/client';
import type { OutgoingMessage } from '../../lib/sender';
import type { Deps } from '../../core/deps';
import { outboxRepository as repo } from './outbox.repository';

/**
 * Every message the system sends is first written to the outbox table (so it is on record even when
 * delivery fails), then handed to `deps.sender`; the row then records the delivery or its error.
 */
export const createOutboxService = ({ db, sender, log }: Pick<Deps, 'db' | 'sender' | 'log'>) => {
  const record = (tx: DbOrTx, message: OutgoingMessage) =>
    repo.insert(tx, { ...message, createdAt: new Date() });

  const deliver = async (id: number, message: OutgoingMessage): Promise<void> => {
    try {
      await sender.send(message);
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      await repo.markFailed(db, id, text.slice(0, 1000));
      log.warn({ outboxId: id, channel: message.channel, err: error }, 'message delivery failed');
      throw error;
    }
    await repo.markSent(db, id, new Date());
  };

  return {
    /** Writes the message inside the caller's transaction; deliver it after the commit. */
    record,
    /** Hands a recorded message to the sender; throws when delivery fails (the row keeps the error). */
    deliver,
    /** Records and delivers in one go, for callers without a transaction of their own. */
    async send(message: OutgoingMessage): Promise<void> {
      await deliver(await record(db, message), message);
    },
  };
};
export type OutboxService = ReturnType<typeof createOutboxService>;
