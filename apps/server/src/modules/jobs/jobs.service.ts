import { JOB_FINISHED, type JobStatus } from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../core/deps';
import { NOTICES_LOST_TOPIC } from '../../lib/notifier';
import { createJobWorker, type JobWorker } from './job-worker';
import { jobsRepository as repo } from './jobs.repository';
import type { JobRow } from './jobs.table';
import type { JobDefinition, JobOwner } from './job-types';

export type { JobContext, JobDefinition, JobInfo, JobOwner } from './job-types';
export { JobFailure } from './job-types';
export type { JobRow };

export type EnqueueInput<P> = {
  kind: string;
  payload: P;
  owner?: JobOwner;
  maxAttempts?: number;
  /** Not before this time. */
  runAt?: Date;
  /** At most one queued or running job per key: a second enqueue answers undefined. */
  dedupeKey?: string;
  /** Rows the job will go through, when known (the download center shows processed/total). */
  total?: number;
};

const NO_OWNER: JobOwner = { tenantId: null, companyId: null, userId: null };

/**
 * The durable job queue. Modules register kinds (`register(kind, { handler })`) when the app is
 * built and enqueue jobs, inside their own transaction when the job must exist exactly when their
 * change does. The worker starts with the app and stops when it closes.
 */
/** The internal notice of an enqueue: every process's worker looks for work when it hears it. */
const JOBS_WORK_TOPIC = 'jobs.work';

export const createJobsService = ({
  db,
  log,
  config,
  notifier,
}: Pick<Deps, 'db' | 'log' | 'config' | 'notifier'>) => {
  const definitions = new Map<string, JobDefinition>();
  const waiters = new Map<number, Set<() => void>>();
  const periodic: { kind: string; everyMs: number; timer?: NodeJS.Timeout }[] = [];
  let worker: JobWorker | undefined;
  let unsubscribe: (() => void) | undefined;

  const notifyFinished = (jobId: number) => {
    for (const wake of waiters.get(jobId) ?? []) wake();
    waiters.delete(jobId);
  };

  const enqueue = async <P>(handle: DbOrTx, input: EnqueueInput<P>): Promise<JobRow | undefined> => {
    const owner = input.owner ?? NO_OWNER;
    const row = await repo.insert(handle, {
      kind: input.kind,
      payload: input.payload ?? {},
      tenantId: owner.tenantId,
      companyId: owner.companyId,
      userId: owner.userId,
      maxAttempts: input.maxAttempts ?? definitions.get(input.kind)?.maxAttempts ?? 3,
      runAt: input.runAt ?? new Date(),
      dedupeKey: input.dedupeKey ?? null,
      total: input.total ?? null,
    });
    if (!row) return row;
    // Every worker looks for work when it hears this. Inside a transaction it goes out at commit on
    // PostgreSQL (the row is visible by then); in memory at once, and PGlite runs the worker's claim
    // only after the transaction ends. Outside one, a lost notice costs the other processes a wait of
    // up to JOB_IDLE_POLL_MS, never the job: this process looks at once.
    const notice = { topic: JOBS_WORK_TOPIC, payload: {} };
    if (handle !== db) {
      await notifier.publishInternal(notice, handle);
      // The in-memory notifier on a PostgreSQL server (one process, as in tests) delivers before the
      // commit, too early to see the row: this process looks again a moment later.
      setTimeout(() => worker?.poke(), config.JOB_POLL_MS).unref();
    } else {
      worker?.poke();
      await notifier.publishInternal(notice).catch((error: unknown) => {
        log.warn({ err: error }, 'could not announce a job');
      });
    }
    return row;
  };

  const pending = new Set<Promise<unknown>>();
  const enqueuePeriodic = (kind: string) => {
    const p = enqueue(db, { kind, payload: {}, dedupeKey: `periodic:${kind}` })
      .catch((error: unknown) => log.error({ err: error, kind }, 'could not enqueue a periodic job'))
      .finally(() => pending.delete(p));
    pending.add(p);
  };

  return {
    /** Registers the handler of a job kind. Register before the app is ready; a kind is registered once. */
    register<P, R>(kind: string, definition: JobDefinition<P, R>) {
      if (definitions.has(kind)) throw new Error(`Job kind ${kind} is registered twice`);
      definitions.set(kind, definition as JobDefinition);
      worker?.poke();
    },

    enqueue,

    /** Looks for due jobs now (after a change to the jobs table that enqueue did not make). */
    poke: () => worker?.poke(),

    /** Runs `kind` every `everyMs` (and once at start); one at a time across every process. */
    every(kind: string, everyMs: number) {
      periodic.push({ kind, everyMs });
    },

    /** Records a job that already ran to completion in the caller (a small export answered at once). */
    recordFinished: async <R>(
      handle: DbOrTx,
      input: { kind: string; payload: unknown; owner: JobOwner; result: R; total: number },
    ) => {
      const now = new Date();
      const row = await repo.insert(handle, {
        kind: input.kind,
        payload: input.payload ?? {},
        ...input.owner,
        status: 'SUCCEEDED',
        progress: 100,
        processed: input.total,
        total: input.total,
        attempts: 1,
        result: input.result,
        startedAt: now,
        finishedAt: now,
      });
      return row!;
    },

    byId: (id: number) => repo.byId(db, id),

    /** The job once finished, or undefined when `timeoutMs` passes first. */
    async waitFor(jobId: number, timeoutMs: number): Promise<JobRow | undefined> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const row = await repo.byId(db, jobId);
        if (!row) return undefined;
        if ((JOB_FINISHED as readonly JobStatus[]).includes(row.status)) return row;
        const left = deadline - Date.now();
        if (left <= 0) return undefined;
        // Woken at once when this process finishes it; another process's worker is seen by polling.
        await new Promise<void>((resolve) => {
          const wake = () => {
            clearTimeout(timer);
            resolve();
          };
          const timer = setTimeout(
            () => {
              waiters.get(jobId)?.delete(wake);
              resolve();
            },
            Math.min(left, 250),
          );
          const set = waiters.get(jobId) ?? new Set();
          set.add(wake);
          waiters.set(jobId, set);
        });
      }
    },

    /** Jobs of one user of one company, newest first. */
    pageOf: (
      owner: { companyId: number; userId: number },
      filter: { kinds: string[]; status?: JobStatus },
      page: { offset: number; limit: number },
    ) => repo.pageOf(db, owner, filter, page),

    deleteFinishedBefore: (handle: DbOrTx, before: Date) => repo.deleteFinishedBefore(handle, before),

    start() {
      worker ??= createJobWorker({
        db,
        log,
        concurrency: config.JOB_CONCURRENCY,
        pollMs: config.JOB_POLL_MS,
        idleMs: config.JOB_IDLE_POLL_MS,
        definitions,
        onFinished: notifyFinished,
      });
      unsubscribe ??= notifier.subscribeInternal(({ topic }) => {
        if (topic === JOBS_WORK_TOPIC || topic === NOTICES_LOST_TOPIC) worker?.poke();
      });
      worker.start();
      for (const p of periodic) {
        enqueuePeriodic(p.kind);
        p.timer = setInterval(() => enqueuePeriodic(p.kind), p.everyMs);
        p.timer.unref();
      }
    },

    async stop() {
      for (const p of periodic) clearInterval(p.timer);
      unsubscribe?.();
      unsubscribe = undefined;
      await Promise.allSettled([...pending]);
      await worker?.stop();
    },
  };
};
export type JobsService = ReturnType<typeof createJobsService>;
