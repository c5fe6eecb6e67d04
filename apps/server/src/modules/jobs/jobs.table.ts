import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { JOB_STATUSES } from '@oms/contracts';
import { createdAt, id, ref, status, ts } from '../../db/columns';
import { companies, tenants } from '../tenancy/tenancy.table';
import { users } from '../accounts/accounts.table';

/**
 * The durable job queue (docs/DECISIONS.md "Jobs and files"). A worker claims a due job with
 * `FOR UPDATE SKIP LOCKED`, holds it under a lease it renews, and records the result in the same
 * statement, or the same transaction, that completes it. A lease that runs out (the process died)
 * sends the job back to the queue, or fails it once its attempts are used up.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    kind: text('kind').notNull(),
    tenantId: ref('tenant_id').references(() => tenants.id),
    companyId: ref('company_id').references(() => companies.id),
    userId: ref('user_id').references(() => users.id),
    payload: jsonb('payload').notNull().default({}),
    status: status(JOB_STATUSES).default('QUEUED'),
    progress: integer('progress').notNull().default(0),
    processed: integer('processed').notNull().default(0),
    total: integer('total'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    runAt: ts('run_at').notNull().defaultNow(),
    /** Who holds the job now: a fresh token per claim, so a late writer from an older claim is refused. */
    lockToken: uuid('lock_token'),
    lockedBy: text('locked_by'),
    leaseUntil: ts('lease_until'),
    result: jsonb('result'),
    /** A message key (translated when shown). */
    error: text('error'),
    /** At most one queued or running job per key (periodic jobs). */
    dedupeKey: text('dedupe_key'),
    createdAt: createdAt(),
    startedAt: ts('started_at'),
    finishedAt: ts('finished_at'),
  },
  (t) => [
    index('jobs_due').on(t.status, t.runAt),
    index('jobs_owner').on(t.companyId, t.userId, t.createdAt),
    uniqueIndex('jobs_dedupe')
      .on(t.dedupeKey)
      .where(sql`${t.status} in ('QUEUED', 'RUNNING')`),
  ],
);
export type JobRow = typeof jobs.$inferSelect;
