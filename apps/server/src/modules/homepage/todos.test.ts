import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { actionCode } from '@oms/contracts';
import { createTestApp, type TestApp } from '../../../test/app';
import type { CompanyNotice } from '../../lib/notifier';
import { todos as todoRows } from './homepage.table';
import type { RaiseTodoInput } from './todos.service';
import { call, createCompany, createMainAccount, createUser, type TestUser } from './test-support';

type TodoJson = {
  id: string;
  relateType: number;
  relateTypeDesc: string;
  status: string;
  statusDesc: string;
  title: string;
};

describe('homepage to-dos, counts and statistics', () => {
  let t: TestApp;
  let a: TestUser;
  let aOps: TestUser;
  let b: TestUser;
  const published: CompanyNotice[] = [];

  const todo = (user: TestUser, over: Partial<RaiseTodoInput>): RaiseTodoInput => ({
    tenantId: user.tenantId,
    companyId: user.companyId,
    relateType: 13,
    status: 'HAS_ERROR',
    statusDescZh: '异常',
    statusDescEn: 'Has error',
    title: { zh: '店铺 ST-1 授权已失效', en: 'Store ST-1 needs its authorization renewed' },
    ...over,
  });

  beforeAll(async () => {
    t = await createTestApp();
    t.app.deps.notifier.subscribe((n) => published.push(n));
    a = await createMainAccount(t.app);
    aOps = await createUser(t.app, a, ['OMS_HOME', 'OMS_BASICSTORE', actionCode('OMS_BASICSTORE', 'view')]);
    b = await createUser(t.app, { tenantId: a.tenantId, companyId: await createCompany(t.app, a.tenantId) });
    const { todos } = t.app.services;
    await todos.raiseNow(todo(a, { documentType: 'stores', documentId: 1, documentNo: 'ST-1' }));
    await todos.raiseNow(
      todo(a, {
        relateType: 13,
        status: 'ON_HOLD',
        statusDescZh: '余额不足挂起',
        statusDescEn: 'On hold',
        title: { zh: 'OB-2 on hold', en: 'OB-2 on hold' },
        documentNo: 'OB-2',
      }),
    );
    await todos.raiseNow(
      todo(a, {
        relateType: 9,
        status: 'REJECTED',
        statusDescZh: '已驳回',
        statusDescEn: 'Rejected',
        title: { zh: 'Recharge RC-7 rejected', en: 'Recharge RC-7 rejected' },
      }),
    );
    await todos.raiseNow(
      todo(a, {
        relateType: 5,
        status: 'TO_BE_SUBMITTED',
        statusDescZh: '待提交',
        statusDescEn: 'To be submitted',
        title: { zh: 'Verify your company', en: 'Verify your company' },
      }),
    );
    await todos.raiseNow(
      todo(b, {
        relateType: 1,
        status: 'REJECTED',
        statusDescZh: '已驳回',
        statusDescEn: 'Rejected',
        title: { zh: 'B product rejected', en: 'B product rejected' },
      }),
    );
  });

  it('publishes each raised to-do to its company after the commit', () => {
    expect(published).toHaveLength(5);
    expect(published[0]).toMatchObject({
      companyId: a.companyId,
      payload: {
        kind: 'todo',
        relateType: 13,
        status: 'HAS_ERROR',
        statusDescZh: '异常',
        statusDescEn: 'Has error',
      },
    });
    expect(published[4]!.companyId).toBe(b.companyId);
  });

  it('lists the company’s open to-dos newest first in the request language, never another company’s', async () => {
    const zh = (await call(t.app, 'todoList', a)).json();
    expect(zh.code).toBe(0);
    expect(zh.data.map((d: TodoJson) => d.title)).toEqual([
      'Verify your company',
      'Recharge RC-7 rejected',
      'OB-2 on hold',
      '店铺 ST-1 授权已失效',
    ]);
    expect(zh.data[3]).toMatchObject({
      relateType: 13,
      relateTypeDesc: '店铺授权',
      status: 'HAS_ERROR',
      statusDesc: '异常',
      documentNo: 'ST-1',
    });
    const en = (await call(t.app, 'todoList', a, {}, { language: 'en' })).json();
    expect(en.data[3]).toMatchObject({
      relateTypeDesc: 'Store authorization',
      statusDesc: 'Has error',
      title: 'Store ST-1 needs its authorization renewed',
    });
    const theirs = (await call(t.app, 'todoList', b, {})).json();
    expect(theirs.data.map((d: TodoJson) => d.title)).toEqual(['B product rejected']);
  });

  it('filters by related type and validates it', async () => {
    const res = (await call(t.app, 'todoList', a, { relateType: 9 })).json();
    expect(res.data.map((d: TodoJson) => d.relateType)).toEqual([9]);
    expect((await call(t.app, 'todoList', a, { relateType: 42 })).statusCode).toBe(422);
  });

  it('shows a sub-account only the related types its role can open', async () => {
    const res = (await call(t.app, 'todoList', aOps, {})).json();
    expect(res.data.map((d: TodoJson) => d.relateType)).toEqual([13, 13]);
    const counts = (await call(t.app, 'menuOrderCount', aOps)).json().data;
    expect(counts).toEqual([
      { key: 'OMS_HOME', count: 0 },
      { key: 'OMS_BASICSTORE', count: 2 },
    ]);
  });

  it('counts open to-dos per menu code', async () => {
    const counts: { key: string; count: number }[] = (await call(t.app, 'menuOrderCount', a)).json().data;
    // One per related type's menu (13: stores whose authorization expired; 14: inbound over-receipts).
    expect(counts).toHaveLength(14);
    const byKey = Object.fromEntries(counts.map((c) => [c.key, c.count]));
    expect(byKey).toMatchObject({
      OMS_BASICSTORE: 2,
      OMS_FINANCERECHARGEMANAGE: 1,
      OMS_CLIENTVERIFY: 1,
      OMS_BASICSKU: 0,
    });
    const theirs = Object.fromEntries(
      (await call(t.app, 'menuOrderCount', b))
        .json()
        .data.map((c: { key: string; count: number }) => [c.key, c.count]),
    );
    expect(theirs).toMatchObject({ OMS_BASICSKU: 1, OMS_BASICSTORE: 0 });
  });

  it('counts open to-dos by related type and status, optionally for one module', async () => {
    const all = (await call(t.app, 'countByStatus', a, {}, { language: 'en' })).json().data;
    expect(all).toEqual([
      {
        module: 'OMS_CLIENTVERIFY',
        relateType: 5,
        relateTypeDesc: 'Identity verification',
        status: 'TO_BE_SUBMITTED',
        statusDesc: 'To be submitted',
        count: 1,
      },
      {
        module: 'OMS_FINANCERECHARGEMANAGE',
        relateType: 9,
        relateTypeDesc: 'Recharge',
        status: 'REJECTED',
        statusDesc: 'Rejected',
        count: 1,
      },
      {
        module: 'OMS_BASICSTORE',
        relateType: 13,
        relateTypeDesc: 'Store authorization',
        status: 'HAS_ERROR',
        statusDesc: 'Has error',
        count: 1,
      },
      {
        module: 'OMS_BASICSTORE',
        relateType: 13,
        relateTypeDesc: 'Store authorization',
        status: 'ON_HOLD',
        statusDesc: 'On hold',
        count: 1,
      },
    ]);
    const one = (await call(t.app, 'countByStatus', a, { module: 'OMS_FINANCERECHARGEMANAGE' })).json().data;
    expect(one).toHaveLength(1);
    expect(one[0]).toMatchObject({ statusDesc: '已驳回', count: 1 });
    expect((await call(t.app, 'countByStatus', a, { module: 'OMS_NOPE' })).json().data).toEqual([]);
  });

  it('resolves to-dos, and a new to-do of a document replaces its open one', async () => {
    const { todos } = t.app.services;
    const db = t.app.deps.db;
    // The next step of return 1: the old to-do is done, the new one is open.
    await todos.raiseNow(
      todo(a, {
        documentType: 'stores',
        documentId: '1',
        documentNo: 'ST-1',
        status: 'PENDING_OUTBOUND',
        statusDescZh: '待出库',
        statusDescEn: 'Pending outbound',
        title: { zh: 'ST-1 resubmitted', en: 'ST-1 resubmitted' },
      }),
    );
    let list: TodoJson[] = (await call(t.app, 'todoList', a, { relateType: 13 })).json().data;
    expect(list.map((d) => d.title)).toEqual(['ST-1 resubmitted', 'OB-2 on hold']);

    expect(await todos.resolve(db, { companyId: a.companyId, documentType: 'stores', documentId: 1 })).toBe(
      1,
    );
    // Another company cannot resolve A's to-do by id.
    const victim = list.find((d) => d.title === 'OB-2 on hold')!;
    expect(await todos.resolve(db, { companyId: b.companyId, id: Number(victim.id) })).toBe(0);
    expect(await todos.resolve(db, { companyId: a.companyId, id: Number(victim.id) })).toBe(1);
    expect(await todos.resolve(db, { companyId: a.companyId, id: Number(victim.id) })).toBe(0);
    list = (await call(t.app, 'todoList', a, { relateType: 13 })).json().data;
    expect(list).toEqual([]);
  });

  it('raises nothing when the caller’s transaction rolls back, and publishes only what the caller publishes', async () => {
    const before = published.length;
    await expect(
      t.app.deps.db.transaction(async (tx) => {
        await t.app.services.todos.raise(tx, todo(a, { title: { zh: 'never', en: 'never' } }));
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(published.length).toBe(before);
    const list: TodoJson[] = (await call(t.app, 'todoList', a)).json().data;
    expect(list.some((d) => d.title === 'never')).toBe(false);
  });

  it('answers the statistics of the last 30 days from the to-dos', async () => {
    const res = (await call(t.app, 'dataStatistics', a, undefined, { language: 'en' })).json();
    expect(res.code).toBe(0);
    const { days, series, totals } = res.data;
    expect(days).toHaveLength(30);
    expect(days[29]).toBe(new Date().toISOString().slice(0, 10));
    const raised = series.find((s: { key: string }) => s.key === 'todosRaised');
    const done = series.find((s: { key: string }) => s.key === 'todosDone');
    expect(raised).toMatchObject({ name: 'To-dos raised' });
    expect(raised.data).toHaveLength(30);
    expect(raised.data[29]).toBe(5); // 4 first + the replacement
    expect(done.data[29]).toBe(3);
    // The order modules' series and totals join in; this company has no orders or stock.
    expect(series.find((s: { key: string }) => s.key === 'inboundCreated')).toMatchObject({
      name: 'Inbound orders created',
      data: Array(30).fill(0),
    });
    expect(series.find((s: { key: string }) => s.key === 'stockReceived').data).toEqual(Array(30).fill(0));
    expect(totals).toEqual([
      { key: 'stockAvailable', name: 'Available stock (pcs)', count: 0 },
      { key: 'openTodos', name: 'Open to-dos', count: 2 },
      { key: 'todosRaised', name: 'To-dos raised', count: 5 },
    ]);
    const theirs = (await call(t.app, 'dataStatistics', b)).json().data;
    expect(theirs.totals.find((x: { key: string }) => x.key === 'openTodos')).toEqual({
      key: 'openTodos',
      name: '待处理事项',
      count: 1,
    });
  });

  it('compares the last 30 days with the 30 before, and totals only the last 30', async () => {
    // A company of its own, so the figures of the other tests stay as they are.
    const c = await createMainAccount(t.app);
    const { todos } = t.app.services;
    for (const documentNo of ['NOW-1', 'OLD-1', 'OLD-2'])
      await todos.raiseNow(todo(c, { documentNo, title: { zh: documentNo, en: documentNo } }));
    const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
    const dated = (documentNo: string, at: Partial<{ createdAt: Date; doneAt: Date }>) =>
      t.app.deps.db
        .update(todoRows)
        .set(at)
        .where(and(eq(todoRows.companyId, c.companyId), eq(todoRows.documentNo, documentNo)));
    await dated('OLD-1', { createdAt: daysAgo(37) });
    await dated('OLD-2', { createdAt: daysAgo(40), doneAt: daysAgo(35) });

    const { days, previousDays, series, totals } = (await call(t.app, 'dataStatistics', c)).json().data;
    const day = (n: number) => daysAgo(n).toISOString().slice(0, 10);
    expect(previousDays).toHaveLength(30);
    expect(previousDays[0]).toBe(day(59));
    expect(previousDays[29]).toBe(day(30));
    expect(days[0]).toBe(day(29));
    const raised = series.find((s: { key: string }) => s.key === 'todosRaised');
    const done = series.find((s: { key: string }) => s.key === 'todosDone');
    const only = (at: number) => Array.from({ length: 30 }, (_, i) => (i === at ? 1 : 0));
    // 37 days ago is the 23rd of the previous 30 (59 days ago is the first), 40 days ago the 20th.
    expect(raised.data).toEqual(only(29));
    expect(raised.previous).toEqual(only(22).map((n, i) => (i === 19 ? 1 : n)));
    expect(done.data).toEqual(only(-1));
    expect(done.previous).toEqual(only(24));
    // The inbound series answers both periods too, with nothing in either.
    expect(series.find((s: { key: string }) => s.key === 'inboundCreated').previous).toEqual(only(-1));
    expect(totals).toEqual(
      expect.arrayContaining([
        { key: 'openTodos', name: '待处理事项', count: 2 },
        { key: 'todosRaised', name: '新增待办', count: 1 },
      ]),
    );
  });

  it('accepts an absent body where the payload is optional, and documents every call', async () => {
    expect((await call(t.app, 'countByStatus', b)).json().data).toHaveLength(1);
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    const paths = Object.keys(docs.json().paths);
    for (const p of [
      'todoList',
      'countByStatus',
      'announcement',
      'insertAnnouncementReadRecord',
      'dataStatistics',
    ]) {
      expect(paths).toContain(`/api/homepage/${p}`);
    }
  });
});
