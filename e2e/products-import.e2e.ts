import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { deflatedEntry, zipOf } from '../apps/server/src/lib/zip.test-support';
import { screenshot, useBrowser } from './support/browser';
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

/** Signed in as demo on the product list, with the import dialog open. */
const openImportDialog = async () => {
  const { page } = await browser.signedIn({ at: '/basic/productManage' });
  await page.getByTestId('product-import').click();
  await page.getByTestId('import-dialog').waitFor();
  return page;
};

describe('products import', () => {
  it('refuses 1,000 rows with three bad ones, hands back the error file, and imports the fixed file', async () => {
    const page = await openImportDialog();
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

  it('downloads a template whose sample imports, reports every problem in one error file, and takes images from a zip', async () => {
    const page = await openImportDialog();

    // The template: the sheet to fill with a sample, the valid values, the instructions.
    const [template] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('import-template').click(),
    ]);
    expect(template.suggestedFilename()).toBe('产品 导入模板.xlsx');
    // Saved under its own name: the dialog takes .xls and .xlsx files only.
    const templatePath = join(mkdtempSync(join(tmpdir(), 'oms-e2e-template-')), template.suggestedFilename());
    await template.saveAs(templatePath);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(templatePath);
    expect(workbook.worksheets.map((w) => w.name)).toEqual(['产品', '有效值', '填写说明']);
    const values = workbook.getWorksheet('有效值')!;
    expect(values.getRow(1).values).toContain('品类代码');
    expect(values.getRow(5).values).toEqual(expect.arrayContaining(['ELECTRONICS', '电子产品']));
    const [header, sample] = await sheetRows(templatePath);
    const sku = sample![0]!;

    // The sample imports as it is.
    await upload(page, templatePath);
    const result = page.getByTestId('import-result');
    await expect.poll(() => result.getAttribute('data-status'), { timeout: 60_000 }).toBe('SUCCEEDED');
    await page.getByTestId('import-again').click();

    // Problems of both kinds, several per row, all in the first error file.
    const bad = (over: Record<number, string | number>) => {
      const row: (string | number)[] = [...sample!];
      for (const [i, v] of Object.entries(over)) row[Number(i)] = v;
      return row;
    };
    await upload(
      page,
      await writeSheet('产品', [
        header!,
        bad({ 6: 0 }),
        bad({ 0: `${sku}-B`, 3: '没有这个品牌', 4: 'SPACESHIPS', 11: 0 }),
      ]),
    );
    await expect.poll(() => result.getAttribute('data-status'), { timeout: 60_000 }).toBe('FAILED');
    expect(await page.getByTestId('import-failed-rows').textContent()).toContain('其中 2 行有问题');
    await screenshot(page, 'products-import-all-problems');
    const [errorFile] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('import-error-file').click(),
    ]);
    const reasons = (await sheetRows(await errorFile.path())).slice(1).map((r) => r.at(-1));
    expect(reasons).toEqual([
      `SKU「${sku}」已存在; 预报重量必须大于 0（填写的是 0）`,
      '品牌「没有这个品牌」不存在; 品类代码「SPACESHIPS」不存在; 每箱数量「0」必须是 1 到 100000 之间的整数',
    ]);
    await page.getByTestId('import-close').click();

    // Images from a zip named by SKU: the imported product gets three and can be submitted.
    const zipPath = join(mkdtempSync(join(tmpdir(), 'oms-e2e-zip-')), 'images.zip');
    writeFileSync(
      zipPath,
      zipOf([`${sku}.png`, `${sku}-2.png`, `${sku}_3.png`, 'notes.txt'].map((n) => deflatedEntry(n, PNG))),
    );
    await page.getByTestId('product-import-images').click();
    await page.getByTestId('images-dialog').waitFor();
    await page.locator('[data-testid=images-dialog] input[type=file]').setInputFiles(zipPath);
    const images = page.getByTestId('images-result');
    await images.waitFor({ timeout: 30_000 });
    expect(await images.getAttribute('data-added')).toBe('3');
    expect(await page.getByTestId(`images-product-${sku}`).textContent()).toBe(`${sku}：新增 3 张，共 3 张`);
    expect(await page.getByTestId('images-skipped').textContent()).toContain('notes.txt');
    await screenshot(page, 'products-import-images');
    await page.getByTestId('images-close').click();

    await page.getByTestId(`product-link-${sku}`).click();
    const detail = page.getByTestId('product-detail');
    await detail.waitFor();
    await detail.getByTestId('detail-submit').click();
    await expect
      .poll(() => detail.getByTestId('product-status').getAttribute('data-status'))
      .not.toBe('TO_BE_SUBMITTED');
  });
});

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Sends a file through the open import dialog. */
const upload = (page: Page, path: string) =>
  page.locator('[data-testid=import-dialog] input[type=file]').setInputFiles(path);
