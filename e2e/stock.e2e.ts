import { describe, expect, it } from 'vitest';
import { screenshot, switchLanguage, useBrowser } from './support/browser';

// The demo main account reads its stock (put away by the inbound seed through the inventory kernel,
// with the inventory seed's history and lots of several ages): the list with its totals, a filter by
// SKU, one balance's movement log, lots and in-transit orders, and the ageing report; in English too.

const browser = useBrowser();

describe('stock', () => {
  it('lists the seeded stock, filters it, and opens a balance with its movements and lots', async () => {
    const { context, page } = await browser.signedIn();

    // What is on hand (in-transit-only rows have no receipts or lots yet).
    await page.goto('/order/stock?hasStock=YES');
    const list = page.getByTestId('list-page-inventory');
    const firstLink = list.locator('a[data-testid^="stock-link-"]').first();
    await firstLink.waitFor();
    await expect
      .poll(async () => Number(await page.getByTestId('stock-total-total').textContent()), {
        timeout: 15_000,
      })
      .toBeGreaterThan(0);
    await screenshot(page, 'stock-list');

    // Filter by the first row's SKU: the list narrows to that SKU.
    const sku = (await firstLink.textContent())!.trim();
    await page.goto(`/order/stock?hasStock=YES&sku=${encodeURIComponent(sku)}`);
    await expect
      .poll(async () => [...new Set(await list.locator('a[data-testid^="stock-link-"]').allTextContents())], {
        timeout: 15_000,
      })
      .toEqual([sku]);

    await list.locator(`[data-testid="stock-link-${sku}"]`).first().click();
    const detail = page.getByTestId('stock-detail');
    await detail.waitFor();
    expect(await page.getByTestId('stock-sku').textContent()).toBe(sku);
    const movements = page.getByTestId('stock-movements');
    await movements.locator('tbody tr.ant-table-row').first().waitFor();
    expect(await movements.textContent()).toContain('收货上架');
    // Inbound receipts link to their order.
    expect(await movements.locator('a[href^="/order/warehousManage?orderNo=IB"]').count()).toBeGreaterThan(0);
    await page.getByTestId('stock-tab-lots').click();
    const lots = page.getByTestId('stock-lots');
    await lots.locator('tbody tr.ant-table-row').first().waitFor();
    const ages = (await lots.locator('[data-testid^="lot-age-"]').allTextContents()).map(Number);
    expect(ages.length).toBeGreaterThan(0);
    expect(ages.every((a) => a >= 0)).toBe(true);
    await screenshot(page, 'stock-detail');

    // In English: the same detail's log says what each movement was.
    await switchLanguage(page, 'en');
    await page.getByTestId('stock-detail').waitFor();
    await page.getByTestId('stock-movements').locator('tbody tr.ant-table-row').first().waitFor();
    expect(await page.getByTestId('stock-movements').textContent()).toContain('Received');

    // The ageing report draws its chart over what is on hand.
    await page.goto('/order/stock');
    await page.getByTestId('stock-view-ageing').click();
    await page.getByTestId('ageing-chart').waitFor();
    const totalRow = page.getByTestId('ageing-table');
    expect(await totalRow.textContent()).toContain('Total');
    await screenshot(page, 'stock-ageing-en');

    // A combination's detail says how many sets each warehouse could make of its components' stock.
    await page.goto('/basic/combinationManage');
    await page.locator('a[data-testid^="combination-link-"]').first().click();
    const availability = page.getByTestId('combination-availability');
    await availability.waitFor();
    await availability.locator('[data-testid^="combination-available-"]').first().waitFor();
    await context.close();
  });
});
