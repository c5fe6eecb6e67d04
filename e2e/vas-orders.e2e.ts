import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api } from './support/accounts';
import { screenshot, sessionToken, switchLanguage, timelineActions, useBrowser } from './support/browser';

// A value-added service in English, on the demo company: photos of a piece in stock at LAX asked for,
// the simulated warehouse quotes it, the customer confirms the quote (frozen, the piece reserved), the
// warehouse does the work and completes it; the detail shows the quote, the result and the timeline,
// and the fee record of the quote charged.

const browser = useBrowser();
const LIFE_MS = 90_000;

type Stock = { records: { sku: string; available: number; warehouse: { code: string } }[] };
/** The demo's combination components: the outbound journey needs their stock. */
const KEEP = ['BW-EARBUD-BLK', 'BW-SPEAKER-M'];

/** Picks the first option whose text holds `text` in the select opened by `open`. */
const pick = async (page: Page, open: () => Promise<void>, text: string) => {
  const list = page.locator('.ant-select-dropdown:visible');
  await expect.poll(() => list.count(), { timeout: 5000 }).toBe(0);
  await open();
  await list.locator('.ant-select-item-option', { hasText: text }).first().click({ timeout: 10_000 });
};

/** Reloads the detail until its status reads `status`. */
const until = (page: Page, status: string) =>
  expect
    .poll(
      async () => {
        const tag = page.getByTestId('vas-status');
        if ((await tag.textContent().catch(() => null)) !== status) await page.reload();
        return tag.textContent();
      },
      { timeout: LIFE_MS, interval: 3000 },
    )
    .toBe(status);

describe('value-added services', () => {
  it(
    'asks for photos, confirms the warehouse’s quote and sees the work completed and paid',
    async () => {
      const { context, page } = await browser.signedIn({ at: '/order/vasManage' });
      const token = await sessionToken(context);
      await switchLanguage(page, 'en');
      const stock = await api<Stock>('inventory/page', { current: 1, size: 50, hasStock: 'YES' }, token);
      const item = stock.records
        .filter((r) => r.warehouse.code === 'LAX' && !KEEP.includes(r.sku) && r.available >= 2)
        .sort((x, y) => y.available - x.available)[0];
      if (!item) throw new Error('the demo company has no product in stock at LAX');

      await page.getByTestId('vas-manage-page').waitFor();
      await page.getByTestId('vas-create').click();
      await pick(page, () => page.getByTestId('vas-warehouse').click(), 'LAX');
      await pick(page, () => page.getByTestId('vas-service').click(), 'Photos');
      await pick(page, () => page.locator('#vas_lines_0_productId').fill(item.sku), item.sku);
      await page.locator('#vas_lines_0_quantity').fill('1');
      await page.locator('#vas_requirements').fill('Front, back and label photos of one piece');
      const [created] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/api/vas-orders/create')),
        page.getByTestId('vas-save-submit').click(),
      ]);
      const order = ((await created.json()) as { data: { id: string; status: string } }).data;
      expect(order.status).toBe('PENDING_QUOTE');

      // The simulated warehouse quotes 2.00 + 0.50 a piece.
      await page.goto(`/order/vasManageDetail?id=${order.id}`);
      await until(page, 'Quoted, to confirm');
      expect(await page.getByTestId('vas-quote').textContent()).toContain('2.50');
      await page.getByTestId('vas-confirm').click();
      const [confirmed] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/api/vas-orders/confirm')),
        page.getByTestId('vas-confirm-ok').click(),
      ]);
      expect(((await confirmed.json()) as { data: { status: string } }).data.status).toBe('CONFIRMED');
      await screenshot(page, 'vas-confirmed');

      await until(page, 'Completed');
      expect(await page.getByTestId('vas-result-note').textContent()).toContain('Photos done (pieces: 1)');
      expect(await timelineActions(page)).toEqual(
        expect.arrayContaining(['submit', 'quote', 'confirm', 'start', 'complete']),
      );
      await screenshot(page, 'vas-completed');
      // The quote was charged: the detail links its fee record.
      await page.getByTestId('vas-fee').waitFor();
    },
    LIFE_MS + 60_000,
  );
});
