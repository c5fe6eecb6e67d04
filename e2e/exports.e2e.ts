import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, useBrowser } from './support/browser';
import { sheetRows } from './support/sheets';

const browser = useBrowser();

const downloadOf = async (page: Page, click: () => Promise<void>) => {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return download;
};

describe('exports', () => {
  it('exports the account list, lists it in the download center and the file center, and downloads it', async () => {
    const { context, page } = await browser.signedIn({ at: '/clientCenter/accountManage' });
    await page.getByTestId('list-page-sub-accounts').locator('tbody tr.ant-table-row').first().waitFor();

    // A small export downloads at once.
    await page.getByTestId('list-export').click();
    const direct = await downloadOf(page, () => page.getByTestId('export-all').click());
    expect(direct.suggestedFilename()).toMatch(/^账号列表-\d{8}-\d{6}\.xlsx$/);
    const rows = await sheetRows(await direct.path());
    expect(rows[0]).toEqual(['账号', '姓名', '手机号', '邮箱', '角色', '状态', '创建时间']);
    const accounts = rows.slice(1).map((r) => r[0]);
    expect(accounts).toEqual(expect.arrayContaining(['demo', 'demo.ops', 'demo.finance']));
    expect(rows.find((r) => r[0] === 'demo')?.[4]).toBe('全部权限');

    // The download center lists the finished export with its file.
    await page.goto('/clientCenter/download');
    const list = page.getByTestId('list-page-downloads');
    const status = list.locator('[data-testid^=job-status-]').first();
    await expect.poll(() => status.getAttribute('data-status')).toBe('SUCCEEDED');
    const jobId = (await status.getAttribute('data-testid'))!.replace('job-status-', '');
    expect(await list.locator('tbody tr.ant-table-row').first().textContent()).toContain('账号列表');
    await screenshot(page, 'download-center');
    const again = await downloadOf(page, () => list.getByTestId(`job-download-${jobId}`).click());
    expect(again.suggestedFilename()).toBe(direct.suggestedFilename());
    expect((await sheetRows(await again.path())).slice(1).map((r) => r[0])).toEqual(accounts);

    // The file management center holds the same file, of the accounts module.
    await page.goto('/fileManage/list');
    const file = page
      .getByTestId('list-page-files')
      .locator('tbody tr.ant-table-row', { hasText: direct.suggestedFilename() });
    await file.waitFor();
    expect(await file.textContent()).toContain('账号管理');
    expect(await file.textContent()).toContain('导出');
    await screenshot(page, 'file-center');
    await context.close();
  });

  it('opens the import template list without signing in', async () => {
    const context = await browser.context();
    const page = await context.newPage();
    await page.goto('/templateList');
    await page.getByTestId('template-list').waitFor();
    expect(page.url()).toMatch(/\/templateList$/);
    // Each template's module by its name, not its internal key.
    const consignees = page.locator('tr', { has: page.getByTestId('template-consignees') });
    expect(await consignees.textContent()).toContain('收件人管理');
    const modules = await page.locator('[data-testid=template-list] tbody td:nth-child(2)').allTextContents();
    expect(modules.filter((m) => /^[a-z-]+$/.test(m))).toEqual([]);
    await context.close();
  });
});
