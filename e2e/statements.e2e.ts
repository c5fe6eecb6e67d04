import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { addMonths, monthOf, statementId } from '@oms/contracts';
import { screenshot, switchLanguage, useBrowser } from './support/browser';

const browser = useBrowser();

// The demo seed closes the last two full months; this month runs live.
const current = monthOf(new Date());
const previous = addMonths(current, -1);

describe('monthly statements', () => {
  it('lists closed months and the running one, downloads a PDF statement, and reads in English', async () => {
    const { context, page } = await browser.signedIn();
    await page.goto('/finance/mothAccountManage');
    const list = page.getByTestId('list-page-statements');
    await list.locator('tbody tr.ant-table-row').first().waitFor();

    const running = list.getByTestId(`statement-status-${statementId(current, 'CNY')}`);
    expect(await running.textContent()).toBe('进行中');
    const closed = list.getByTestId(`statement-status-${statementId(previous, 'CNY')}`);
    expect(await closed.textContent()).toBe('已结账');
    expect(
      await list.getByTestId(`statement-status-${statementId(addMonths(current, -2), 'USD')}`).textContent(),
    ).toBe('已结账');

    // The drawer shows the lines from the opening to the closing.
    await list.getByTestId(`row-detail-${statementId(previous, 'CNY')}`).click();
    const lines = page.getByTestId('statement-lines');
    await lines.locator('tbody tr').first().waitFor();
    const text = await lines.textContent();
    expect(text).toContain('期初余额');
    expect(text).toContain('期末余额');
    await screenshot(page, 'statements-detail');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId(`statement-pdf-${statementId(previous, 'CNY')}-drawer`).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`月度账单-${previous}-RMB.pdf`);
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).toMatch(/NotoSansSC/);
    await page.keyboard.press('Escape');

    await switchLanguage(page, 'en');
    await list.locator('tbody tr.ant-table-row').first().waitFor({ timeout: 30_000 });
    await expect
      .poll(() => list.getByTestId(`statement-status-${statementId(current, 'USD')}`).textContent())
      .toBe('Running');
    expect(await list.getByTestId(`statement-status-${statementId(previous, 'USD')}`).textContent()).toBe(
      'Closed',
    );
    for (const header of ['Month', 'Currency', 'Opening balance', 'Closing balance'])
      await list.getByRole('columnheader', { name: header }).first().waitFor();
    await screenshot(page, 'statements-en');
    await context.close();
  });
});
