import { describe, expect, it } from 'vitest';
import type { PendingProduct, ProductDetail, Todo } from '@oms/contracts';
import { useTestApp } from '../../../test/app';
import { createSimulator } from '../../integration/simulator/simulator';
import { injectClient } from '../../integration/simulator/client';
import { simulatorSteps } from '../../registry';
import { bodyOf, call, company, subAccountWith } from '../../../test/fixtures';
import { openSocket } from '../homepage/test-support';
import { api, keyForTenant, listening, post, tenantWithKey } from '../integration/integration.test-support';
import { createProduct } from './products.test-support';

const measured = { actualWeightKg: '0.362', actualLengthCm: '12.3', actualWidthCm: 8.6, actualHeightCm: '4' };
const quiet = { info: () => undefined, warn: () => undefined };

describe('the product audit through the warehouse integration API', () => {
  const t = useTestApp(async (app) => {
    const a = await company(app);
    return { a, k: await keyForTenant(app, a.tenantId, 'wms'), ...(await listening(app)) };
  });

  const detail = async (id: string) =>
    bodyOf<ProductDetail>(await call(t.app, t.a.token, 'products/detail', { id })).data;
  const submitted = async (extra: Record<string, unknown> = {}) => {
    const p = await createProduct(t.app, t.a.token, extra);
    await call(t.app, t.a.token, 'products/submit', { ids: [p.id] });
    return p;
  };

  it('lists what waits, passes it with the actual measures, and locks its physical fields', async () => {
    const p = await submitted();
    const pending = bodyOf<PendingProduct[]>(await api(t.app, t.k.key, 'GET', '/products/pending')).data;
    expect(pending.find((x) => x.id === p.id)).toMatchObject({
      sku: p.sku,
      companyId: String(t.a.companyId),
    });
    const one = await api(t.app, t.k.key, 'GET', `/products/${p.id}`);
    expect(bodyOf<ProductDetail>(one).data.status).toBe('UNDER_REVIEW');

    const res = await post(t.app, t.k.key, `/products/${p.id}/approve`, measured);
    expect(bodyOf(res).data).toEqual({ id: p.id, status: 'PASSED' });
    const d = await detail(p.id);
    expect(d).toMatchObject({
      status: 'PASSED',
      forecast: { weightG: 350, lengthCm100: 1200, widthCm100: 850, heightCm100: 400 },
      actual: { weightG: 362, lengthCm100: 1230, widthCm100: 860, heightCm100: 400 },
    });
    expect(d.operations.map((o) => [o.action, o.fromState, o.toState])).toEqual([
      ['create', null, 'TO_BE_SUBMITTED'],
      ['submit', 'TO_BE_SUBMITTED', 'UNDER_REVIEW'],
      ['approve', 'UNDER_REVIEW', 'PASSED'],
    ]);
    expect(d.operations[2]!.actor).toContain(t.k.warehouseCode);

    // Passed: the weight cannot change, the description can; no delete, no second decision.
    const body = {
      id: p.id,
      sku: d.sku,
      nameCn: d.nameCn,
      nameEn: 'Renamed',
      category: d.category,
      weightUnit: 'kg',
      sizeUnit: 'cm',
      forecastWeight: '0.4',
      forecastLength: '12',
      forecastWidth: '8.5',
      forecastHeight: '4',
      piecesPerCarton: 40,
      declaredValue: '19.90',
      imageFileIds: d.imageFileIds,
    };
    const heavier = await call(t.app, t.a.token, 'products/update', body, 'zh');
    expect([heavier.statusCode, bodyOf(heavier).message]).toEqual([
      409,
      '产品已审核通过，SKU、重量和尺寸不能修改',
    ]);
    // The same measures as before (only the description changes) pass.
    const lbs = await call(t.app, t.a.token, 'products/update', {
      ...body,
      forecastWeight: '0.35',
      nameEn: 'Renamed',
    });
    expect(lbs.statusCode).toBe(200);
    expect((await detail(p.id)).nameEn).toBe('Renamed');
    const del = await call(t.app, t.a.token, 'products/delete', { ids: [p.id], reason: 'x' });
    expect(del.statusCode).toBe(409);
    const twice = await post(t.app, t.k.key, `/products/${p.id}/reject`, { reason: 'late' });
    expect([twice.statusCode, bodyOf(twice).message]).toEqual([
      409,
      'This product is not under review and cannot be decided',
    ]);
  });

  it('rejects with a reason, raises a to-do of related type 1, and takes an edit and a resubmit', async () => {
    const p = await submitted();
    const noReason = await post(t.app, t.k.key, `/products/${p.id}/reject`, { reason: ' ' });
    expect(noReason.statusCode).toBe(422);
    const res = await post(t.app, t.k.key, `/products/${p.id}/reject`, { reason: 'Photos are blurry' });
    expect(bodyOf(res).data).toEqual({ id: p.id, status: 'REJECTED' });
    const d = await detail(p.id);
    expect([d.status, d.rejectReason]).toEqual(['REJECTED', 'Photos are blurry']);
    const todos = bodyOf<Todo[]>(await call(t.app, t.a.token, 'homepage/todoList', {})).data;
    const todo = todos.find((x) => x.relateType === 1);
    expect(todo).toMatchObject({
      status: 'REJECTED',
      title: `Product ${d.sku} was rejected: Photos are blurry`,
    });

    const edit = await call(t.app, t.a.token, 'products/update', {
      id: p.id,
      sku: d.sku,
      nameCn: d.nameCn,
      nameEn: d.nameEn,
      category: d.category,
      weightUnit: 'lbs',
      sizeUnit: 'inch',
      forecastWeight: '1',
      forecastLength: '5',
      forecastWidth: '3',
      forecastHeight: '2',
      piecesPerCarton: 10,
      declaredValue: '5',
      imageFileIds: d.imageFileIds,
    });
    expect(edit.statusCode).toBe(200);
    expect((await call(t.app, t.a.token, 'products/submit', { ids: [p.id] })).statusCode).toBe(200);
    const after = bodyOf<Todo[]>(await call(t.app, t.a.token, 'homepage/todoList', {})).data;
    expect(after.find((x) => x.relateType === 1)).toBeUndefined();
    expect((await detail(p.id)).rejectReason).toBeNull();
  });

  it('approving is information (a live update, no to-do, no badge); rejecting raises a to-do', async () => {
    const c = await company(t.app);
    const k = await keyForTenant(t.app, c.tenantId, 'live');
    const open = async (token: string) => openSocket(t.base, token, '?language=en');
    const products = await open(c.token);
    const blind = await open((await subAccountWith(t.app, c.companyId, ['OMS_HOME'])).token);
    const todos = async () =>
      bodyOf<Todo[]>(await call(t.app, c.token, 'homepage/todoList', { relateType: 1 })).data;
    const badge = async () =>
      bodyOf<{ key: string; count: number }[]>(
        await call(t.app, c.token, 'homepage/menuOrderCount'),
      ).data.find((x) => x.key === 'OMS_BASICSKU')?.count;
    const submit = async () => {
      const p = await createProduct(t.app, c.token);
      await call(t.app, c.token, 'products/submit', { ids: [p.id] });
      return p;
    };
    try {
      const passed = await submit();
      await post(t.app, k.key, `/products/${passed.id}/approve`, measured);
      expect(JSON.parse(await products.next())).toMatchObject({
        kind: 'update',
        relateType: 1,
        status: 'PASSED',
        statusDesc: 'Passed',
        title: `Product ${passed.sku} was approved`,
      });
      // A user who cannot open products hears nothing of it: their next message is the pong.
      expect(await blind.ping()).toBe('pong');
      expect(await todos()).toEqual([]);
      expect(await badge()).toBe(0);

      const rejected = await submit();
      await post(t.app, k.key, `/products/${rejected.id}/reject`, { reason: 'No photos' });
      const notice = JSON.parse(await products.next()) as { kind: string; id: string };
      expect(notice).toMatchObject({ kind: 'todo', relateType: 1, status: 'REJECTED' });
      expect((await todos()).map((x) => [x.id, x.status, x.documentNo])).toEqual([
        [notice.id, 'REJECTED', rejected.sku],
      ]);
      expect(await badge()).toBe(1);
    } finally {
      products.close();
      blind.close();
    }
  });

  it('validates the measures and keeps other tenants out', async () => {
    const p = await submitted();
    const bad = await post(t.app, t.k.key, `/products/${p.id}/approve`, {
      ...measured,
      actualWeightKg: '1.2345',
    });
    expect(bad.statusCode).toBe(422);
    const missing = await post(t.app, t.k.key, `/products/${p.id}/approve`, {});
    expect(missing.statusCode).toBe(422);
    const stranger = await tenantWithKey(t.app);
    const pending = bodyOf<PendingProduct[]>(await api(t.app, stranger.key, 'GET', '/products/pending')).data;
    expect(pending).toEqual([]);
    expect((await api(t.app, stranger.key, 'GET', `/products/${p.id}`)).statusCode).toBe(404);
    expect((await post(t.app, stranger.key, `/products/${p.id}/approve`, measured)).statusCode).toBe(404);
    expect((await api(t.app, null, 'GET', '/products/pending')).statusCode).toBe(401);
  });

  it('is answered by the simulator: passed with measures, or rejected when named "reject"/"驳回"', async () => {
    const good = await submitted({ nameEn: 'Phone case' });
    const bad = await submitted({ nameCn: '驳回测试' });
    const simulator = createSimulator({
      clients: [injectClient(t.app, t.k.key)],
      delayMs: 0,
      log: quiet,
      steps: simulatorSteps().filter(([name]) => name === 'products'),
    });
    expect(await simulator.tick()).toBeGreaterThanOrEqual(2);
    const g = await detail(good.id);
    expect(g).toMatchObject({ status: 'PASSED', actual: { weightG: 357, lengthCm100: 1250 } });
    const b = await detail(bad.id);
    expect(b.status).toBe('REJECTED');
    expect(b.rejectReason).toContain('images');
  });
});
