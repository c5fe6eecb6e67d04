import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, useBrowser } from './support/browser';
import { sheetRows, writeSheet } from './support/sheets';

const browser = useBrowser();
const stamp = Date.now().toString(36).slice(-6);
const PATH = '/basic/consigneeManage';

const rowsOf = (page: Page) => page.getByTestId('list-page-consignees').locator('tbody tr.ant-table-row');

const openPage = async () => {
  const { page } = await browser.signedIn({ at: PATH });
  await page.getByTestId('list-page-consignees').waitFor();
  return page;
};

const searchName = async (page: Page, name: string) => {
  await page.locator('#list-search_name').fill(name);
  await page.getByTestId('list-search-submit').click();
};

describe('consignees', () => {
  it('refuses a postal code in the wrong format for the country, saves the fixed one, and finds it', async () => {
    const page = await openPage();
    const name = `E2E Roe ${stamp}`;
    await page.getByTestId('consignee-create').click();
    await page.locator('#consignee_name').fill(name);
    // The country picks the postal-code format; the hint shows its example.
    await page.locator('#consignee_country').click();
    await page.locator('#consignee_country').fill('加拿大');
    await page.locator('.ant-select-item-option[title="加拿大 (CA)"]').click();
    await expect
      .poll(() => page.getByTestId('postal-hint').textContent())
      .toBe('该国家/地区邮编示例：K1A 0B1');
    // Canada's provinces are a list: picked by name, kept by code.
    await page.locator('#consignee_state').click();
    await page.locator('#consignee_state').fill('Ontario');
    await page.locator('.ant-select-item-option[title="ON · 安大略省"]').click();
    await page.locator('#consignee_city').fill('Ottawa');
    await page.locator('#consignee_address').fill('80 Wellington St');
    await page.locator('#consignee_phone').fill('+1 613 555 0100');
    await page.locator('#consignee_postalCode').fill('90001');
    await page.locator('#consignee_submit').click();
    await page.getByText('加拿大邮编格式不正确，例如 K1A 0B1').waitFor();
    await screenshot(page, 'consignee-postal-code');

    await page.locator('#consignee_postalCode').fill('k1a 0a2');
    await page.locator('#consignee_submit').click();
    await page.getByText('收件人已新增').waitFor();

    await searchName(page, stamp);
    await expect.poll(() => rowsOf(page).count()).toBe(1);
    const row = rowsOf(page).first();
    expect(await row.textContent()).toContain(name);
    expect(await row.textContent()).toContain('加拿大 (CA)');
    // Stored normalised, as the server's rule reads it.
    expect(await row.textContent()).toContain('K1A 0A2');
    await page.close();
  });

  it('imports nothing from a file with one bad row and hands back the error file', async () => {
    const page = await openPage();
    const header = ['收件人*', '公司', '国家/地区*', '州/省', '城市*', '详细地址*', '邮编', '邮箱', '电话*'];
    const file = await writeSheet('收件人', [
      header,
      [`Imp A ${stamp}`, '', 'DE', '', 'Berlin', 'Unter den Linden 1', '10117', '', '+49 30 1234567'],
      [`Imp B ${stamp}`, '', 'GB', '', 'London', '10 Downing St', '12345', '', '020 7946 0000'],
      [`Imp C ${stamp}`, '', '澳大利亚', 'NSW', 'Sydney', '1 George St', '2000', '', '+61 2 5550 1234'],
    ]);
    await page.getByTestId('consignee-import').click();
    await page.getByTestId('import-dialog').waitFor();
    await page.locator('[data-testid=import-dialog] input[type=file]').setInputFiles(file);
    const result = page.getByTestId('import-result');
    await result.waitFor({ timeout: 30_000 });
    expect(await result.getAttribute('data-status')).toBe('FAILED');
    expect(await result.textContent()).toContain('导入失败，请下载错误文件查看原因');
    await screenshot(page, 'consignee-import-failed');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('import-error-file').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const rows = await sheetRows(await download.path());
    expect(rows[0]).toEqual([...header, '错误原因']);
    expect(rows[2]?.at(-1)).toBe('邮编「12345」：英国邮编格式不正确，例如 SW1A 1AA');
    expect(rows[1]?.length).toBe(header.length);
    await page.getByTestId('import-close').click();

    // Nothing was imported.
    await searchName(page, `Imp A ${stamp}`);
    await page.getByTestId('list-page-consignees').locator('.ant-empty').waitFor();
    expect(await rowsOf(page).count()).toBe(0);
    await page.close();
  });
});
