import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { switchLanguage, useBrowser } from './support/browser';

// Issue 22 §5: amounts never break across lines, the home to-do tags keep to one line, and a long
// drawer form shows its save button without scrolling; at 1440 and 390 px, in zh and in en.
const browser = useBrowser();
const SIZES = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

/** Texts of the elements (CSS selector) laid out on more than one line. */
const wrapped = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((els) =>
    els
      .filter((e) => {
        const lineHeight = parseFloat(getComputedStyle(e).lineHeight) || 22;
        return e.getBoundingClientRect().height > lineHeight * 1.5;
      })
      .map((e) => e.textContent?.trim() ?? ''),
  );

describe('one-line amounts and tags, drawer actions in view', () => {
  for (const language of ['zh', 'en'] as const) {
    it(`holds in ${language}`, async () => {
      const { page } = await browser.signedIn(SIZES[0]);
      if (language === 'en') await switchLanguage(page, 'en');
      const problems: string[] = [];
      for (const size of SIZES) {
        await page.setViewportSize(size);
        const at = `${language} ${size.width}`;
        await page.goto('/dashboard/home');
        await page.getByTestId('fund-flows').first().waitFor();
        await page.getByTestId('todo-link').first().waitFor();
        for (const text of await wrapped(page, '.oms-amount')) problems.push(`${at} home amount: ${text}`);
        for (const text of await wrapped(page, '[data-testid=home-todos] td .ant-tag'))
          problems.push(`${at} to-do tag: ${text}`);

        await page.goto('/finance/recharge');
        await page.getByTestId('account-CNY-balance').waitFor();
        for (const text of await wrapped(page, '[data-testid^=account-] .ant-statistic-content'))
          problems.push(`${at} recharge figure: ${text}`);

        await page.goto('/basic/productManage');
        await page.locator('[data-testid=list-toolbar] .ant-btn-primary').first().click();
        const save = page.locator('#product_submit');
        await save.waitFor();
        const box = await save.boundingBox();
        if (!box || box.y < 0 || box.y + box.height > size.height)
          problems.push(`${at} product save out of view`);
      }
      expect(problems).toEqual([]);
      await page.context().close();
    }, 120_000);
  }
});
