import type { MessageKey } from '@oms/contracts';
import type { Tx } from '../../db/client';

/** Whose job it is: the company and user that started it (null for system jobs). */
export type JobOwner = { tenantId: number | null; companyId: number | null; userId: number | null };

export type JobInfo = JobOwner & { id: number; kind: string; attempt: number; maxAttempts: number };

export type CompleteOptions = {
  /** Completes the job as FAILED (with this message key) while still committing `write`. */
  failed?: MessageKey;
};

export type JobContext<P> = {
  job: JobInfo;
  payload: P;
  /** Aborted when the process stops or the claim is lost; long loops check it between batches. */
  signal: AbortSignal;
  /**
   * Records progress (0–100 from processed/total) and renews the lease; written at most twice a
   * second. Throws when the claim was lost (another process took the job over).
   */
  progress(processed: number, total?: number | null): Promise<void>;
  /**
   * Runs `write` and completes the job with its answer as the result, in one transaction: the writes
   * and the completion commit together or not at all. A handler that uses it returns its answer.
   */
  complete<R>(write: (tx: Tx) => Promise<R>, options?: CompleteOptions): Promise<R>;
};

export type JobDefinition<P = unknown, R = unknown> = {
  handler(ctx: JobContext<P>): Promise<R>;
  /** Attempts before the job fails for good (default 3). */
  maxAttempts?: number;
  /** How long a claim lasts without a heartbeat (default 60 s; renewed every third of it). */
  leaseSeconds?: number;
};

/** Thrown by a handler for an outcome no retry changes (bad input): the job fails at once. */
export class JobFailure extends Error {
  constructor(
    readonly messageKey: MessageKey,
    readonly result: unknown = null,
  ) {
    super(messageKey);
  }
}

/** The claim is no longer ours: the lease ran out and the job went back to the queue. */
export class JobLostError extends Error {
  constructor() {
    super('job claim lost');
  }
}

/** The process is stopping: the job goes back to the queue for the next process. */
export class JobStoppedError extends Error {
  constructor() {
    super('worker stopping');
  }
}
