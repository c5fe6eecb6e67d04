import { beforeAll, describe, expect, it } from 'vitest';
import type {
  OutboundDetail,
  OutboundOrder,
  PageResult,
  RelabelDetail,
  RelabelOrder,
  ReturnDetail,
  ReturnOrder,
  Todo,
  VasDetail,
  VasOrder,
} from '@oms/contracts';
import { bodyOf, call, tokenFor } from '../../test/fixtures';
import { DEMO_PASSWORD } from './seed';
import { seededTwice } from './seed.test-support';

describe('demo outbound, relabel, return and VAS orders', () => {
  let app: Awaited<ReturnType<typeof seededTwice>>['app'];
  beforeAll(async () => {
    ({ app } = await seededTwice());
  }, 120_000);

  it('seeds an order in each state a customer meets once, with parcels, carrier news and to-dos', async () => {
    const token = await tokenFor(app, 'demo', DEMO_PASSWORD);
    const page = bodyOf<PageResult<OutboundOrder>>(
      await call(app, token, 'outbound-orders/page', { current: 1, size: 50 }),
    ).data;
    expect(page.total).toBe(9);
    expect(new Set(page.records.map((o) => o.status))).toEqual(
      new Set(['DRAFT', 'PENDING_OUTBOUND', 'ON_HOLD', 'PROCESSING', 'SHIPPED', 'HAS_ERROR', 'CANCELLED']),
    );
    const delivered = page.records.find((o) => o.status === 'SHIPPED' && o.deliveredAt !== null)!;
    const detail = bodyOf<OutboundDetail>(
      await call(app, token, 'outbound-orders/detail', { id: delivered.id }),
    ).data;
    expect(detail.shipments).toHaveLength(2);
    expect(detail.shipments.every((s) => s.status === 'DELIVERED' && s.events.length === 4)).toBe(true);
    expect(detail.fees.every((f) => f.status === 'DEDUCTED')).toBe(true);
    expect(detail.operations.map((o) => o.action)).toEqual(
      expect.arrayContaining(['create', 'submit', 'start', 'progress', 'ship']),
    );
    const pending = page.records.find((o) => o.status === 'PENDING_OUTBOUND')!;
    const frozen = bodyOf<OutboundDetail>(
      await call(app, token, 'outbound-orders/detail', { id: pending.id }),
    ).data;
    expect(frozen.fees.length).toBeGreaterThan(0);
    expect(frozen.fees.every((f) => f.status === 'FROZEN')).toBe(true);
    const todos = bodyOf<Todo[]>(await call(app, token, 'homepage/todoList', { relateType: 4 })).data;
    expect(todos.map((t) => t.status).sort()).toEqual(['HAS_ERROR', 'SHIPPED']);
    // The home page charts the three shipped orders by the day they left.
    const stats = bodyOf<{ series: { key: string; data: number[] }[] }>(
      await call(app, token, 'homepage/dataStatistics', {}, 'en'),
    ).data;
    const shipped = stats.series.find((x) => x.key === 'outboundShipped')!;
    expect(shipped.data.reduce((n, v) => n + v, 0)).toBe(3);
  });

  // Relabel orders label part of the stock the outbound orders ship from.
  it('seeds a relabel order in each state once: completed with its pieces moved and its fee', async () => {
    const token = await tokenFor(app, 'demo', DEMO_PASSWORD);
    const page = bodyOf<PageResult<RelabelOrder>>(
      await call(app, token, 'relabel-orders/page', { current: 1, size: 50 }),
    ).data;
    expect(page.records.map((o) => o.status).sort()).toEqual([
      'CANCELLED',
      'COMPLETED',
      'DRAFT',
      'PENDING_REVIEW',
      'PROCESSING',
      'REJECTED',
    ]);
    const completed = page.records.find((o) => o.status === 'COMPLETED')!;
    const detail = bodyOf<RelabelDetail>(
      await call(app, token, 'relabel-orders/detail', { id: completed.id }),
    ).data;
    expect(detail.lines.every((l) => l.actualQuantity === l.quantity)).toBe(true);
    expect(detail.feeRecordId).not.toBeNull();
    expect(detail.operations.map((o) => o.action)).toEqual(['submit', 'start', 'complete']);
    expect(await app.services.inventory.mismatches()).toEqual([]);
    expect(await app.services.finance.mismatches()).toEqual([]);
  });

  // Returns come back from the shipped outbound orders.
  it('seeds a return in each state once: the completed one from a shipped order, restocked and charged', async () => {
    const token = await tokenFor(app, 'demo', DEMO_PASSWORD);
    const page = bodyOf<PageResult<ReturnOrder>>(
      await call(app, token, 'return-orders/page', { current: 1, size: 50 }),
    ).data;
    expect(page.records.map((o) => o.status).sort()).toEqual([
      'CANCELLED',
      'COMPLETED',
      'DRAFT',
      'PENDING_RECEIPT',
      'RECEIVED',
    ]);
    const completed = page.records.find((o) => o.status === 'COMPLETED')!;
    const detail = bodyOf<ReturnDetail>(
      await call(app, token, 'return-orders/detail', { id: completed.id }),
    ).data;
    expect(detail.outboundNo).toMatch(/^OB/);
    expect(detail.lines[0]!.sellable! + detail.lines[0]!.unsellable!).toBe(detail.lines[0]!.quantity);
    expect(detail.feeRecordId).not.toBeNull();
    expect(detail.operations.map((o) => o.action)).toEqual(['submit', 'receive', 'inspect']);
  });

  it('seeds a VAS order in each state once: the completed one charged its quote', async () => {
    const token = await tokenFor(app, 'demo', DEMO_PASSWORD);
    const page = bodyOf<PageResult<VasOrder>>(
      await call(app, token, 'vas-orders/page', { current: 1, size: 50 }),
    ).data;
    expect(page.records.map((o) => o.status).sort()).toEqual([
      'CANCELLED',
      'COMPLETED',
      'CONFIRMED',
      'DRAFT',
      'PENDING_QUOTE',
      'PROCESSING',
      'QUOTED',
      'REJECTED',
    ]);
    const completed = page.records.find((o) => o.status === 'COMPLETED')!;
    const detail = bodyOf<VasDetail>(await call(app, token, 'vas-orders/detail', { id: completed.id })).data;
    expect(detail.quoteAmount).not.toBeNull();
    expect(detail.operations.map((o) => o.action)).toEqual([
      'submit',
      'quote',
      'confirm',
      'start',
      'complete',
    ]);
    expect(await app.services.inventory.mismatches()).toEqual([]);
    expect(await app.services.finance.mismatches()).toEqual([]);
  });
});
