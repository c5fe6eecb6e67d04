import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { buildApp, type App } from '../../app';
import { testConfig } from '../../config';
import type { Database } from '../../db/client';
import { jobs, roles } from '../../schema';
import { createTestDatabase } from '../../../test/database';
import { createCompany, createTenant } from '../homepage/test-support';

type Payload = { companyId: number; name: string };

/**
 * An app on `database` whose `test.restart` handler writes one role in the transaction that completes
 * the job; before that it waits for `gate` (or, when `obeyAbort`, for the stop that aborts it).
 */
const appWith = async (database: Database, gate: Promise<void>, obeyAbort: boolean) => {
  const app = await buildApp({ config: testConfig(), database, sender: { send: async () => undefined } });
  app.services.jobs.register<Payload, { written: string }>('test.restart', {
    maxAttempts: 2,
    async handler(ctx) {
      const aborted = new Promise<void>((_resolve, reject) =>
        ctx.signal.addEventListener('abort', () => obeyAbort && reject(ctx.signal.reason as Error)),
      );
      await Promise.race([gate, aborted]);
      return ctx.complete(async (tx) => {
        await tx.insert(roles).values({ companyId: ctx.payload.companyId, name: ctx.payload.name });
        return { written: ctx.payload.name };
      });
    },
  });
  await app.ready();
  return app;
};

describe('jobs across a restart', () => {
  let database: Database;
  let companyId: number;
  const open: App[] = [];
  const never = new Promise<void>(() => undefined);

  beforeAll(async () => {
    database = await createTestDatabase();
    const app = await appWith(database, never, true);
    open.push(app);
    companyId = await createCompany(app, await createTenant(app));
  });
  afterAll(async () => {
    for (const app of open) await app.close();
    await database.close();
  });

  const jobOf = async (id: number) => (await database.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;
  const until = async (id: number, check: (row: typeof jobs.$inferSelect) => boolean, ms = 10_000) => {
    const deadline = Date.now() + ms;
    for (;;) {
      const row = await jobOf(id);
      if (check(row)) return row;
      if (Date.now() > deadline) throw new Error(`job ${id}: ${row.status}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
  const rolesNamed = (name: string) => database.db.select().from(roles).where(eq(roles.name, name));
  const enqueue = async (app: App, name: string) =>
    (await app.services.jobs.enqueue(app.deps.db, { kind: 'test.restart', payload: { companyId, name } }))!
      .id;

  it('hands a running job back on a graceful stop; the next app runs it once', async () => {
    const first = open.pop()!;
    const id = await enqueue(first, 'graceful');
    await until(id, (r) => r.status === 'RUNNING');
    await first.close();
    // Back in the queue, the interrupted attempt not counted, nothing written.
    expect(await jobOf(id)).toMatchObject({ status: 'QUEUED', attempts: 0, lockToken: null });
    expect(await rolesNamed('graceful')).toHaveLength(0);

    const second = await appWith(database, Promise.resolve(), true);
    open.push(second);
    expect(await until(id, (r) => r.status === 'SUCCEEDED')).toMatchObject({
      attempts: 1,
      result: { written: 'graceful' },
    });
    expect(await rolesNamed('graceful')).toHaveLength(1);
  });

  it('retries the job of a process that died once its lease runs out', async () => {
    const app = open[0]!;
    // What a killed process leaves: a running claim whose lease nobody renews.
    const [row] = await database.db
      .insert(jobs)
      .values({
        kind: 'test.restart',
        payload: { companyId, name: 'crashed' },
        status: 'RUNNING',
        attempts: 1,
        maxAttempts: 2,
        lockToken: randomUUID(),
        lockedBy: 'dead-host:1:x',
        leaseUntil: sql`now() - interval '1 second'`,
        startedAt: sql`now() - interval '1 minute'`,
      })
      .returning({ id: jobs.id });
    // Written behind the queue's back: the worker is told to look (as after an enqueue).
    app.services.jobs.poke();
    const done = await until(row!.id, (r) => r.status === 'SUCCEEDED');
    expect(done).toMatchObject({ attempts: 2, result: { written: 'crashed' } });
    expect(await rolesNamed('crashed')).toHaveLength(1);
  });

  it('fails a died job whose attempts are used up, and writes nothing', async () => {
    const [row] = await database.db
      .insert(jobs)
      .values({
        kind: 'test.restart',
        payload: { companyId, name: 'given up' },
        status: 'RUNNING',
        attempts: 2,
        maxAttempts: 2,
        lockToken: randomUUID(),
        lockedBy: 'dead-host:1:x',
        leaseUntil: sql`now() - interval '1 second'`,
      })
      .returning({ id: jobs.id });
    // Written behind the queue's back: the worker is told to look (as after an enqueue).
    open[0]!.services.jobs.poke();
    const done = await until(row!.id, (r) => r.status === 'FAILED');
    expect(done).toMatchObject({ error: 'jobs.interrupted', lockToken: null });
    expect(await rolesNamed('given up')).toHaveLength(0);
  });

  it('refuses a late commit from the stopped process after another one ran the job', async () => {
    let release!: () => void;
    const stuck = new Promise<void>((resolve) => {
      release = resolve;
    });
    // This handler ignores the stop: the stop hands its job back after its grace period.
    const old = await appWith(database, stuck, false);
    const id = await enqueue(old, 'late');
    await until(id, (r) => r.status === 'RUNNING');
    await old.close();
    expect(await jobOf(id)).toMatchObject({ status: 'QUEUED' });

    const next = await appWith(database, Promise.resolve(), true);
    open.push(next);
    await until(id, (r) => r.status === 'SUCCEEDED');
    // The old handler wakes up and tries to commit: its claim is gone, its writes roll back.
    release();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await rolesNamed('late')).toHaveLength(1);
    expect(await jobOf(id)).toMatchObject({ status: 'SUCCEEDED', attempts: 1 });
  }, 30_000);
});
