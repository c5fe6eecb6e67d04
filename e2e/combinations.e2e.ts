import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, switchLanguage, useBrowser } from './support/browser';

// The demo company has passed products (GH-MUG-350, BW-EARBUD-BLK…) and two combinations. A new
// combination of two of them, ratios 2 and 3, shows total PCS 5 in the list and on its detail page;
// edited to 2 and 4 it shows 6, in Chinese and after the switch in English.

const browser = useBrowser();
const NAME = `E2E 礼盒 ${Date.now().toString(36)}`;

/**
 * Picks a passed product for a line by typing part of its SKU into the line's picker. The option is
 * looked up in that line's own list (antd names its options after the field): the previous line's
 * dropdown may still be fading out with the same products in it.
 */
const pickProduct = async (page: Page, line: number, search: string, sku: string) => {
  const field = `combination_components_${line}_productId`;
  const input = page.locator(`#${field}`);
  await input.click();
  await input.fill(search);
  await page.locator(`.ant-select-item-option[id^="${field}_list_"]`, { hasText: sku }).click();
};

const setRatio = (page: Page, line: number, ratio: string) =>
  page.locator(`#combination_components_${line}_ratio`).fill(ratio);

describe('combinations', () => {
  it('creates a combination of two passed SKUs (2 + 3 = 5 PCS), edits it, and shows it in English', async () => {
    const { page } = await browser.signedIn({ at: '/basic/combinationManage' });
    const list = page.getByTestId('list-page-combinations');
    await list.waitFor();
    // The demo's own combinations are listed.
    await list.getByText('BW 音频套装').waitFor();

    await page.getByTestId('combination-create').click();
    // A name already taken, in another case, is refused by the server on the name field.
    await page.locator('#combination_name').fill('bw 音频套装');
    await pickProduct(page, 0, 'gh-mug', 'GH-MUG-350');
    await setRatio(page, 0, '2');
    await page.getByTestId('combination-line-add').click();
    await pickProduct(page, 1, 'EARBUD', 'BW-EARBUD-BLK');
    await setRatio(page, 1, '3');
    await expect.poll(() => page.getByTestId('combination-form-total').textContent()).toBe('总 PCS：5');
    await page.locator('#combination_submit').click();
    await page.getByText('组合名称“bw 音频套装”已存在').waitFor();
    await screenshot(page, 'combination-form');

    await page.locator('#combination_name').fill(NAME);
    await page.locator('#combination_submit').click();
    await page.getByText('组合已新增').waitFor();

    await page.locator('#list-search_name').fill(NAME);
    await page.getByTestId('list-search-submit').click();
    const rows = list.locator('tbody tr.ant-table-row');
    await expect.poll(() => rows.count()).toBe(1);
    const row = rows.first();
    expect(await row.locator('[data-testid^=combination-total-]').textContent()).toBe('5');
    expect(await row.locator('[data-testid^=combination-lines-]').textContent()).toBe(
      'GH-MUG-350 × 2BW-EARBUD-BLK × 3',
    );

    await row.getByText(NAME).click();
    const detail = page.getByTestId('combination-detail');
    await detail.waitFor();
    expect(await page.getByTestId('combination-total').textContent()).toBe('总 PCS：5');
    expect(await page.getByTestId('component-ratio-GH-MUG-350').textContent()).toBe('2');
    expect(await page.getByTestId('component-ratio-BW-EARBUD-BLK').textContent()).toBe('3');
    expect(await page.getByTestId('component-sku-GH-MUG-350').getAttribute('href')).toMatch(
      /^\/basic\/productDetail\?id=\d+$/,
    );

    await page.getByTestId('detail-edit').click();
    await setRatio(page, 1, '4');
    await expect.poll(() => page.getByTestId('combination-form-total').textContent()).toBe('总 PCS：6');
    await page.locator('#combination_submit').click();
    await page.getByText('组合已更新').waitFor();
    await expect.poll(() => page.getByTestId('combination-total').textContent()).toBe('总 PCS：6');
    expect(await page.getByTestId('component-ratio-BW-EARBUD-BLK').textContent()).toBe('4');
    expect(await page.getByTestId('combination-timeline').textContent()).toContain('修改');

    await switchLanguage(page, 'en');
    // The page reloads in English.
    await expect
      .poll(() => page.getByTestId('combination-total').textContent(), { timeout: 15_000 })
      .toBe('Total PCS: 6');
    const text = await detail.textContent();
    for (const label of ['Components', 'Product SKU', 'Ratio', 'Audit status', 'Passed', 'Operation record'])
      expect(text).toContain(label);
    expect(text).toContain('Ceramic mug 350 ml, white');
    await screenshot(page, 'combination-detail-en');

    await page.goto('/basic/combinationManage');
    await list.getByRole('columnheader', { name: 'Components (SKU × ratio)' }).waitFor();
    expect(await page.getByTestId('sidebar').textContent()).toContain('Combinations');
    await page.close();
  });
});
