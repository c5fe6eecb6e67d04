import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { buildApp, type App } from '../app';
import { testConfig } from '../config';
import { openPostgres, type Database } from '../db/client';
import { createTestDatabase } from '../../test/database';
import { createMainAccount, createUser, openSocket, type Inbox } from '../modules/homepage/test-support';
import type { CompanyNotice, Notifier } from './notifier';
import { createPgNotifier } from './pg-notifier';

const url = process.env.DATABASE_URL;

/** Waits until `check` holds, publishing again meanwhile (a notice sent while LISTEN reconnects is lost). */
const eventually = async (check: () => boolean, retry: () => Promise<void>, ms = 15_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await retry();
    await new Promise((r) => setTimeout(r, 200));
  }
};

// Two API processes on one PostgreSQL database: a notice published by either reaches the sockets of both.
describe.skipIf(!url)('PostgreSQL LISTEN/NOTIFY notifier', () => {
  let database: Database;
  let second: Database;
  const apps: App[] = [];
  const sockets: Inbox[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    // The second process has its own connection pool, as a separate process would.
    second = await openPostgres(database.connectionString!);
    for (const db of [database, second]) {
      const notifier = await createPgNotifier({ connectionString: db.connectionString! });
      const app = await buildApp({ config: testConfig(), database: db, notifier });
      await app.listen({ host: '127.0.0.1', port: 0 });
      apps.push(app);
    }
  });
  afterAll(async () => {
    sockets.forEach((s) => s.close());
    for (const app of apps) await app.close();
    await second?.close();
    await database?.close();
  });

  it('delivers a to-do raised in one app to a socket connected to the other, and to its own', async () => {
    const [one, two] = apps as [App, App];
    const user = await createMainAccount(one);
    const colleague = await createUser(one, user, ['OMS_HOME', 'OMS_ORDERWAREHOUS']);
    const wsBase = (app: App) => `ws://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const onTwo = await openSocket(wsBase(two), user.token);
    const onOne = await openSocket(wsBase(one), colleague.token, '?language=en');
    sockets.push(onTwo, onOne);

    const notice = await one.services.todos.raiseNow({
      tenantId: user.tenantId,
      companyId: user.companyId,
      relateType: 3,
      status: 'ARRIVED',
      statusDescZh: '已到仓',
      statusDescEn: 'Arrived in warehouse',
      title: { zh: '集装箱 MSKU1234567 已到仓', en: 'Container MSKU1234567 arrived' },
    });
    expect(JSON.parse(await onTwo.next())).toEqual({
      kind: 'todo',
      id: notice.payload.id,
      relateType: 3,
      relateTypeDesc: '入库单',
      status: 'ARRIVED',
      statusDesc: '已到仓',
      title: '集装箱 MSKU1234567 已到仓',
    });
    expect(JSON.parse(await onOne.next())).toMatchObject({
      id: notice.payload.id,
      statusDesc: 'Arrived in warehouse',
      title: 'Container MSKU1234567 arrived',
    });
    // Exactly once: the next message on each socket is the pong.
    expect(await onTwo.ping()).toBe('pong');
    expect(await onOne.ping()).toBe('pong');

    const back = await two.services.todos.raiseNow({
      tenantId: user.tenantId,
      companyId: user.companyId,
      relateType: 3,
      status: 'RECEIVING',
      statusDescZh: '收货中',
      statusDescEn: 'Receiving',
      title: { zh: 'IB-2 receiving', en: 'IB-2 receiving' },
    });
    expect(JSON.parse(await onOne.next()).id).toBe(back.payload.id);
    expect(JSON.parse(await onTwo.next()).id).toBe(back.payload.id);
  });
});

describe.skipIf(!url)('PostgreSQL notifier connection handling', () => {
  let database: Database;
  let notifier: Notifier;

  beforeAll(async () => {
    database = await createTestDatabase();
    notifier = await createPgNotifier({
      connectionString: database.connectionString!,
      channel: 'oms_notice_test',
    });
  });
  afterAll(async () => {
    await notifier?.close();
    await database?.close();
  });

  it('refuses a payload PostgreSQL would refuse (8000 bytes)', async () => {
    await expect(notifier.publish({ companyId: 1, payload: { big: 'x'.repeat(8_000) } })).rejects.toThrow(
      /8000|7999/,
    );
  });

  it('listens again after its connection is killed', async () => {
    const got: CompanyNotice[] = [];
    const off = notifier.subscribe((n) => got.push(n));
    await notifier.publish({ companyId: 7, payload: { n: 1 } });
    await eventually(
      () => got.length >= 1,
      async () => undefined,
    );

    const admin = new pg.Client({ connectionString: database.connectionString });
    await admin.connect();
    const killed = await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid() and query ilike 'LISTEN%'`,
    );
    await admin.end();
    expect(killed.rowCount).toBe(1);

    const before = got.length;
    await eventually(
      () => got.slice(before).some((n) => n.payload.n === 2),
      () => notifier.publish({ companyId: 7, payload: { n: 2 } }),
    );
    off();
  });
});
