import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, COMPANY_PASSWORD, register, uploadPng } from './support/accounts';
import { PNG_1PX, screenshot, sessionToken, signIn, useBrowser } from './support/browser';

// The product list stays open while the built-in warehouse simulator (SIMULATOR_DELAY_MS in
// global-setup) decides through the integration API: the list shows each decision live, without a
// reload. A rejection is a to-do (popup, products badge); an approval is information (a short
// message): it settles the product's to-do, and the badge goes.

const browser = useBrowser();
const STAMP = Date.now().toString(36).toUpperCase();

/** A product's fields; the simulator rejects one whose Chinese name says "驳回". */
const productBody = (sku: string, nameCn: string, imageFileIds: string[]) => ({
  sku,
  nameCn,
  nameEn: 'Bluetooth earphones',
  category: 'ELECTRONICS',
  weightUnit: 'kg',
  sizeUnit: 'cm',
  forecastWeight: '0.35',
  forecastLength: '12',
  forecastWidth: '8.5',
  forecastHeight: '4',
  piecesPerCarton: 40,
  declaredValue: '19.90',
  imageFileIds,
});

const statusOf = (page: Page, sku: string) =>
  page
    .locator('tr', { has: page.getByTestId(`product-link-${sku}`) })
    .getByTestId('product-status')
    .getAttribute('data-status');

const productsBadge = (page: Page) =>
  page.locator('[data-path="/basic/productManage"] [data-testid=sidebar-badge]');

describe('live refresh of the product list', () => {
  it('shows the warehouse’s decisions live: a rejection is a to-do, an approval only informs', async () => {
    const accountName = await register(`实时刷新贸易 ${STAMP}`);
    const context = await browser.context();
    const page = await context.newPage();
    await page.goto('/login');
    await signIn(page, accountName, COMPANY_PASSWORD);
    await page.getByTestId('home-welcome').waitFor();
    const token = await sessionToken(context);
    // Three images per product: an image belongs to one product.
    const images = async () => [
      await uploadPng(token, 'products', PNG_1PX),
      await uploadPng(token, 'products', PNG_1PX),
      await uploadPng(token, 'products', PNG_1PX),
    ];
    const goodImages = await images();
    const badImages = await images();
    const good = { sku: `LIVE-${STAMP}-OK`, nameCn: '蓝牙耳机' };
    const bad = { sku: `LIVE-${STAMP}-NO`, nameCn: '驳回耳机' };
    const created = {
      good: await api<{ id: string }>(
        'products/create',
        productBody(good.sku, good.nameCn, goodImages),
        token,
      ),
      bad: await api<{ id: string }>('products/create', productBody(bad.sku, bad.nameCn, badImages), token),
    };

    await page.goto('/basic/productManage');
    await page.getByTestId(`product-link-${good.sku}`).waitFor();
    // Marks this document: it is still here at the end only if the page never reloaded.
    await page.evaluate(() => document.body.setAttribute('data-live-check', 'kept'));
    expect(await statusOf(page, good.sku)).toBe('TO_BE_SUBMITTED');

    // Submitted from elsewhere while the list is open: only the live notice can move the row.
    await api('products/submit', { ids: [created.good.id] }, token);
    await expect.poll(() => statusOf(page, good.sku), { timeout: 20_000 }).toBe('PASSED');
    expect(await page.getByTestId('live-update').allTextContents()).toContain(`产品 ${good.sku} 已审核通过`);
    // Approved waits for nothing: no to-do, no badge.
    expect(await page.getByTestId('todo-popup').count()).toBe(0);
    expect(await productsBadge(page).count()).toBe(0);

    // A rejection waits for the customer: a to-do and the products badge.
    await api('products/submit', { ids: [created.bad.id] }, token);
    await expect.poll(() => statusOf(page, bad.sku), { timeout: 20_000 }).toBe('REJECTED');
    await expect
      .poll(() => page.getByTestId('todo-popup-item').allTextContents(), { timeout: 10_000 })
      .toEqual([expect.stringContaining(bad.sku)]);
    await expect.poll(() => productsBadge(page).textContent()).toBe('1');
    await screenshot(page, 'live-refresh-rejected');

    // Fixed and sent again: the approval settles the to-do and the badge goes.
    await api(
      'products/update',
      { id: created.bad.id, ...productBody(bad.sku, '蓝牙耳机 改', badImages) },
      token,
    );
    await api('products/submit', { ids: [created.bad.id] }, token);
    await expect.poll(() => statusOf(page, bad.sku), { timeout: 20_000 }).toBe('PASSED');
    await expect.poll(() => productsBadge(page).count()).toBe(0);
    await expect.poll(() => page.getByTestId('todo-popup').count()).toBe(0);
    expect(await page.evaluate(() => document.body.getAttribute('data-live-check'))).toBe('kept');
    await screenshot(page, 'live-refresh-approved');
    await context.close();
  });
});
