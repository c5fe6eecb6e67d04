import { describe, expect, it } from 'vitest';
import type { Container, OverReceipt, PageResult } from '@oms/contracts';
import { bodyOf, call, tokenFor } from '../../test/fixtures';
import { DEMO_PASSWORD } from './seed';
import { seededTwice } from './seed.test-support';

describe('demo over-receipts and containers', () => {
  it('seeds over-receipts once, decided ones with their stock and fees; containers of the sea orders', async () => {
    const { app } = await seededTwice();
    const token = await tokenFor(app, 'demo', DEMO_PASSWORD);
    const page = bodyOf<PageResult<OverReceipt>>(
      await call(app, token, 'over-receipts/page', { size: 100 }),
    ).data;
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.records.some((r) => r.status === 'UNCONFIRMED')).toBe(true);
    const accepted = page.records.find((r) => r.decision === 'ACCEPTED');
    expect(accepted?.feeRecordId ?? accepted?.feeOwed).toBeTruthy();
    // Once per line, however often the seed runs.
    expect(new Set(page.records.map((r) => `${r.inboundOrderNo}/${r.sku}`)).size).toBe(page.total);
    expect(await app.services.inventory.mismatches()).toEqual([]);
    expect(await app.services.finance.mismatches()).toEqual([]);

    const containers = bodyOf<PageResult<Container>>(
      await call(app, token, 'containers/page', { size: 100 }),
    ).data;
    expect(containers.records.map((c) => c.containerNo)).toContain('MSKU7301245');
    const res = await call(app, token, 'containers/detail', { containerNo: 'MSKU7301245' });
    expect(res.statusCode, res.body).toBe(200);
    // The whole demo seed runs twice: slower than one API test.
  }, 120_000);
});
