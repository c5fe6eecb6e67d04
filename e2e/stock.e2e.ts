import { describe, expect, it } from 'vitest';
import { screenshot, switchLanguage, useBrowser } from './support/browser';

// The demo main account reads its stock (put away by the inbound seed through the inventory kernel,
// with the inventory seed's history and lots of several ages): the list with its totals, a filter by
// SKU, one balance's movement log, lots and in-transit orders, and the ageing report; in English too.

const browser = useBrowser();

describe('stock', () => {
  it('lists the seeded stock, filters it, and opens a balance with its movements and lots', async () => {
    const { context, page } = await browser.signedIn({ at: '/order/stock?hasStock=YES' });

    // What is on hand (in-transit-only rows have no receipts or lots yet).
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

  it('warns on the home page of low stock and dearer storage, and the customer sets a threshold', async () => {
    const { context, page } = await browser.signedIn({ at: '/dashboard/home' });
    // The quick actions open their page's form.
    await page.getByTestId('quick-product').click();
    await page.locator('#product_sku').waitFor();
    expect(new URL(page.url()).search).toBe('');

    await page.goto('/dashboard/home');
    const low = page.getByTestId('home-low-stock');
    await low.scrollIntoViewIfNeeded();
    const row = low.locator('[data-testid^="home-low-"]').first();
    await row.waitFor();
    const ageing = page.getByTestId('home-ageing');
    await ageing.locator('[data-testid^="home-ageing-"]').first().waitFor();
    expect(await ageing.textContent()).toMatch(/\d+ 天后/);
    await screenshot(page, 'home-workbench');

    // The balance the demo customer set a reorder point on: low, and the customer turns it off.
    await row.locator('a').first().click();
    const threshold = page.getByTestId('stock-threshold');
    await threshold.waitFor();
    expect(await threshold.getAttribute('data-low')).toBe('true');
    const before = (await threshold.textContent())!.replace(/\D+/g, '');
    await page.getByTestId('stock-edit-threshold').click();
    const input = page.getByTestId('threshold-input');
    await input.fill('-1');
    await page.locator('#threshold_ok').click();
    await page.getByText('预警值须在 0 到 1,000,000 之间（0 表示不预警）').waitFor();
    await input.fill('0');
    await page.locator('#threshold_ok').click();
    await expect.poll(() => threshold.textContent(), { timeout: 15_000 }).toContain('已关闭');
    expect(await threshold.getAttribute('data-low')).toBe('false');

    // The list's low-stock filter no longer lists it; the customer puts the reorder point back.
    await page.getByTestId('stock-edit-threshold').click();
    await input.fill(before);
    await page.locator('#threshold_ok').click();
    await expect.poll(() => threshold.getAttribute('data-low'), { timeout: 15_000 }).toBe('true');
    await page.goto('/order/stock?lowStock=YES');
    const list = page.getByTestId('list-page-inventory');
    await list.locator('[data-testid^="stock-threshold-"][data-low="true"]').first().waitFor();
    await context.close();
  });
});
