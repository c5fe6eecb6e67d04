import { describe, expect, it } from 'vitest';
import type { InboundDetail, InboundOrder, PageResult } from '@oms/contracts';
import { useTestApp } from '../../../test/app';
import { bodyOf, call, exportFile } from '../../../test/fixtures';
import { readXlsx } from '../../lib/file-fixtures.test-support';
import { company } from '../../../test/fixtures';
import { act, createOrder, draftProduct, inboundWorld, orderBody } from './inbound-orders.test-support';

describe('inbound orders API (customer)', () => {
  const t = useTestApp(inboundWorld);
  const body = (extra: Record<string, unknown> = {}) =>
    orderBody(
      t.k.warehouseId,
      [
        [t.pa[0]!, 2],
        [t.pa[1]!, 3],
      ],
      extra,
    );
  const detailOf = async (id: string, token = t.a.token) =>
    bodyOf<InboundDetail>(await call(t.app, token, 'inbound-orders/detail', { id })).data;
  const statusOf = async (id: string) => (await detailOf(id)).status;

  it('creates a draft in full boxes: quantity = boxes × pieces per carton, computed by the server', async () => {
    const order = await createOrder(t.app, t.a.token, body({ remark: 'first' }));
    expect(order).toMatchObject({
      orderNo: expect.stringMatching(/^IB\d{8}\d{6}$/),
      status: 'DRAFT',
      totalBoxes: 5,
      totalQuantity: 200,
      skuCount: 2,
      warehouse: { id: String(t.k.warehouseId), code: t.k.warehouseCode },
      createdBy: t.a.accountName,
    });
    const detail = await detailOf(order.id);
    expect(detail.lines.map((l) => [l.sku, l.boxes, l.quantity, l.receivedQuantity])).toEqual([
      [t.pa[0]!.sku, 2, 80, null],
      [t.pa[1]!.sku, 3, 120, null],
    ]);
    expect(detail.operations.map((o) => [o.action, o.toState])).toEqual([['create', 'DRAFT']]);
    const byNo = bodyOf<InboundDetail>(
      await call(t.app, t.a.token, 'inbound-orders/detail', { orderNo: order.orderNo }),
    ).data;
    expect(byNo.id).toBe(order.id);
    const page = bodyOf<PageResult<InboundOrder>>(
      await call(t.app, t.a.token, 'inbound-orders/page', { sku: t.pa[1]!.sku, status: 'DRAFT' }),
    ).data;
    expect(page.records.map((r) => r.id)).toEqual([order.id]);
    const none = bodyOf<PageResult<InboundOrder>>(
      await call(t.app, t.a.token, 'inbound-orders/page', { orderNo: order.orderNo, headLeg: 'SEA_FCL' }),
    ).data;
    expect(none.total).toBe(0);
  });

  it('refuses what the rules refuse: boxes, duplicate SKUs, full-container fields, ETD after ETA, reference numbers', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ lines: [{ productId: t.pa[0]!.id, boxes: 0 }] }, 'Boxes must be a whole number from 1 to 99999'],
      [{ lines: [{ productId: t.pa[0]!.id, boxes: 1.5 }] }, 'Boxes must be a whole number from 1 to 99999'],
      [{ lines: [] }, 'Add at least one product'],
      [
        {
          lines: [
            { productId: t.pa[0]!.id, boxes: 1 },
            { productId: t.pa[0]!.id, boxes: 2 },
          ],
        },
        'Each SKU may appear once',
      ],
      [{ headLeg: 'SEA_FCL' }, 'Enter the container number for a full container'],
      [{ etd: '2030-02-01', eta: '2030-01-01' }, 'The ETA cannot be before the ETD'],
      [{ warehouseId: '' }, 'Select a warehouse'],
      ...['deliveryNo', 'billOfLading', 'sealNo'].flatMap((field) =>
        ['D'.repeat(31), '运单 #1! <b>x</b>'].map((value): [Record<string, unknown>, string] => [
          { [field]: value },
          'Only English letters, digits, hyphens and periods, up to 30 characters',
        ]),
      ),
    ];
    for (const [extra, message] of cases) {
      const res = await call(t.app, t.a.token, 'inbound-orders/create', body(extra), 'en');
      expect([res.statusCode, bodyOf(res).message], JSON.stringify(extra)).toEqual([422, message]);
    }
    const zh = await call(
      t.app,
      t.a.token,
      'inbound-orders/create',
      body({ deliveryNo: 'D'.repeat(31) }),
      'zh',
    );
    expect([zh.statusCode, bodyOf(zh).message]).toEqual([
      422,
      '只能包含英文字母、数字、连字符和点，最多 30 位',
    ]);
    // A parcel's tracking number is its delivery number (a self-delivered order keeps none).
    const longest = await createOrder(
      t.app,
      t.a.token,
      body({ headLeg: 'EXPRESS', deliveryNo: 'DN.2026-11-'.padEnd(30, '9') }),
    );
    expect((await detailOf(longest.id)).deliveryNo).toBe('DN.2026-11-'.padEnd(30, '9'));
  });

  it('takes passed products of the company only, to a signed warehouse only, with a passed certification', async () => {
    const draft = await draftProduct(t.app, t.a);
    const notPassed = await call(
      t.app,
      t.a.token,
      'inbound-orders/create',
      orderBody(t.k.warehouseId, [[draft, 1]]),
    );
    expect(notPassed.statusCode).toBe(422);
    const foreign = await call(
      t.app,
      t.a.token,
      'inbound-orders/create',
      orderBody(t.k.warehouseId, [[t.pb[0]!, 1]]),
    );
    expect(foreign.statusCode).toBe(422);
    const unsigned = await call(
      t.app,
      t.a.token,
      'inbound-orders/create',
      body({ warehouseId: String(t.other.warehouseId) }),
    );
    expect(unsigned.statusCode).toBe(409);
    const fresh = await company(t.app);
    const uncertified = await call(t.app, fresh.token, 'inbound-orders/create', body());
    expect(uncertified.statusCode).toBe(409);
    const warehouses = bodyOf<{ id: string }[]>(
      await call(t.app, t.a.token, 'inbound-orders/warehouses'),
    ).data;
    expect(warehouses.map((w) => w.id)).toEqual([String(t.k.warehouseId)]);
  });

  it('edits drafts and rejected orders only; submit, cancel and delete follow the machine (409 otherwise)', async () => {
    const order = await createOrder(t.app, t.a.token, body());
    const edited = await call(t.app, t.a.token, 'inbound-orders/update', {
      id: order.id,
      ...orderBody(t.k.warehouseId, [[t.pa[1]!, 1]], { headLeg: 'EXPRESS', remark: 'changed' }),
    });
    expect(bodyOf<InboundOrder>(edited).data).toMatchObject({
      totalBoxes: 1,
      totalQuantity: 40,
      headLeg: 'EXPRESS',
    });
    const submitted = await call(t.app, t.a.token, 'inbound-orders/submit', { id: order.id });
    expect(bodyOf<InboundOrder>(submitted).data.status).toBe('PENDING_REVIEW');
    for (const [path, payload] of [
      ['update', { id: order.id, ...body() }],
      ['submit', { id: order.id }],
      ['confirmDifference', { id: order.id }],
      ['delete', { ids: [order.id], reason: 'not needed' }],
    ] as const) {
      const res = await call(t.app, t.a.token, `inbound-orders/${path}`, payload);
      expect([path, res.statusCode]).toEqual([path, 409]);
    }
    expect(await statusOf(order.id)).toBe('PENDING_REVIEW');
    const cancelled = await call(t.app, t.a.token, 'inbound-orders/cancel', {
      id: order.id,
      reason: 'changed plan',
    });
    expect(bodyOf<InboundOrder>(cancelled).data.status).toBe('CANCELLED');
    expect((await call(t.app, t.a.token, 'inbound-orders/cancel', { id: order.id })).statusCode).toBe(409);
    const ops = (await detailOf(order.id)).operations.map((o) => [o.action, o.fromState, o.toState]);
    expect(ops).toEqual([
      ['create', null, 'DRAFT'],
      ['edit', 'DRAFT', 'DRAFT'],
      ['submit', 'DRAFT', 'PENDING_REVIEW'],
      ['cancel', 'PENDING_REVIEW', 'CANCELLED'],
    ]);
  });

  it('creates and submits in one call; a rejected order is edited and submitted again; delete needs a reason', async () => {
    const order = await createOrder(t.app, t.a.token, body({ submit: true }));
    expect(order.status).toBe('PENDING_REVIEW');
    const rejected = await act(t.app, t.k, order.id, 'reject', { reason: 'Wrong carton count' });
    expect(rejected.json().data.status).toBe('REJECTED');
    expect(await detailOf(order.id)).toMatchObject({
      status: 'REJECTED',
      rejectReason: 'Wrong carton count',
    });
    const noReason = await call(t.app, t.a.token, 'inbound-orders/delete', { ids: [order.id], reason: ' ' });
    expect(noReason.statusCode).toBe(422);
    const deleted = await call(t.app, t.a.token, 'inbound-orders/delete', {
      ids: [order.id],
      reason: 'Made a new one',
    });
    expect(bodyOf(deleted).data).toEqual({ affected: 1 });
    expect((await call(t.app, t.a.token, 'inbound-orders/detail', { id: order.id })).statusCode).toBe(404);
  });

  it("never shows or changes another company's orders (404)", async () => {
    const order = await createOrder(t.app, t.a.token, body());
    for (const [path, payload] of [
      ['detail', { id: order.id }],
      ['submit', { id: order.id }],
      ['cancel', { id: order.id }],
      ['update', { id: order.id, ...orderBody(t.k.warehouseId, [[t.pb[0]!, 1]]) }],
      ['delete', { ids: [order.id], reason: 'mine now' }],
      ['confirmDifference', { id: order.id }],
    ] as const) {
      const res = await call(t.app, t.b.token, `inbound-orders/${path}`, payload);
      expect([path, res.statusCode]).toEqual([path, 404]);
    }
    const page = bodyOf<PageResult<InboundOrder>>(
      await call(t.app, t.b.token, 'inbound-orders/page', {}),
    ).data;
    expect(page.records.map((r) => r.id)).not.toContain(order.id);
    expect(await statusOf(order.id)).toBe('DRAFT');
  });

  it('exports the selection as xlsx', async () => {
    const order = await createOrder(t.app, t.a.token, body());
    const file = await exportFile(t.app, t.a.token, 'inbound-orders', { ids: [order.id] });
    const rows = await readXlsx(file.raw);
    expect(rows[0]!.slice(0, 6)).toEqual([
      'Inbound order number',
      'Inbound type',
      'Head-leg service',
      'Warehouse',
      'Status',
      'Expected arrival',
    ]);
    // The row reads as the list shows it: labels, and the warehouse by its code and name.
    expect(rows[1]!.slice(0, 5)).toEqual([
      order.orderNo,
      'Standard',
      'Self-delivered',
      `${t.k.warehouseCode} · ${order.warehouse.nameEn}`,
      'Draft',
    ]);
  });
});
