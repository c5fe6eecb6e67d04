import { beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/app';
import { jobs, roles } from '../../schema';
import { createCompany, createTenant } from '../homepage/test-support';
import { JobFailure } from './jobs.service';

/** A gate a handler waits on until the test opens it. */
const gate = () => {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
};

describe('job queue', () => {
  let t: TestApp;
  let companyId: number;
  let failOnce = true;
  const progressGate = gate();
  const lostGate = gate();

  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        register(app) {
          const { jobs: queue } = app.services;
          queue.register<{ n: number }, { doubled: number }>('test.progress', {
            async handler(ctx) {
              await ctx.progress(50, 100);
              await progressGate.opened;
              return { doubled: ctx.payload.n * 2 };
            },
          });
          queue.register<{ companyId: number; name: string }, { roleId: number }>('test.write', {
            handler: (ctx) =>
              ctx.complete(async (tx) => {
                const [row] = await tx
                  .insert(roles)
                  .values({ companyId: ctx.payload.companyId, name: ctx.payload.name })
                  .returning({ id: roles.id });
                return { roleId: row!.id };
              }),
          });
          queue.register('test.flaky', {
            async handler() {
              if (failOnce) {
                failOnce = false;
                throw new Error('temporary');
              }
              return { ok: true };
            },
          });
          queue.register('test.refused', {
            async handler() {
              throw new JobFailure('exports.noData', { reason: 'nothing' });
            },
          });
          queue.register<{ companyId: number }, null>('test.lost', {
            async handler(ctx) {
              // Another process takes the job over meanwhile (its lease ran out).
              await app.deps.db
                .update(jobs)
                .set({ lockToken: crypto.randomUUID() })
                .where(eq(jobs.id, ctx.job.id));
              lostGate.open();
              return ctx.complete(async (tx) => {
                await tx
                  .insert(roles)
                  .values({ companyId: ctx.payload.companyId, name: 'from a lost claim' });
                return null;
              });
            },
          });
        },
      },
    );
    companyId = await createCompany(t.app, await createTenant(t.app));
  });

  const jobOf = async (id: number) => (await t.app.deps.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;
  const until = async (id: number, check: (row: typeof jobs.$inferSelect) => boolean) => {
    for (let i = 0; i < 200; i++) {
      const row = await jobOf(id);
      if (check(row)) return row;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`job ${id} never got there`);
  };

  it('runs a job, reports progress, and records its result with its completion', async () => {
    const { jobs: queue } = t.app.services;
    const owner = { tenantId: null, companyId, userId: null };
    const job = (await queue.enqueue(t.app.deps.db, { kind: 'test.progress', payload: { n: 21 }, owner }))!;
    const running = await until(job.id, (r) => r.progress === 50);
    expect(running).toMatchObject({ status: 'RUNNING', processed: 50, total: 100, attempts: 1 });
    progressGate.open();
    const done = await queue.waitFor(job.id, 5_000);
    expect(done).toMatchObject({
      status: 'SUCCEEDED',
      progress: 100,
      result: { doubled: 42 },
      lockToken: null,
    });
    expect(done?.finishedAt).toBeInstanceOf(Date);
  });

  it('commits the handler writes and the completion together', async () => {
    const { jobs: queue } = t.app.services;
    const job = (await queue.enqueue(t.app.deps.db, {
      kind: 'test.write',
      payload: { companyId, name: 'made by a job' },
    }))!;
    const done = await queue.waitFor(job.id, 5_000);
    const [role] = await t.app.deps.db.select().from(roles).where(eq(roles.name, 'made by a job'));
    expect(done).toMatchObject({ status: 'SUCCEEDED', result: { roleId: role!.id } });
  });

  it('retries a failed attempt after a pause, then succeeds', async () => {
    const { jobs: queue } = t.app.services;
    const job = (await queue.enqueue(t.app.deps.db, { kind: 'test.flaky', payload: {} }))!;
    const waiting = await until(job.id, (r) => r.status === 'QUEUED' && r.attempts === 1);
    expect(waiting.error).toBe('jobs.failed');
    expect(waiting.runAt.getTime()).toBeGreaterThan(Date.now() + 5_000);
    // Skip the pause (the worker would wake when it ends) and tell the worker to look.
    await t.app.deps.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(eq(jobs.id, job.id));
    queue.poke();
    const done = await until(job.id, (r) => r.status === 'SUCCEEDED');
    expect(done).toMatchObject({ attempts: 2, result: { ok: true } });
  });

  it('fails at once on a JobFailure, with its message key and result', async () => {
    const { jobs: queue } = t.app.services;
    const job = (await queue.enqueue(t.app.deps.db, { kind: 'test.refused', payload: {} }))!;
    const done = await queue.waitFor(job.id, 5_000);
    expect(done).toMatchObject({
      status: 'FAILED',
      attempts: 1,
      error: 'exports.noData',
      result: { reason: 'nothing' },
    });
  });

  it('refuses the writes of a claim it lost: they are rolled back', async () => {
    const { jobs: queue } = t.app.services;
    const job = (await queue.enqueue(t.app.deps.db, { kind: 'test.lost', payload: { companyId } }))!;
    await lostGate.opened;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await t.app.deps.db.select().from(roles).where(eq(roles.name, 'from a lost claim'))).toEqual([]);
    // The job stays with its new holder (who, in this test, never comes): still running, not completed.
    expect((await jobOf(job.id)).status).toBe('RUNNING');
  });

  it('keeps one periodic clean-up queued or running at a time', async () => {
    const { jobs: queue } = t.app.services;
    const first = await queue.enqueue(t.app.deps.db, {
      kind: 'test.none',
      payload: {},
      dedupeKey: 'only-one',
    });
    const second = await queue.enqueue(t.app.deps.db, {
      kind: 'test.none',
      payload: {},
      dedupeKey: 'only-one',
    });
    expect(first).toBeDefined();
    expect(second).toBeUndefined();
  });
});

describe('a job worker with nothing to do', () => {
  let t: TestApp;
  const ran: string[] = [];

  beforeAll(async () => {
    // The default pauses: at most one look every 30 s while no job is due.
    t = await createTestApp(
      { JOB_POLL_MS: 1000, JOB_IDLE_POLL_MS: 30_000 },
      {
        register(app) {
          app.services.jobs.register<{ name: string }, null>('test.note', {
            async handler(ctx) {
              ran.push(ctx.payload.name);
              return null;
            },
          });
        },
      },
    );
  });

  const statusOf = async (id: number) =>
    (await t.app.deps.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, id)))[0]!.status;

  it('waits for work: an enqueue wakes it at once, inside a transaction at commit; a row no one announced waits', async () => {
    const { db } = t.app.deps;
    const { jobs: queue } = t.app.services;
    // Once the jobs queued at start (the periodic clean-up) are done, nothing is due.
    await vi.waitFor(
      async () => {
        const active = await db
          .select({ id: jobs.id })
          .from(jobs)
          .where(inArray(jobs.status, ['QUEUED', 'RUNNING']));
        expect(active).toEqual([]);
      },
      { timeout: 10_000, interval: 50 },
    );
    await new Promise((resolve) => setTimeout(resolve, 300));

    // A row written behind the queue's back (no notice) is not seen before the next look.
    const [silent] = await db
      .insert(jobs)
      .values({ kind: 'test.note', payload: { name: 'silent' } })
      .returning({ id: jobs.id });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await statusOf(silent!.id)).toBe('QUEUED');

    // An enqueue inside a transaction runs once the transaction commits: within 5 s, not the 30 s
    // an idle worker would otherwise wait.
    const job = await db.transaction(async (tx) => {
      const row = await queue.enqueue(tx, { kind: 'test.note', payload: { name: 'in a transaction' } });
      await new Promise((resolve) => setTimeout(resolve, 200));
      return row!;
    });
    await vi.waitFor(async () => expect(await statusOf(job.id)).toBe('SUCCEEDED'), {
      timeout: 5000,
      interval: 25,
    });
    // The look it caused found the silent row too.
    expect(ran).toEqual(expect.arrayContaining(['in a transaction', 'silent']));
  });

  it('wakes when a job it was given for later falls due', async () => {
    const { jobs: queue } = t.app.services;
    const job = await queue.enqueue(t.app.deps.db, {
      kind: 'test.note',
      payload: { name: 'later' },
      runAt: new Date(Date.now() + 1500),
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await statusOf(job!.id)).toBe('QUEUED');
    await vi.waitFor(async () => expect(await statusOf(job!.id)).toBe('SUCCEEDED'), {
      timeout: 6000,
      interval: 50,
    });
  });
});
