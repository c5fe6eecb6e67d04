import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { INBOUND_STATUSES, type InboundDetail, type InboundOrder, type PageResult } from '@oms/contracts';
import { bodyOf, call, tokenFor } from '../../test/fixtures';
import { inboundOrders } from '../schema';
import { DEMO_PASSWORD } from './seed';
import { seededTwice } from './seed.test-support';

describe('demo inbound orders', () => {
  it('seeds orders in (nearly) every state once, stock and money consistent, shown by the API', async () => {
    const { app, first } = await seededTwice();
    const rows = await app.deps.db
      .select()
      .from(inboundOrders)
      .where(eq(inboundOrders.companyId, first.companyId));
    const states = new Set(rows.map((r) => r.status));
    // BOOKED and AWAITING_RECEIPT come from the reservations seed (it books pending orders).
    const own = INBOUND_STATUSES.filter((s) => s !== 'BOOKED' && s !== 'AWAITING_RECEIPT');
    for (const s of own) expect([s, states.has(s)]).toEqual([s, true]);
    expect(await app.services.inventory.mismatches()).toEqual([]);
    expect(await app.services.finance.mismatches()).toEqual([]);
    const token = await tokenFor(app, 'demo', DEMO_PASSWORD);
    const page = bodyOf<PageResult<InboundOrder>>(
      await call(app, token, 'inbound-orders/page', { status: 'COMPLETED' }),
    ).data;
    expect(page.total).toBeGreaterThanOrEqual(5);
    const detail = bodyOf<InboundDetail>(
      await call(app, token, 'inbound-orders/detail', { id: page.records[0]!.id }),
    ).data;
    expect(detail.milestones.map((m) => m.milestone)).toContain('PUT_AWAY');
    expect(detail.lines.every((l) => l.putAwayQuantity !== null)).toBe(true);
    // The whole demo seed runs twice: slower than one API test.
  }, 120_000);
});
