import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gte, inArray, isNotNull, lt, lte, sql } from 'drizzle-orm';
import type { JobStatus } from '@oms/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { jobs, type JobRow } from './jobs.table';

export type NewJob = typeof jobs.$inferInsert;
export type JobOutcome = { status: 'SUCCEEDED' | 'FAILED'; result: unknown; error: string | null };

const secondsFromNow = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;
const claimedBy = (id: number, lockToken: string) =>
  and(eq(jobs.id, id), eq(jobs.lockToken, lockToken), eq(jobs.status, 'RUNNING'));

export const jobsRepository = {
  insert: async (db: DbOrTx, row: NewJob) => {
    const [created] = await db.insert(jobs).values(row).onConflictDoNothing().returning();
    return created;
  },

  byId: async (db: DbOrTx, id: number) => (await db.select().from(jobs).where(eq(jobs.id, id)))[0],

  /**
   * Expired leases: back to the queue after a pause, or failed when no attempt is left. Runs before
   * every claim, so a job whose process died is picked up by whichever process polls next.
   */
  reapExpired: async (db: DbOrTx, retryDelaySeconds: number) => {
    const expired = and(eq(jobs.status, 'RUNNING'), lt(jobs.leaseUntil, sql`now()`));
    const failed = await db
      .update(jobs)
      .set({
        status: 'FAILED',
        error: 'jobs.interrupted',
        lockToken: null,
        leaseUntil: null,
        finishedAt: sql`now()`,
      })
      .where(and(expired, sql`${jobs.attempts} >= ${jobs.maxAttempts}`))
      .returning({ id: jobs.id });
    const requeued = await db
      .update(jobs)
      .set({ status: 'QUEUED', lockToken: null, leaseUntil: null, runAt: secondsFromNow(retryDelaySeconds) })
      .where(and(expired, sql`${jobs.attempts} < ${jobs.maxAttempts}`))
      .returning({ id: jobs.id });
    return { failed: failed.length, requeued: requeued.length };
  },

  /**
   * Milliseconds (by the database's clock) until the next thing a worker must do: the earliest queued
   * job of the given kinds falls due, or the earliest running lease runs out (a dead process's job to
   * reap). Null when nothing is queued or running. Negative when something is due already.
   */
  msUntilNextDue: async (db: DbOrTx, kinds: string[]): Promise<number | null> => {
    const [row] = await db
      .select({
        ms: sql<number | null>`(extract(epoch from least(
          min(${jobs.runAt}) filter (where ${jobs.status} = 'QUEUED' and ${inArray(jobs.kind, kinds)}),
          min(${jobs.leaseUntil}) filter (where ${jobs.status} = 'RUNNING')
        ) - now()) * 1000)::float8`,
      })
      .from(jobs)
      .where(inArray(jobs.status, ['QUEUED', 'RUNNING']));
    return row?.ms ?? null;
  },

  /** Takes up to `limit` due jobs of the given kinds; other processes skip the locked rows. */
  claim: (
    db: Db,
    o: { kinds: string[]; limit: number; workerId: string; leaseSeconds: (kind: string) => number },
  ) =>
    db.transaction(async (tx) => {
      const due = await tx
        .select({ id: jobs.id, kind: jobs.kind })
        .from(jobs)
        .where(and(eq(jobs.status, 'QUEUED'), lte(jobs.runAt, sql`now()`), inArray(jobs.kind, o.kinds)))
        .orderBy(asc(jobs.runAt), asc(jobs.id))
        .limit(o.limit)
        .for('update', { skipLocked: true });
      const claimed: JobRow[] = [];
      for (const { id, kind } of due) {
        const lockToken = randomUUID();
        const [row] = await tx
          .update(jobs)
          .set({
            status: 'RUNNING',
            lockToken,
            lockedBy: o.workerId,
            leaseUntil: secondsFromNow(o.leaseSeconds(kind)),
            attempts: sql`${jobs.attempts} + 1`,
            startedAt: sql`coalesce(${jobs.startedAt}, now())`,
          })
          .where(eq(jobs.id, id))
          .returning();
        if (row) claimed.push(row);
      }
      return claimed;
    }),

  /** Renews the lease and records progress; false when the claim is no longer ours. */
  heartbeat: async (
    db: DbOrTx,
    id: number,
    lockToken: string,
    leaseSeconds: number,
    progress?: { progress: number; processed: number; total: number | null },
  ) => {
    const rows = await db
      .update(jobs)
      .set({ leaseUntil: secondsFromNow(leaseSeconds), ...(progress ?? {}) })
      .where(claimedBy(id, lockToken))
      .returning({ id: jobs.id });
    return rows.length > 0;
  },

  /** Completes the claim with its result in one statement; false when the claim is no longer ours. */
  finish: async (db: DbOrTx, id: number, lockToken: string, outcome: JobOutcome) => {
    const rows = await db
      .update(jobs)
      .set({
        status: outcome.status,
        result: outcome.result ?? null,
        error: outcome.error,
        ...(outcome.status === 'SUCCEEDED' ? { progress: 100 } : {}),
        lockToken: null,
        leaseUntil: null,
        finishedAt: sql`now()`,
      })
      .where(claimedBy(id, lockToken))
      .returning({ id: jobs.id });
    return rows.length > 0;
  },

  /** A failed attempt: queued again after `delaySeconds`, or failed for good. */
  retryOrFail: async (
    db: DbOrTx,
    id: number,
    lockToken: string,
    error: string,
    delaySeconds: number | null,
  ) => {
    const set =
      delaySeconds === null
        ? { status: 'FAILED' as const, finishedAt: sql`now()` }
        : { status: 'QUEUED' as const, runAt: secondsFromNow(delaySeconds) };
    await db
      .update(jobs)
      .set({ ...set, error, lockToken: null, leaseUntil: null })
      .where(claimedBy(id, lockToken));
  },

  /** Hands a claim back untouched (graceful stop): the attempt does not count. */
  release: async (db: DbOrTx, id: number, lockToken: string) => {
    await db
      .update(jobs)
      .set({
        status: 'QUEUED',
        lockToken: null,
        leaseUntil: null,
        runAt: sql`now()`,
        attempts: sql`greatest(${jobs.attempts} - 1, 0)`,
      })
      .where(claimedBy(id, lockToken));
  },

  /** The status of jobs; for waiting on them. */
  statusOf: async (db: DbOrTx, id: number): Promise<JobStatus | undefined> =>
    (await db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, id)))[0]?.status,

  /** Finished jobs older than `before`. */
  deleteFinishedBefore: async (db: DbOrTx, before: Date) => {
    const rows = await db
      .delete(jobs)
      .where(and(isNotNull(jobs.finishedAt), lt(jobs.finishedAt, before)))
      .returning({ id: jobs.id });
    return rows.length;
  },

  /** Jobs of one user of one company, newest first. */
  pageOf: async (
    db: DbOrTx,
    owner: { companyId: number; userId: number },
    filter: { kinds: string[]; status?: JobStatus },
    page: { offset: number; limit: number },
  ) => {
    const where = and(
      eq(jobs.companyId, owner.companyId),
      eq(jobs.userId, owner.userId),
      inArray(jobs.kind, filter.kinds),
      filter.status ? eq(jobs.status, filter.status) : undefined,
    );
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(where);
    const rows = await db
      .select()
      .from(jobs)
      .where(where)
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .offset(page.offset)
      .limit(page.limit);
    return { rows, total: count?.n ?? 0 };
  },

  createdSince: (since: Date) => gte(jobs.createdAt, since),
};
