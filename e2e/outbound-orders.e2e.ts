import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api } from './support/accounts';
import { screenshot, sessionToken, switchLanguage, timelineActions, useBrowser } from './support/browser';
import { sheetRows, writeSheet } from './support/sheets';

// An outbound order written in the browser as the demo main account: a passed product with stock and
// a combination, the recipient picked from the address book, no warehouse named (the portal picks the
// signed one that holds the lines and prices them lowest, and says so), the live price, save and
// submit. The built-in warehouse simulator (global-setup: 2 s steps) starts, picks, packs, labels and
// ships it; the detail shows the combination's products, the estimate, the parcel's tracking number
// and the fees.

const browser = useBrowser();
/** Start, three progress steps and the shipping: five 2-second steps; room for a loaded machine. */
const LIFE_MS = 90_000;

type Product = { id: string; sku: string };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
type Stock = { records: { sku: string; available: number; warehouse: { code: string } }[] };

const statusOf = (page: Page) => page.getByTestId('outbound-detail').getAttribute('data-status');

/** The demo's combination of one BW-EARBUD-BLK and one BW-SPEAKER-M (seed-combinations.ts). */
const COMBINATION = 'BW 音频套装';
const COMPONENTS = ['BW-EARBUD-BLK', 'BW-SPEAKER-M'];

/**
 * A passed product of the demo company with available stock at LAX, other than the combination's
 * components, which must have stock there too.
 */
const productInStock = async (token: string): Promise<Product> => {
  const stock = await api<Stock>('inventory/page', { current: 1, size: 50, hasStock: 'YES' }, token);
  const atLax = stock.records.filter((r) => r.warehouse.code === 'LAX' && r.available >= 2);
  for (const sku of COMPONENTS)
    if (!atLax.some((r) => r.sku === sku)) throw new Error(`the demo company has no ${sku} at LAX`);
  const row = atLax.find((r) => !COMPONENTS.includes(r.sku));
  if (!row) throw new Error('the demo company has no stock at LAX');
  return { id: '', sku: row.sku };
};

/** Picks the first option whose text holds `text` in the select opened by `open`. */
const pick = async (page: Page, open: () => Promise<void>, text: string) => {
  const list = page.locator('.ant-select-dropdown:visible');
  await expect.poll(() => list.count(), { timeout: 5000 }).toBe(0);
  await open();
  await list.locator('.ant-select-item-option', { hasText: text }).first().click({ timeout: 10_000 });
};

describe('outbound orders', () => {
  it(
    'writes a parcel order with the address book and the live price, submits it; the simulator ships it',
    async () => {
      const { context, page } = await browser.signedIn({ at: '/order/outWarehouse' });
      const token = await sessionToken(context);
      const product = await productInStock(token);
      const book = await api<{ records: { name: string }[] }>(
        'consignees/page',
        { current: 1, size: 1, country: 'US' },
        token,
      );
      const recipient = book.records[0]!.name;

      await page.getByTestId('outbound-manage-page').waitFor();
      await page.getByTestId('outbound-create').click();
      await pick(page, () => page.locator('#outbound_lines_0_item').fill(product.sku), product.sku);
      await expect
        .poll(() => page.getByTestId('outbound-form-total').getAttribute('data-quantity'))
        .toBe('1');
      // A second line: the demo's audio set, a combination of two products (one of each per set).
      await page.getByTestId('outbound-line-add').click();
      await pick(page, () => page.locator('#outbound_lines_1_item').fill('BW'), COMBINATION);
      await expect
        .poll(() => page.getByTestId('outbound-form-total').getAttribute('data-quantity'))
        .toBe('2');
      await pick(
        page,
        async () => {
          await page.getByTestId('outbound-recipient-book').click();
          await page.keyboard.type(recipient);
        },
        recipient,
      );
      await expect.poll(() => page.locator('#outbound_name').inputValue()).toBe(recipient);
      // An extra packing list to go in the box, uploaded at once (the server checks its content).
      await page
        .getByTestId('outbound-attachments-packingList')
        .locator('input[type=file]')
        .setInputFiles({ name: 'insert.pdf', mimeType: 'application/pdf', buffer: PDF });
      await page.getByTestId('outbound-attachments-packingList-file').getByText('insert.pdf').waitFor();

      // The price: handling, the piece, the carrier's quote; the warehouse chosen and why.
      const total = page.getByTestId('outbound-quote-total');
      await page.getByTestId('outbound-price').scrollIntoViewIfNeeded();
      await total.waitFor({ timeout: 15_000 });
      expect(await total.textContent()).toMatch(/USD/);
      expect(await page.getByTestId('outbound-price-chosen').textContent()).toContain('LAX');
      await screenshot(page, 'outbound-new');

      const [created] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/api/outbound-orders/create')),
        page.getByTestId('outbound-save-submit').click(),
      ]);
      const order = ((await created.json()) as { data: { id: string; orderNo: string; status: string } })
        .data;
      expect(['PENDING_OUTBOUND', 'ON_HOLD', 'PROCESSING']).toContain(order.status);

      await page.goto(`/order/outWarehouseDetail?id=${order.id}`);
      await page.getByTestId('outbound-detail').waitFor();
      expect(await page.getByTestId('outbound-estimate-total').textContent()).toMatch(/USD/);
      expect(await page.getByTestId('outbound-attachment-link').allTextContents()).toEqual(['insert.pdf']);
      // The combination line opens to the products it ships.
      await page
        .getByTestId('outbound-lines')
        .locator('tr.ant-table-row', { hasText: COMBINATION })
        .locator('.ant-table-row-expand-icon')
        .click();
      const components = page.locator('[data-testid^=outbound-components-] tbody tr.ant-table-row');
      await expect
        .poll(() => components.allTextContents())
        .toEqual([expect.stringContaining('BW-EARBUD-BLK'), expect.stringContaining('BW-SPEAKER-M')]);
      // Its packing list opens as a PDF in a new tab (and stays in the file center).
      const [tab] = await Promise.all([
        context.waitForEvent('page'),
        page.getByTestId('outbound-packing-list').click(),
      ]);
      expect(tab.url()).toMatch(/^blob:/);
      await page.locator('.ant-message').getByText('装箱单已生成（1 页）').waitFor();
      await tab.close();
      await expect
        .poll(
          async () => {
            if ((await statusOf(page)) !== 'SHIPPED') await page.reload();
            await page.getByTestId('outbound-detail').waitFor();
            return statusOf(page);
          },
          { timeout: LIFE_MS, interval: 3000 },
        )
        .toBe('SHIPPED');
      await page.getByTestId('outbound-tracking-no').first().waitFor();
      expect(await page.getByTestId('outbound-tracking-no').first().textContent()).toMatch(/^SIM\d+/);
      expect(await page.getByTestId('outbound-fee-amount').count()).toBeGreaterThan(0);
      expect(await timelineActions(page)).toEqual(expect.arrayContaining(['submit', 'start', 'ship']));
      await screenshot(page, 'outbound-shipped');

      // Logistics tracking: the parcel's number and an unknown one, pasted with any separator; the
      // simulator's carrier posts its news every round, so the parcel has a status and a timeline.
      const trackingNo = (await page.getByTestId('outbound-tracking-no').first().textContent())!;
      await page.goto('/printOrderManage/logisticsTracking');
      await page.getByTestId('tracking-numbers').fill(`${trackingNo.toLowerCase()}；NOPE-123`);
      await expect
        .poll(
          async () => {
            await page.getByTestId('tracking-track').click();
            await page.getByTestId(`tracking-parcel-${trackingNo}`).waitFor();
            return page.getByTestId('tracking-event').count();
          },
          { timeout: 30_000, interval: 2000 },
        )
        .toBeGreaterThan(1);
      // The last click's answer may still be on its way: the page is read once it has settled.
      await expect
        .poll(() => page.getByTestId('tracking-result-NOPE-123').getByTestId('tracking-unknown').count())
        .toBe(1);
      await expect.poll(() => page.getByTestId('tracking-summary').textContent()).toContain('2');
      await screenshot(page, 'logistics-tracking');

      // The shipments list has the parcel; its detail shows the carrier's news.
      await page.goto('/order/shipmentManage');
      await page.getByTestId(`shipment-${trackingNo}`).click();
      await page.getByTestId('shipment-detail').waitFor();
      expect(await page.getByTestId('shipment-tracking-no').textContent()).toBe(trackingNo);
      expect(await page.getByTestId('shipment-event').count()).toBeGreaterThan(1);
      // The carrier's label the warehouse sent with the parcel opens as a PDF.
      const [label] = await Promise.all([
        context.waitForEvent('page'),
        page.getByTestId('shipment-label').click(),
      ]);
      expect(label.url()).toMatch(/^blob:/);
      await label.close();
      await screenshot(page, 'shipment-detail');

      // The top bar's search (Ctrl+K) finds the order by its parcel's tracking number and opens it.
      await page.keyboard.press('Control+k');
      await page.getByPlaceholder('单号 / SKU / 跟踪号').fill(trackingNo.toLowerCase());
      const hit = page.getByTestId('search-group-outbound-orders').getByTestId('search-hit');
      await expect
        .poll(() => hit.allTextContents(), { timeout: 10_000 })
        .toEqual([expect.stringContaining(order.orderNo)]);
      await screenshot(page, 'global-search');
      await hit.click();
      await page.waitForURL(`**/order/outWarehouseDetail?id=${order.id}`);
      await page.getByTestId('outbound-detail').waitFor();

      // Orders from a sheet: one with a row of an unknown SKU imports nothing and hands back the
      // error file; then two orders (rows with the same order number make one order), as drafts.
      await page.goto('/order/outWarehouse');
      await page.getByTestId('outbound-import').click();
      const to = ['Jane Doe', '', '+1 213 373 4253', '', 'US', 'CA', 'Los Angeles', '90001', '100 Main St'];
      const header = [
        '客户订单号*',
        'SKU*',
        '数量*',
        '收件人*',
        '公司',
        '电话*',
        '邮箱',
        '国家/地区*',
        '州/省',
        '城市*',
        '邮编',
        '详细地址*',
      ];
      const result = page.getByTestId('import-result');
      const bad = await writeSheet('出库单', [
        header,
        ['E2E-XL-1', product.sku, 1, ...to],
        ['E2E-XL-2', 'NO-SUCH-SKU', 1, ...to],
      ]);
      await page.locator('[data-testid=import-dialog] input[type=file]').setInputFiles(bad);
      await result.waitFor({ timeout: 30_000 });
      expect(await result.getAttribute('data-status')).toBe('FAILED');
      const [errorFile] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('import-error-file').click(),
      ]);
      const rows = await sheetRows(await errorFile.path());
      expect(rows[0]).toEqual([...header, '错误原因']);
      expect(rows[1]).toHaveLength(header.length);
      expect(rows[2]?.at(-1)).toContain('NO-SUCH-SKU 不存在或未审核通过');
      await page.getByTestId('import-again').click();
      const sheet = await writeSheet('出库单', [
        header,
        ['E2E-XL-1', product.sku, 1, ...to],
        ['E2E-XL-2', product.sku, 1, ...to],
      ]);
      await page.locator('[data-testid=import-dialog] input[type=file]').setInputFiles(sheet);
      await result.waitFor({ timeout: 30_000 });
      expect(await result.getAttribute('data-status')).toBe('SUCCEEDED');
      await page.getByTestId('import-close').click();
      await page.getByTestId(`outbound-status-${order.orderNo}`).waitFor();
      const imported = await api<{ records: { status: string }[] }>(
        'outbound-orders/page',
        { current: 1, size: 10, orderNo: 'E2E-XL-' },
        token,
      );
      expect(imported.records.map((r) => r.status)).toEqual(['DRAFT', 'DRAFT']);

      await switchLanguage(page, 'en');
      await page.goto(`/order/outWarehouseDetail?id=${order.id}`);
      await page.getByTestId('outbound-detail').waitFor();
      expect(await page.getByTestId('outbound-shipments').textContent()).toContain('Parcels (1)');
      await context.close();
    },
    LIFE_MS + 60_000,
  );
});
