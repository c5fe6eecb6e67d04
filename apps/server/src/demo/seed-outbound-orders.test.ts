import { describe, expect, it } from 'vitest';
import type { OutboundDetail, OutboundOrder, PageResult, Todo } from '@oms/contracts';
import { bodyOf, call, tokenFor } from '../../test/fixtures';
import { DEMO_PASSWORD } from './seed';
import { seededTwice } from './seed.test-support';

describe('demo outbound orders', () => {
  it('seeds an order in each state a customer meets once, with parcels, carrier news and to-dos', async () => {
    const { app } = await seededTwice();
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
});
