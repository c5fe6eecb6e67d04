import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, useBrowser } from './support/browser';

const browser = useBrowser();
const ACCOUNTS = '/clientCenter/accountManage';

/** A fresh browser context (no cookies, no local storage), signed in as the demo main account. */
const freshSignedIn = async () => {
  const { context, page } = await browser.signedIn({ at: ACCOUNTS });
  await page.getByTestId('list-page-sub-accounts').locator('tbody tr.ant-table-row').first().waitFor();
  return { context, page };
};

const headers = (page: Page) =>
  page
    .locator('[data-testid=list-page-sub-accounts] thead th')
    .evaluateAll((ths) => ths.map((th) => th.textContent?.trim() ?? ''));
/** Whether the column headed `title` is fixed to the left (start) edge. */
const fixedStart = (page: Page, title: string) =>
  page
    .locator('[data-testid=list-page-sub-accounts] thead th', { hasText: title })
    .first()
    .evaluate((th) => th.className.includes('ant-table-cell-fix-start'));

describe('column configuration', () => {
  it('hides and fixes columns, keeps them after a reload and in another browser (stored on the server)', async () => {
    const first = await freshSignedIn();
    const { page } = first;
    expect(await headers(page)).toContain('邮箱');
    expect(await fixedStart(page, '姓名')).toBe(false);

    await page.getByTestId('list-settings').click();
    await page.getByTestId('setting-columns-email').getByRole('checkbox').uncheck();
    await page.getByTestId('fixed-userName').click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '固定在左侧' })
      .click();
    await expect.poll(() => page.getByTestId('settings-fixed-count').textContent()).toContain('2/3');
    await page.getByTestId('settings-save').click();
    await page.getByText('列配置已保存').waitFor();

    const check = async (p: Page) => {
      await expect.poll(() => headers(p)).not.toContain('邮箱');
      expect(await headers(p)).toContain('手机号');
      expect(await fixedStart(p, '姓名')).toBe(true);
      expect(await fixedStart(p, '账号')).toBe(true);
    };
    await check(page);
    await page.reload();
    await page.getByTestId('list-page-sub-accounts').locator('tbody tr.ant-table-row').first().waitFor();
    await check(page);
    await screenshot(page, 'list-settings-saved');

    // Another browser: nothing in its storage, the server still has the configuration.
    const second = await freshSignedIn();
    await check(second.page);
    // The dialog opens with what was saved.
    await second.page.getByTestId('list-settings').click();
    expect(await second.page.getByTestId('setting-columns-email').getByRole('checkbox').isChecked()).toBe(
      false,
    );

    // Restore the defaults so other tests see the list as shipped.
    await second.page.getByTestId('settings-reset').click();
    await expect.poll(() => headers(second.page)).toContain('邮箱');
    expect(await fixedStart(second.page, '姓名')).toBe(false);
    await second.context.close();
    await first.context.close();
  });
});
