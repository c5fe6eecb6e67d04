import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api } from './support/accounts';
import { screenshot, sessionToken, switchLanguage, timelineActions, useBrowser } from './support/browser';

// A return in English, on the demo company: picked from a shipped demo order (its lines and buyer
// filled), more than it shipped refused on the line's field, naming the SKU and the order; submitted,
// the simulated warehouse receives the parcel and inspects it (the line whose reason says "damaged"
// is found unsellable, the other sellable), and the detail shows each line's outcome, the stock moves
// and the timeline.

const browser = useBrowser();
const LIFE_MS = 90_000;
/** The demo's shipped order of two SKUs (3 and 2 pieces). */
const REFERENCE = 'EBAY-27-09381';

type Shipped = {
  id: string;
  orderNo: string;
  recipientName: string | null;
  items: { sku: string; quantity: number }[];
};
type Movements = { records: { movementType: string; documentNo: string }[] };

/** Picks the first option whose text holds `text` in the select opened by `open`. */
const pick = async (page: Page, open: () => Promise<void>, text: string) => {
  const list = page.locator('.ant-select-dropdown:visible');
  await expect.poll(() => list.count(), { timeout: 5000 }).toBe(0);
  await open();
  await list.locator('.ant-select-item-option', { hasText: text }).first().click({ timeout: 10_000 });
};

const fieldError = (page: Page, text: string) =>
  page.locator('.ant-form-item-explain-error', { hasText: text });

describe('returns', () => {
  it(
    'comes back from a shipped order and is inspected: sellable and unsellable lines move the stock',
    async () => {
      const { context, page } = await browser.signedIn({ at: '/order/returnedGoods' });
      const token = await sessionToken(context);
      await switchLanguage(page, 'en');
      const [order] = await api<Shipped[]>('return-orders/shippedOrders', { keyword: REFERENCE }, token);
      if (!order || order.items.length !== 2) throw new Error(`the demo has no shipped order ${REFERENCE}`);
      const [first, second] = order.items as [Shipped['items'][0], Shipped['items'][0]];

      await page.getByTestId('return-manage-page').waitFor();
      await page.getByTestId('return-create').click();
      await pick(page, () => page.getByTestId('return-warehouse').click(), 'LAX');
      await pick(page, () => page.locator('#return_outboundOrderId').fill('EBAY-27'), order.orderNo);
      // The order's lines and buyer fill the form.
      await expect
        .poll(() => page.locator('#return_lines_1_quantity').inputValue())
        .toBe(String(second.quantity));
      expect(await page.locator('#return_lines_0_quantity').inputValue()).toBe(String(first.quantity));
      expect(await page.locator('#return_buyerName').inputValue()).toBe(order.recipientName ?? '');

      // More than the order shipped: the server names the SKU, what was asked and what it shipped.
      await page.locator('#return_lines_0_quantity').fill(String(first.quantity + 1));
      await page.locator('#return_submit').click();
      await fieldError(
        page,
        `SKU ${first.sku}: ${first.quantity + 1} to return, but outbound order ${order.orderNo} shipped ${first.quantity}`,
      ).waitFor();
      await screenshot(page, 'return-over-shipped');

      await page.locator('#return_lines_0_quantity').fill(String(first.quantity));
      await page.locator('#return_lines_1_reason').fill('Box damaged in transit');
      await page.locator('#return_trackingNo').fill('9400111899223199000001');
      await page.locator('#return_carrier').fill('USPS');
      const [created] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/api/return-orders/create')),
        page.getByTestId('return-save-submit').click(),
      ]);
      const made = ((await created.json()) as { data: { id: string; returnNo: string; status: string } })
        .data;
      expect(made.status).toBe('PENDING_RECEIPT');

      // The simulated warehouse receives the parcel, then inspects it.
      await page.goto(`/order/returnedGoodsDetail?id=${made.id}`);
      const status = page.getByTestId('return-status');
      await expect
        .poll(
          async () => {
            if ((await status.textContent().catch(() => null)) !== 'Completed') await page.reload();
            return status.textContent();
          },
          { timeout: LIFE_MS, interval: 3000 },
        )
        .toBe('Completed');
      expect(await page.getByTestId(`return-line-sellable-${first.sku}`).textContent()).toBe(
        String(first.quantity),
      );
      expect(await page.getByTestId(`return-line-unsellable-${second.sku}`).textContent()).toBe(
        String(second.quantity),
      );
      expect(await page.getByTestId('return-detail-outbound').textContent()).toContain(order.orderNo);
      expect(await timelineActions(page)).toEqual(expect.arrayContaining(['submit', 'receive', 'inspect']));
      await screenshot(page, 'return-completed');

      // Each SKU's stock log names the return.
      for (const item of [first, second]) {
        const stock = await api<{ records: { id: string; sku: string; warehouse: { code: string } }[] }>(
          'inventory/page',
          { current: 1, size: 20, sku: item.sku },
          token,
        );
        const balance = stock.records.find((r) => r.sku === item.sku && r.warehouse.code === 'LAX')!;
        const log = await api<Movements>(
          'inventory/movements',
          { current: 1, size: 50, id: balance.id },
          token,
        );
        expect(log.records.filter((m) => m.documentNo === made.returnNo).map((m) => m.movementType)).toEqual([
          'RETURN_IN',
        ]);
      }
    },
    LIFE_MS + 60_000,
  );
});
