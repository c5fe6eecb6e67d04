import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { testConfig } from '../../config';
import { openPostgres, type Database } from '../../db/client';
import { createPgNotifier } from '../../lib/pg-notifier';
import { createTestDatabase } from '../../../test/database';
import { bodyOf, call, company, tokenFor } from '../../../test/fixtures';
import { companyWithRole, createThroughApi, newAccount } from '../sub-accounts/sub-accounts.test-support';
import { createRole } from '../roles/roles.test-support';
import { current } from './auth.test-support';

// Each process caches resolved sessions. Two app instances with their own pools and LISTEN/NOTIFY
// notifiers on one PostgreSQL database (two processes of a deployment): a change made through one
// applies to the other's next call once the other heard the commit's announcement. The changing call
// answers after its own process heard it, which the other hears from the same commit; in-process
// inject calls follow faster than any network client, so the test waits for the other's hearing
// (at most a second) instead of racing it.
describe.skipIf(!process.env.DATABASE_URL)('sessions across processes', () => {
  let database: Database;
  let second: Database;
  let one: App;
  let two: App;

  beforeAll(async () => {
    database = await createTestDatabase();
    second = await openPostgres(database.connectionString!, () => undefined);
    const apps: App[] = [];
    for (const db of [database, second]) {
      const notifier = await createPgNotifier({ connectionString: db.connectionString! });
      const app = await buildApp({ config: testConfig(), database: db, notifier });
      await app.ready();
      apps.push(app);
    }
    [one, two] = apps as [App, App];
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await second?.close();
    await database?.close();
  });

  /** Resolves when `app` hears that sessions of `kind` `id` changed (a cached answer is then dropped). */
  const heard = (app: App, kind: string, id?: number | string) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${kind} ${id}: no announcement`)), 1_000);
      const off = app.deps.notifier.subscribeInternal(({ payload }) => {
        if (payload.kind !== kind || (id !== undefined && payload.id !== Number(id))) return;
        clearTimeout(timer);
        off();
        resolve();
      });
    });

  /** A sub-account (role holding `codes`) signed in, and a call of its that needs OMS_CLIENTACCOUNT:view. */
  const holder = async (codes: string[]) => {
    const a = await companyWithRole(one);
    const role = await createRole(one, a.token, codes);
    const body = newAccount(role.id);
    const { id } = await createThroughApi(one, a.token, body);
    const token = await tokenFor(one, body.accountName);
    const accounts = (app: App) => call(app, token, 'sub-accounts/page', { current: 1, size: 5 });
    return { a, role, id, token, accounts };
  };

  it('refuses a disabled account on the other process at the next call', async () => {
    const h = await holder(['OMS_CLIENTACCOUNT:view']);
    // Cached on both processes.
    expect((await h.accounts(two)).statusCode).toBe(200);
    expect((await h.accounts(one)).statusCode).toBe(200);
    const onTwo = heard(two, 'user', h.id);
    expect(bodyOf(await call(one, h.a.token, 'sub-accounts/disable', { ids: [h.id] })).data).toEqual({
      affected: 1,
    });
    await onTwo;
    expect(bodyOf(await current(two, h.token)).code).toBe(401);
    expect(bodyOf(await current(one, h.token)).code).toBe(401);
  });

  it("applies a role's new codes on the other process at the next call, both ways", async () => {
    const h = await holder(['OMS_HOME']);
    expect((await h.accounts(two)).statusCode).toBe(403);
    expect((await h.accounts(one)).statusCode).toBe(403);
    const update = async (codes: string[]) => {
      const onOne = heard(one, 'role', h.role.id);
      const res = await call(two, h.a.token, 'roles/update', { id: h.role.id, name: h.role.name, codes });
      await onOne;
      return res;
    };
    expect((await update(['OMS_CLIENTACCOUNT:view'])).statusCode).toBe(200);
    expect((await h.accounts(one)).statusCode).toBe(200);
    expect((await h.accounts(two)).statusCode).toBe(200);
    expect((await update(['OMS_HOME'])).statusCode).toBe(200);
    expect((await h.accounts(one)).statusCode).toBe(403);
  });

  it('answers 402 on the other process once the account signed in again, 401 once signed out', async () => {
    const c = await company(one);
    expect(bodyOf(await current(two, c.token)).code).toBe(0);
    const signedIn = heard(two, 'user', c.userId);
    const newer = await tokenFor(one, c.accountName);
    await signedIn;
    expect(bodyOf(await current(two, c.token)).code).toBe(402);
    expect(bodyOf(await current(two, newer)).code).toBe(0);
    const sessionEnded = heard(two, 'session');
    const out = await one.inject({ method: 'POST', url: '/api/user/loginOut', headers: { token: newer } });
    expect(bodyOf(out).code).toBe(0);
    await sessionEnded;
    expect(bodyOf(await current(two, newer)).code).toBe(401);
  });
});
