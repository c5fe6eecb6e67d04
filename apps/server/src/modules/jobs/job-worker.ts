import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { jobsRepository as repo } from './jobs.repository';
import type { JobRow } from './jobs.table';
import {
  JobFailure,
  JobLostError,
  JobStoppedError,
  type CompleteOptions,
  type JobContext,
  type JobDefinition,
} from './job-types';

export type WorkerOptions = {
  db: Db;
  log: FastifyBaseLogger;
  concurrency: number;
  /** The shortest pause between looks (while something is due that no slot could take). */
  pollMs: number;
  /** The longest pause while nothing is due: a safety net for a notice this process missed. */
  idleMs: number;
  definitions: ReadonlyMap<string, JobDefinition>;
  onFinished: (jobId: number) => void;
};

const DEFAULT_LEASE_SECONDS = 60;
/** How long a stop waits for running handlers before handing their jobs back. */
const STOP_GRACE_MS = 5_000;
const PROGRESS_EVERY_MS = 500;
/** Pause after an expired lease before another process retries the job. */
const REAP_DELAY_SECONDS = 1;
const backoffSeconds = (attempt: number) => Math.min(10 * 2 ** (attempt - 1), 600);

type Running = { row: JobRow; controller: AbortController; done: Promise<void> };

/** Claims due jobs and runs them, at most `concurrency` at once; see jobs.table.ts for the rules. */
export const createJobWorker = (o: WorkerOptions) => {
  const workerId = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const running = new Map<number, Running>();
  let timer: NodeJS.Timeout | undefined;
  let started = false;
  let stopping = false;
  let ticking = false;
  let again = false;

  const leaseOf = (kind: string) => o.definitions.get(kind)?.leaseSeconds ?? DEFAULT_LEASE_SECONDS;

  const run = async (row: JobRow, controller: AbortController) => {
    const definition = o.definitions.get(row.kind);
    const token = row.lockToken!;
    const leaseSeconds = leaseOf(row.kind);
    let completed = false;
    let lost = false;
    const loseClaim = () => {
      lost = true;
      controller.abort(new JobLostError());
    };
    const heartbeat = setInterval(
      () => {
        repo.heartbeat(o.db, row.id, token, leaseSeconds).then(
          (ok) => ok || loseClaim(),
          (error: unknown) => o.log.warn({ err: error, jobId: row.id }, 'job heartbeat failed'),
        );
      },
      (leaseSeconds * 1000) / 3,
    );
    heartbeat.unref();

    let lastWrite = 0;
    const ctx: JobContext<unknown> = {
      job: {
        id: row.id,
        kind: row.kind,
        attempt: row.attempts,
        maxAttempts: row.maxAttempts,
        tenantId: row.tenantId,
        companyId: row.companyId,
        userId: row.userId,
      },
      payload: row.payload,
      signal: controller.signal,
      async progress(processed, total = null) {
        controller.signal.throwIfAborted();
        const now = Date.now();
        if (now - lastWrite < PROGRESS_EVERY_MS && processed !== total) return;
        lastWrite = now;
        const pct = total ? Math.min(99, Math.floor((processed / total) * 100)) : 0;
        const ok = await repo.heartbeat(o.db, row.id, token, leaseSeconds, {
          progress: pct,
          processed,
          total,
        });
        if (!ok) {
          loseClaim();
          throw new JobLostError();
        }
      },
      async complete<R>(write: (tx: Tx) => Promise<R>, options: CompleteOptions = {}) {
        const answer = await o.db.transaction(async (tx) => {
          const result = await write(tx);
          const status = options.failed ? 'FAILED' : 'SUCCEEDED';
          const ok = await repo.finish(tx, row.id, token, { status, result, error: options.failed ?? null });
          // Someone else holds the job now: roll back, so its writes happen once, by the holder.
          if (!ok) throw new JobLostError();
          return result;
        });
        completed = true;
        return answer;
      },
    };

    try {
      if (!definition) throw new JobFailure('jobs.failed');
      const result = await definition.handler(ctx);
      if (!completed && !lost && !stopping) {
        await repo.finish(o.db, row.id, token, { status: 'SUCCEEDED', result, error: null });
      }
    } catch (error) {
      if (completed || lost) {
        if (!(error instanceof JobLostError))
          o.log.warn({ err: error, jobId: row.id }, 'job ended after losing its claim');
      } else if (stopping && controller.signal.aborted) {
        await repo.release(o.db, row.id, token);
      } else if (error instanceof JobFailure) {
        await repo.finish(o.db, row.id, token, {
          status: 'FAILED',
          result: error.result,
          error: error.messageKey,
        });
      } else {
        o.log.error({ err: error, jobId: row.id, kind: row.kind, attempt: row.attempts }, 'job failed');
        const key = error instanceof AppError ? error.messageKey : 'jobs.failed';
        const delay = row.attempts < row.maxAttempts ? backoffSeconds(row.attempts) : null;
        await repo.retryOrFail(o.db, row.id, token, key, delay);
      }
    } finally {
      clearInterval(heartbeat);
    }
  };

  const launch = (row: JobRow) => {
    const controller = new AbortController();
    const done = run(row, controller)
      .catch((error: unknown) => o.log.error({ err: error, jobId: row.id }, 'job bookkeeping failed'))
      .finally(() => {
        running.delete(row.id);
        o.onFinished(row.id);
        poke();
      });
    running.set(row.id, { row, controller, done });
  };

  const tick = async () => {
    if (ticking) {
      again = true;
      return;
    }
    ticking = true;
    try {
      do {
        again = false;
        const slots = o.concurrency - running.size;
        const kinds = [...o.definitions.keys()];
        if (stopping || slots <= 0 || kinds.length === 0) break;
        await repo.reapExpired(o.db, REAP_DELAY_SECONDS);
        const claimed = await repo.claim(o.db, { kinds, limit: slots, workerId, leaseSeconds: leaseOf });
        for (const row of claimed) launch(row);
        if (claimed.length === slots) again = true;
      } while (again && !stopping);
    } catch (error) {
      if (!stopping) o.log.error({ err: error }, 'job polling failed');
    } finally {
      ticking = false;
    }
  };

  /**
   * The next look: when the next queued job falls due or a running lease runs out, at least `pollMs`
   * and at most `idleMs` away. Between looks the worker waits for work: an enqueue anywhere pokes it
   * (jobs.service), so an idle server does not query the jobs table every second.
   */
  const schedule = async () => {
    if (stopping) return;
    let wait = o.idleMs;
    try {
      const due = await repo.msUntilNextDue(o.db, [...o.definitions.keys()]);
      if (due !== null) wait = Math.min(wait, Math.max(o.pollMs, due));
    } catch (error) {
      if (!stopping) o.log.error({ err: error }, 'job polling failed');
      wait = o.pollMs;
    }
    if (stopping) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      void tick().finally(schedule);
    }, wait);
    timer.unref();
  };

  /** Looks for work now, then plans the next look (after an enqueue anywhere, or when a slot frees up). */
  const poke = () => {
    if (started && !stopping) void tick().finally(schedule);
  };

  return {
    workerId,
    poke,
    start() {
      if (started) return;
      started = true;
      void tick().finally(schedule);
    },
    /** Stops claiming, aborts running handlers, and hands back the jobs of those that do not end. */
    async stop() {
      if (stopping) return;
      stopping = true;
      clearTimeout(timer);
      // A claim in flight launches its jobs when it returns: wait for it, so they are aborted too and
      // not left running (their lease renewed) in a process that no longer hands them back.
      while (ticking) await new Promise((resolve) => setTimeout(resolve, 5));
      const current = [...running.values()];
      for (const r of current) r.controller.abort(new JobStoppedError());
      const all = Promise.allSettled(current.map((r) => r.done));
      let graceTimer: NodeJS.Timeout | undefined;
      const grace = new Promise<void>((resolve) => {
        graceTimer = setTimeout(resolve, STOP_GRACE_MS);
      });
      await Promise.race([all, grace]);
      clearTimeout(graceTimer);
      for (const r of running.values()) await repo.release(o.db, r.row.id, r.row.lockToken!);
    },
  };
};
export type JobWorker = ReturnType<typeof createJobWorker>;
