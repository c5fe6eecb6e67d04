import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { CURRENCIES, CURRENCY_SHORT, addMonths, monthOf, statementId } from '@oms/contracts';
import { screenshot, switchLanguage, useBrowser } from './support/browser';

const browser = useBrowser();

// The demo seed closes every full month since its first fee; this month runs live.
const current = monthOf(new Date());
const previous = addMonths(current, -1);

describe('monthly statements', () => {
  it('lists closed months and the running one, downloads a PDF statement, and reads in English', async () => {
    const { context, page } = await browser.signedIn({ at: '/finance/mothAccountManage' });
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

  it('closes the running month at the balance the recharge page shows, and keeps month and currency in view', async () => {
    const { context, page } = await browser.signedIn({ width: 1440, at: '/finance/recharge' });
    const balances: Record<string, string> = {};
    for (const currency of CURRENCIES) {
      const figure = page.getByTestId(`account-${currency}-balance`);
      await figure.waitFor();
      balances[currency] = (await figure.getAttribute('data-value'))!;
    }

    await switchLanguage(page, 'en');
    await page.goto('/finance/mothAccountManage');
    const list = page.getByTestId('list-page-statements');
    for (const currency of CURRENCIES) {
      const closing = list.getByTestId(`statement-closing-${statementId(current, currency)}`);
      await closing.waitFor();
      const shown = (await closing.textContent())!.replace(/,/g, '');
      expect(Number(shown), `${currency}: the running month's closing against the balance`).toBe(
        Number(balances[currency]),
      );
    }

    // The amounts scroll sideways; the month and the currency that tell two rows apart do not.
    const body = list.locator('.ant-table-content, .ant-table-body').first();
    await body.evaluate((el) => (el.scrollLeft = el.scrollWidth));
    expect(await body.evaluate((el) => el.scrollLeft), 'the table scrolls sideways').toBeGreaterThan(0);
    const box = (await body.boundingBox())!;
    for (const currency of CURRENCIES) {
      const row = list.locator(`tr[data-row-key="${statementId(current, currency)}"]`);
      for (const text of [current, CURRENCY_SHORT[currency]]) {
        const cell = (await row.locator('td', { hasText: text }).first().boundingBox())!;
        expect(cell.x, `${currency}: "${text}" in view`).toBeGreaterThanOrEqual(box.x - 1);
      }
    }
    await context.close();
  });
});
