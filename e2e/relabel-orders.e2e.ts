import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api } from './support/accounts';
import { screenshot, sessionToken, switchLanguage, timelineActions, useBrowser } from './support/browser';

// A relabel order in English, on the demo company: the form shows the rules of specification §5 on
// their fields (new SKU = old SKU; an old SKU twice), the server refuses more than is available on the
// quantity's field, naming the SKU; saved and submitted, the simulated warehouse starts and completes it, and the detail
// shows the pieces relabelled and the timeline.

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

const fieldError = (page: Page, text: string) =>
  page.locator('.ant-form-item-explain-error', { hasText: text });

describe('relabel orders', () => {
  it(
    'shows the §5 rules and the stock refusal, then the warehouse relabels what was submitted',
    async () => {
      const { context, page } = await browser.signedIn({ at: '/order/relabel' });
      const token = await sessionToken(context);
      await switchLanguage(page, 'en');
      const stock = await api<Stock>('inventory/page', { current: 1, size: 50, hasStock: 'YES' }, token);
      const atLax = stock.records
        .filter((r) => r.warehouse.code === 'LAX' && !KEEP.includes(r.sku) && r.available >= 2)
        .sort((x, y) => y.available - x.available);
      const [from, to] = atLax;
      if (!from || !to) throw new Error('the demo company has fewer than two products in stock at LAX');

      await page.getByTestId('relabel-manage-page').waitFor();
      await page.getByTestId('relabel-create').click();
      await pick(page, () => page.getByTestId('relabel-warehouse').click(), 'LAX');
      await pick(page, () => page.locator('#relabel_lines_0_oldProductId').fill(from.sku), from.sku);
      await pick(page, () => page.locator('#relabel_lines_0_newProductId').fill(from.sku), from.sku);
      await page.locator('#relabel_submit').click();
      await fieldError(page, 'The new SKU must differ from the old SKU').waitFor();
      await pick(page, () => page.locator('#relabel_lines_0_newProductId').fill(to.sku), to.sku);
      await expect.poll(() => fieldError(page, 'must differ').count()).toBe(0);

      await page.getByTestId('relabel-line-add').click();
      await pick(page, () => page.locator('#relabel_lines_1_oldProductId').fill(from.sku), from.sku);
      await page.locator('#relabel_submit').click();
      await fieldError(page, 'An old SKU can be added only once').waitFor();
      await screenshot(page, 'relabel-rules');
      await page.getByTestId('relabel-line-remove-1').click();

      // More than the warehouse has: the server names the SKU, what was asked and what there is.
      await page.locator('#relabel_lines_0_quantity').fill(String(from.available + 1));
      await page.locator('#relabel_submit').click();
      await fieldError(
        page,
        `Old SKU ${from.sku}: ${from.available + 1} expected, but only ${from.available} available`,
      ).waitFor();
      await screenshot(page, 'relabel-over-available');

      await page.locator('#relabel_lines_0_quantity').fill('1');
      const [created] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/api/relabel-orders/create')),
        page.getByTestId('relabel-save-submit').click(),
      ]);
      const order = ((await created.json()) as { data: { id: string; relabelNo: string; status: string } })
        .data;
      expect(order.status).toBe('PENDING_REVIEW');

      // The simulated warehouse starts the work and completes it with every piece relabelled.
      await page.goto(`/order/relabelDetail?id=${order.id}`);
      const status = page.getByTestId('relabel-status');
      await expect
        .poll(
          async () => {
            if ((await status.textContent().catch(() => null)) !== 'Completed') await page.reload();
            return status.textContent();
          },
          { timeout: LIFE_MS, interval: 3000 },
        )
        .toBe('Completed');
      expect(await page.getByTestId(`relabel-line-actual-${from.sku}`).textContent()).toBe('1');
      expect(await timelineActions(page)).toEqual(expect.arrayContaining(['submit', 'start', 'complete']));
      await screenshot(page, 'relabel-completed');
    },
    LIFE_MS + 60_000,
  );
});
