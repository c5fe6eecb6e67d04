import { beforeAll, describe, expect, it } from 'vitest';
import type { Consignee, PageResult } from '@oms/contracts';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  colleague,
  createMainAccount,
  createVia,
  newConsignee,
  post,
  type TestUser,
} from './consignees.test-support';

const P = '/api/consignees';
const VIEW = ['OMS_BASICCONSIGNEE', 'OMS_BASICCONSIGNEE:view'];

describe('consignees API: permissions and companies', () => {
  let t: TestApp;
  let a: TestUser;
  let b: TestUser;
  let mine: string;
  let theirs: string;
  beforeAll(async () => {
    t = await createTestApp();
    a = await createMainAccount(t.app);
    b = await createMainAccount(t.app);
    mine = await createVia(t.app, a, `${P}/create`, newConsignee({ name: 'Mine' }));
    theirs = await createVia(t.app, b, `${P}/create`, newConsignee({ name: 'Theirs' }));
  });

  const calls = (id: string): [string, string, object][] => [
    ['view', 'page', { current: 1, size: 10 }],
    ['view', 'detail', { id }],
    ['create', 'create', newConsignee()],
    ['edit', 'update', { ...newConsignee(), id }],
    ['delete', 'delete', { ids: [id], reason: 'test' }],
  ];

  it('answers 403 without the action code, and 200 with exactly it', async () => {
    const none = await colleague(t.app, a, ['OMS_HOME']);
    for (const [, action, body] of calls(mine)) {
      const res = await post(t.app, none, `${P}/${action}`, body, 'zh');
      expect([action, res.status, res.body.message]).toEqual([action, 403, '权限不足，请联系管理员']);
    }
    const viewer = await colleague(t.app, a, VIEW);
    for (const [code, action, body] of calls(mine)) {
      const res = await post(t.app, viewer, `${P}/${action}`, body);
      expect([action, res.status]).toEqual([action, code === 'view' ? 200 : 403]);
    }
    // Each write with its own code (delete last: it removes the row).
    for (const [code, action, body] of calls(mine).filter(([c]) => c !== 'view')) {
      const holder = await colleague(t.app, a, [...VIEW, `OMS_BASICCONSIGNEE:${code}`]);
      const res = await post(t.app, holder, `${P}/${action}`, body);
      expect([action, res.status, res.body.code]).toEqual([action, 200, 0]);
    }
  });

  it("never shows or changes another company's entries", async () => {
    const page = await post<PageResult<Consignee>>(t.app, a, `${P}/page`, { current: 1, size: 50 });
    expect(page.body.data.records.map((r) => r.name)).not.toContain('Theirs');
    for (const [, action, body] of calls(theirs).filter(([, x]) => x !== 'page' && x !== 'create')) {
      const res = await post(t.app, a, `${P}/${action}`, body);
      expect([action, res.status]).toEqual([action, 404]);
    }
    const still = await post<PageResult<Consignee>>(t.app, b, `${P}/page`, { current: 1, size: 50 });
    expect(still.body.data.records.map((r) => r.name)).toEqual(['Theirs']);
  });

  it('documents the calls of both pages in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json<{ paths: Record<string, unknown> }>().paths);
    for (const action of ['page', 'detail', 'create', 'update', 'delete'])
      expect(paths).toEqual(
        expect.arrayContaining([`/api/consignees/${action}`, `/api/third-pay/${action}`]),
      );
    expect(paths).toEqual(expect.arrayContaining(['/api/third-pay/enable', '/api/third-pay/disable']));
  });
});
