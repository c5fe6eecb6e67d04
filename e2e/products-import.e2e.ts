import { describe, expect, it } from 'vitest';
import { screenshot, signIn, useBrowser } from './support/browser';
import { sheetRows, writeSheet } from './support/sheets';

// 1,000 products from one xlsx with three bad rows: nothing is imported and the error file names the
// rows; the same file, fixed, imports all of them.

const browser = useBrowser();
const stamp = Date.now().toString(36).slice(-6).toUpperCase();
const HEADER = [
  'SKU*',
  '中文描述*',
  '英文描述*',
  '品牌',
  '品类代码*',
  '重量单位 (kg/lbs)*',
  '预报重量*',
  '尺寸单位 (cm/inch)*',
  '预报长*',
  '预报宽*',
  '预报高*',
  '每箱数量*',
  '申报价值 (USD)*',
];
const BAD = new Map<number, (row: (string | number)[]) => void>([
  [10, (r) => (r[6] = '1.234')], // three decimals
  [500, (r) => (r[4] = 'SPACESHIPS')], // no such category
  [999, (r) => (r[11] = 0)], // pieces per carton must be above 0
]);

const rowsOf = (fixed: boolean) =>
  Array.from({ length: 1000 }, (_, i) => {
    const row: (string | number)[] = [
      `IMP-${stamp}-${i}`,
      `导入产品 ${i}`,
      `Imported product ${i}`,
      '',
      'HOME',
      i % 2 ? 'lbs' : 'kg',
      1.5,
      i % 2 ? 'inch' : 'cm',
      10,
      8,
      6,
      12,
      9.9,
    ];
    if (!fixed) BAD.get(i)?.(row);
    return row;
  });

describe('products import', () => {
  it('refuses 1,000 rows with three bad ones, hands back the error file, and imports the fixed file', async () => {
    const page = await (await browser.context()).newPage();
    await page.goto('/login');
    await signIn(page);
    await page.getByTestId('home-welcome').waitFor();
    await page.goto('/basic/productManage');
    await page.getByTestId('product-import').click();
    await page.getByTestId('import-dialog').waitFor();
    await page
      .locator('[data-testid=import-dialog] input[type=file]')
      .setInputFiles(await writeSheet('产品', [HEADER, ...rowsOf(false)]));
    const result = page.getByTestId('import-result');
    await result.waitFor({ timeout: 60_000 });
    expect(await result.getAttribute('data-status')).toBe('FAILED');
    await screenshot(page, 'products-import-failed');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('import-error-file').click(),
    ]);
    const rows = await sheetRows(await download.path());
    expect(rows[0]).toEqual([...HEADER, '错误原因']);
    const reasons = rows.slice(1).flatMap((r, i) => (r.length > HEADER.length ? [i] : []));
    expect(reasons).toEqual([...BAD.keys()]);
    expect(rows[11]!.at(-1)).toContain('最多两位小数');
    await page.getByTestId('import-close').click();

    await page.getByTestId('product-import').click();
    await page.getByTestId('import-dialog').waitFor();
    await page
      .locator('[data-testid=import-dialog] input[type=file]')
      .setInputFiles(await writeSheet('产品', [HEADER, ...rowsOf(true)]));
    await expect.poll(() => result.getAttribute('data-status'), { timeout: 60_000 }).toBe('SUCCEEDED');
    await page.getByTestId('import-close').click();
    // The list refreshes: the newest import is on the first page, to be submitted (images come later).
    const row = page.locator('tr', { has: page.getByTestId(`product-link-IMP-${stamp}-999`) });
    await row.waitFor();
    expect(await row.getByTestId('product-status').getAttribute('data-status')).toBe('TO_BE_SUBMITTED');
    await screenshot(page, 'products-import-succeeded');
  });
});
