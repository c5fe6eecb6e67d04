import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { WS_CLOSE_CODE } from '@oms/contracts';
import { createTestApp, type TestApp } from '../../../test/app';
import type { RaiseTodoInput } from './todos.service';
import {
  call,
  createCompany,
  createUser,
  createMainAccount,
  openSocket,
  type Inbox,
  type TestUser,
} from './test-support';

const todo = (user: TestUser, over: Partial<RaiseTodoInput> = {}): RaiseTodoInput => ({
  tenantId: user.tenantId,
  companyId: user.companyId,
  relateType: 3,
  status: 'WITH_DIFFERENCE',
  statusDescZh: '有差异',
  statusDescEn: 'With difference',
  title: { zh: '入库单 IB-1 实收 480/500', en: 'Inbound IB-1: 480 of 500 received' },
  ...over,
});

describe('live to-do channel /ws/todoList', () => {
  let t: TestApp;
  let base: string;
  let a: TestUser;
  let aFinance: TestUser;
  let b: TestUser;
  const sockets: Inbox[] = [];
  const open = async (token?: string, query = '') => {
    const inbox = await openSocket(base, token, query);
    sockets.push(inbox);
    return inbox;
  };

  beforeAll(async () => {
    t = await createTestApp();
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    base = address.replace(/^http/, 'ws');
    a = await createMainAccount(t.app);
    aFinance = await createUser(t.app, a, ['OMS_HOME', 'OMS_FINANCERECHARGEMANAGE']);
    b = await createUser(t.app, { tenantId: a.tenantId, companyId: await createCompany(t.app, a.tenantId) });
  });
  afterAll(() => sockets.forEach((s) => s.close()));

  it('refuses the upgrade without a token or with a bad one (401, no socket)', async () => {
    await expect(openSocket(base)).rejects.toThrow('refused 401');
    await expect(openSocket(base, 'not-a-token')).rejects.toThrow('refused 401');
  });

  it('refuses company headers that disagree with the session', async () => {
    const ws = new WebSocket(`${base}/ws/todoList`, [a.token], {
      headers: { 'company-id': String(b.companyId) },
    });
    const status = await new Promise<number>((resolve) =>
      ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0)),
    );
    expect(status).toBe(403);
  });

  it('answers ping with pong and echoes the token as the subprotocol', async () => {
    const s = await open(a.token);
    expect(s.ws.protocol).toBe(a.token);
    expect(await s.ping()).toBe('pong');
    expect(await s.ping()).toBe('pong');
  });

  it('delivers a notice to the sockets of its company only, in each socket’s language', async () => {
    const zh = await open(a.token);
    const en = await open(a.token, '?language=en');
    const other = await open(b.token);
    const notice = await t.app.services.todos.raiseNow(todo(a));
    const expected = {
      kind: 'todo',
      id: notice.payload.id,
      relateType: 3,
      status: 'WITH_DIFFERENCE',
    };
    expect(JSON.parse(await zh.next())).toEqual({
      ...expected,
      relateTypeDesc: '入库单',
      statusDesc: '有差异',
      title: '入库单 IB-1 实收 480/500',
    });
    expect(JSON.parse(await en.next())).toEqual({
      ...expected,
      relateTypeDesc: 'Inbound order',
      statusDesc: 'With difference',
      title: 'Inbound IB-1: 480 of 500 received',
    });
    // The other company's next message is its pong: the notice never reached it.
    expect(await other.ping()).toBe('pong');

    await t.app.services.todos.raiseNow(todo(b, { title: { zh: 'for B', en: 'for B' } }));
    expect(JSON.parse(await other.next()).title).toBe('for B');
    expect(await zh.ping()).toBe('pong');
  });

  it('delivers only the related types the user’s role can open', async () => {
    const finance = await open(aFinance.token);
    await t.app.services.todos.raiseNow(
      todo(a, { title: { zh: 'inbound, not for finance', en: 'inbound, not for finance' } }),
    );
    await t.app.services.todos.raiseNow(
      todo(a, {
        relateType: 9,
        status: 'REJECTED',
        statusDescZh: '已驳回',
        statusDescEn: 'Rejected',
        title: { zh: 'RC-1 rejected', en: 'RC-1 rejected' },
      }),
    );
    expect(JSON.parse(await finance.next()).title).toBe('RC-1 rejected');
    expect(await finance.ping()).toBe('pong');
  });

  it('tells an update from a to-do: it settles the document’s to-dos and is never listed', async () => {
    const { todos } = t.app.services;
    const s = await open(a.token, '?language=en');
    const inbound = { documentType: 'inbound-orders', documentId: 7, documentNo: 'IB-7' };
    const raised = await todos.raiseNow(todo(a, inbound));
    expect(JSON.parse(await s.next())).toMatchObject({ kind: 'todo', id: raised.payload.id });

    const update = await t.app.deps.db.transaction((tx) =>
      todos.inform(
        tx,
        todo(a, {
          ...inbound,
          status: 'COMPLETED',
          statusDescZh: '已完成',
          statusDescEn: 'Completed',
          title: { zh: '入库单 IB-7 已上架', en: 'Inbound IB-7 is put away' },
        }),
      ),
    );
    await todos.publish(update);
    expect(JSON.parse(await s.next())).toEqual({
      kind: 'update',
      id: update.payload.id,
      relateType: 3,
      relateTypeDesc: 'Inbound order',
      status: 'COMPLETED',
      statusDesc: 'Completed',
      title: 'Inbound IB-7 is put away',
    });
    const ids = (await call(t.app, 'todoList', a, { relateType: 3 }))
      .json()
      .data.map((d: { id: string }) => d.id);
    expect(ids).not.toContain(raised.payload.id);
    expect(ids).not.toContain(update.payload.id);
  });

  it('closes the socket 4402 on the next ping once the account signed in elsewhere, 4401 once signed out', async () => {
    const user = await createUser(t.app, a, ['OMS_HOME']);
    const first = await open(user.token);
    expect(await first.ping()).toBe('pong');
    const secondToken = await t.app.services.sessions.create(t.app.deps.db, user.userId, {});
    first.ws.send('ping');
    expect(await first.closed).toBe(WS_CLOSE_CODE.loggedInElsewhere);

    const second = await open(secondToken);
    const auth = await t.app.services.sessions.resolve(secondToken);
    await t.app.services.sessions.end(auth.sessionId);
    second.ws.send('ping');
    expect(await second.closed).toBe(WS_CLOSE_CODE.loginExpired);
    await expect(openSocket(base, secondToken)).rejects.toThrow('refused 401');
  });
});
