import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, useBrowser } from './support/browser';

// A product entered in lbs and inch is stored metric (shown back as 1.134 kg, 30.48 cm) and shown
// as typed in imperial; submitted, the built-in warehouse simulator (SIMULATOR_DELAY_MS in
// global-setup) passes it through the integration API with its own measures, and the detail page
// shows forecast and actual side by side.

const browser = useBrowser();
const SKU = `E2E-${Date.now().toString(36).toUpperCase()}`;
// A valid 1×1 PNG: uploads are judged by content.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const rowOf = (page: Page) => page.locator('tr', { has: page.getByTestId(`product-link-${SKU}`) });

/** Fills the new-product form (measures typed as 2.5 / 12 × 8.25 × 3.1) with three images and saves. */
const createProduct = async (
  page: Page,
  { sku, nameCn, imperial }: { sku: string; nameCn: string; imperial: boolean },
) => {
  await page.getByTestId('product-create').click();

  await page.locator('#product_sku').fill(sku.toLowerCase());
  await page.locator('#product_nameCn').fill(nameCn);
  await page.locator('#product_nameEn').fill('Bluetooth earphones');
  // Typed and picked with the keyboard (the category select searches its labels).
  await page.locator('#product_category').fill('电子产品');
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option-active', {
      hasText: '电子产品',
    })
    .waitFor();
  await page.locator('#product_category').press('Enter');
  await page.locator('#product_piecesPerCarton').fill('40');
  if (imperial) {
    await page.locator('#product_weightUnit label', { hasText: 'lbs' }).click();
    await page.locator('#product_sizeUnit label', { hasText: 'inch' }).click();
  }
  await page.locator('#product_forecastWeight').fill('2.5');
  await page.locator('#product_forecastLength').fill('12');
  await page.locator('#product_forecastWidth').fill('8.25');
  await page.locator('#product_forecastHeight').fill('3.1');
  await page.locator('#product_declaredValue').fill('19.9');
  await page
    .locator('[data-testid=product-images] input[type=file]')
    .setInputFiles(['a', 'b', 'c'].map((n) => ({ name: `${n}.png`, mimeType: 'image/png', buffer: PNG })));
  await expect
    .poll(
      async () => (await page.getByTestId('product-images').getAttribute('data-ids'))?.split(',').length,
      {
        timeout: 15_000,
      },
    )
    .toBe(3);
  await expect.poll(() => page.getByTestId('product-image').count()).toBe(3);
  if (imperial) await screenshot(page, 'products-form');
  await page.locator('#product_submit').click();
  await page.getByText('产品已创建，请提交审核').waitFor();
};

describe('products', () => {
  it('creates a product in lbs/inch with images, shows it in both unit systems, and the simulator passes it', async () => {
    const { page } = await browser.signedIn({ at: '/basic/productManage' });
    await createProduct(page, { sku: SKU, nameCn: '蓝牙耳机', imperial: true });

    // Stored metric: the list shows kg/cm by default, lbs/inch as typed after the switch.
    const row = rowOf(page);
    await row.waitFor();
    expect(await row.getByTestId('forecast-weight').textContent()).toBe('1.134 kg');
    expect(await row.getByTestId('forecast-size').textContent()).toBe('30.48 × 20.96 × 7.87 cm');
    await page.getByTestId('unit-switch').getByText('英制 lbs/inch').click();
    expect(await row.getByTestId('forecast-weight').textContent()).toBe('2.50 lbs');
    expect(await row.getByTestId('forecast-size').textContent()).toBe('12.00 × 8.25 × 3.10 inch');
    expect(await row.getByTestId('product-status').getAttribute('data-status')).toBe('TO_BE_SUBMITTED');
    // Its first image is the row's picture.
    await row.getByTestId('product-thumb').waitFor();

    // The detail page opens in the units the product was entered in.
    await page.getByTestId(`product-link-${SKU}`).click();
    const detail = page.getByTestId('product-detail');
    await detail.waitFor();
    expect(await detail.getByTestId('product-sku').textContent()).toBe(SKU);
    expect(await detail.getByTestId('forecast-weight').textContent()).toBe('2.50 lbs');
    expect(await detail.getByTestId('forecast-length').textContent()).toBe('12.00 inch');
    expect(await detail.getByTestId('actual-weight').textContent()).toBe('-');
    await detail.getByTestId('unit-switch').getByText('公制 kg/cm').click();
    expect(await detail.getByTestId('forecast-weight').textContent()).toBe('1.134 kg');
    expect(await detail.getByTestId('forecast-width').textContent()).toBe('20.96 cm');

    await detail.getByTestId('detail-submit').click();
    // Under review until the simulator decides, SIMULATOR_DELAY_MS later: a page slower than that
    // goes straight to the decision.
    await expect
      .poll(() => detail.getByTestId('product-status').getAttribute('data-status'))
      .toMatch(/^(UNDER_REVIEW|PASSED)$/);
    // The simulator passes it after its delay; the page reads it again while it is under review.
    await expect
      .poll(() => detail.getByTestId('product-status').getAttribute('data-status'), { timeout: 20_000 })
      .toBe('PASSED');
    // The warehouse measured 2 % more weight and 0.5 cm more on each side.
    expect(await detail.getByTestId('actual-weight').textContent()).toBe('1.157 kg');
    expect(await detail.getByTestId('actual-length').textContent()).toBe('30.98 cm');
    expect(await detail.getByTestId('detail-submit').count()).toBe(0);
    expect(await detail.getByTestId('detail-delete').count()).toBe(0);
    const actions = await page
      .getByTestId('product-timeline')
      .getByTestId('timeline-item')
      .evaluateAll((items) => items.map((i) => i.getAttribute('data-action')));
    expect(actions).toEqual(['create', 'submit', 'approve']);
    await screenshot(page, 'products-detail-passed');
  });

  it('a product named "驳回" is rejected: the reason shows, the to-do arrives live, and it is edited and resubmitted', async () => {
    const sku = `${SKU}-R`;
    const { page } = await browser.signedIn({ at: '/basic/productManage' });
    await createProduct(page, { sku, nameCn: '驳回测试耳机', imperial: false });
    await page.getByTestId(`product-link-${sku}`).click();
    const detail = page.getByTestId('product-detail');
    await detail.waitFor();
    // Marks this document: it is still here at the end only if the page never reloaded.
    await page.evaluate(() => document.body.setAttribute('data-live-check', 'kept'));
    await detail.getByTestId('detail-submit').click();
    await expect
      .poll(() => detail.getByTestId('product-status').getAttribute('data-status'), { timeout: 20_000 })
      .toBe('REJECTED');
    expect(await detail.getByTestId('reject-reason').textContent()).toContain(
      'The images do not match the description',
    );
    await expect
      .poll(() => page.getByTestId('todo-popup-item').allTextContents(), { timeout: 10_000 })
      .toContainEqual(expect.stringContaining(sku));

    // Fixed and sent again: the simulator passes it this time.
    await screenshot(page, 'products-rejected');
    // The to-do's notice covers the header's buttons: close it, as a user would.
    for (const close of await page.locator('.ant-notification-notice-close').all()) await close.click();
    await detail.getByTestId('detail-edit').click();
    await page.locator('#product_nameCn').fill('蓝牙耳机 改');
    await page.locator('#product_submit').click();
    await page.getByText('产品已修改').waitFor();
    await detail.getByTestId('detail-submit').click();
    await expect
      .poll(() => detail.getByTestId('product-status').getAttribute('data-status'), { timeout: 20_000 })
      .toBe('PASSED');
    const actions = await detail
      .getByTestId('product-timeline')
      .getByTestId('timeline-item')
      .evaluateAll((items) => items.map((i) => i.getAttribute('data-action')));
    expect(actions).toEqual(['create', 'submit', 'reject', 'update', 'submit', 'approve']);
    expect(await page.evaluate(() => document.body.getAttribute('data-live-check'))).toBe('kept');
    await screenshot(page, 'products-resubmitted');
  });
});
