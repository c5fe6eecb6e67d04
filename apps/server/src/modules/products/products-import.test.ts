import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import {
  FILE_LIMITS,
  type ImportResult,
  type PageResult,
  type Product,
  type ProductDetail,
} from '@oms/contracts';
import { useTestApp } from '../../../test/app';
import { multipart, readXlsx, xlsxBytes } from '../../lib/file-fixtures.test-support';
import { bodyOf, call, company } from '../../../test/fixtures';
import { createBrand, createProduct } from './products.test-support';

/** Every sheet of a workbook by name: its rows as cell values (numbers stay numbers). */
const workbookOf = async (content: Buffer) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(content).buffer);
  return workbook;
};
const valuesOf = (sheet: ExcelJS.Worksheet) => {
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
};

describe('products: import from xlsx', () => {
  const t = useTestApp(async (app) => ({ a: await company(app), fresh: await company(app) }));

  const upload = async (
    rows: (string | number)[][] | Buffer,
    token = t.a.token,
    language: 'zh' | 'en' = 'en',
  ) => {
    const content = Buffer.isBuffer(rows) ? rows : await xlsxBytes(rows);
    const body = multipart({ name: 'products.xlsx', content }, { kind: 'products' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/imports/upload',
      headers: { ...body.headers, token, language },
      payload: body.payload,
    });
    let result = bodyOf<ImportResult>(res).data;
    // A large file may outlast the upload's wait: follow it as the web does.
    while (result.status === 'PENDING') {
      await new Promise((r) => setTimeout(r, 200));
      result = bodyOf<ImportResult>(await call(t.app, token, 'imports/result', { id: result.jobId })).data;
    }
    return result;
  };
  const templateBytes = async (language: 'zh' | 'en', token?: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/imports/template?kind=products&language=${language}`,
        headers: token ? { token } : {},
      })
    ).rawPayload;
  const template = async (language: 'zh' | 'en', token?: string) =>
    readXlsx(await templateBytes(language, token));
  const list = async (sku?: string, token = t.a.token) =>
    bodyOf<PageResult<Product>>(await call(t.app, token, 'products/page', { size: 500, sku })).data;
  const errorRows = async (id: string) => {
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/files/download?id=${id}`,
      headers: { token: t.a.token },
    });
    return valuesOf((await workbookOf(file.rawPayload)).worksheets[0]!);
  };

  it('offers a template whose sample imports as is, with valid values, drop-downs and instructions', async () => {
    // Public, for a company with no brand: the sample names none and imports as it is.
    const plain = await template('zh');
    expect(plain[0]?.slice(0, 5)).toEqual(['SKU*', '中文描述*', '英文描述*', '品牌', '品类代码*']);
    expect(plain[1]?.slice(0, 5)).toEqual([
      'EARBUD-BLK-01',
      '蓝牙耳机 黑色',
      'Bluetooth earbuds, black',
      '',
      'ELECTRONICS',
    ]);
    // The template file itself goes back as it is.
    expect(await upload(await templateBytes('zh'), t.fresh.token)).toMatchObject({
      status: 'SUCCEEDED',
      succeeded: 1,
    });

    // Signed in: the company's brands are offered, and the sample uses one and a SKU it does not have.
    await createBrand(t.app, t.fresh.token, 'Zeta');
    await createBrand(t.app, t.fresh.token, 'Acme');
    const own = await template('en', t.fresh.token);
    expect(own[1]?.slice(0, 5)).toEqual([
      'EARBUD-BLK-02',
      '蓝牙耳机 黑色',
      'Bluetooth earbuds, black',
      'Acme',
      'ELECTRONICS',
    ]);
    expect(await upload(own, t.fresh.token)).toMatchObject({ status: 'SUCCEEDED', succeeded: 1 });
    expect((await list('EARBUD-BLK-02', t.fresh.token)).records[0]).toMatchObject({ brandName: 'Acme' });

    const workbook = await workbookOf(await templateBytes('en', t.fresh.token));
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Products', 'Valid values', 'Instructions']);
    const values = valuesOf(workbook.getWorksheet('Valid values')!);
    expect(values[0]).toEqual([
      'Brand',
      undefined,
      'Category code',
      'Name',
      undefined,
      'Weight unit (kg/lbs)',
      undefined,
      'Size unit (cm/inch)',
    ]);
    expect(values.map((r) => r[0]).filter(Boolean)).toEqual(['Brand', 'Acme', 'Zeta']);
    expect(values[4]?.slice(2, 4)).toEqual(['ELECTRONICS', 'Electronics']);
    expect(values.slice(1, 3).map((r) => r[5])).toEqual(['kg', 'lbs']);
    // The drop-downs point at those lists, on every data row.
    const validations = (
      workbook.worksheets[0] as unknown as {
        dataValidations: { model: Record<string, { formulae: string[] }> };
      }
    ).dataValidations.model;
    expect(validations.E2?.formulae).toEqual(["'Valid values'!$C$2:$C$16"]);
    expect(validations[`D${FILE_LIMITS.importMaxRows + 1}`]?.formulae).toEqual(["'Valid values'!$A$2:$A$3"]);
    const help = valuesOf(workbook.getWorksheet('Instructions')!).map((r) => r.join(' | '));
    expect(help.join('\n')).toContain('Import images');
    expect(help).toContain('Forecast weight* | Yes | A number greater than 0 with at most two decimals');
    expect(help).toContain('Brand | No | The name of one of your brands (see "Valid values"); may be empty');
    // The zh template speaks zh on every sheet.
    const zh = await workbookOf(await templateBytes('zh', t.fresh.token));
    expect(zh.worksheets.map((s) => s.name)).toEqual(['产品', '有效值', '填写说明']);
    expect(valuesOf(zh.getWorksheet('有效值')!)[4]?.slice(2, 4)).toEqual(['ELECTRONICS', '电子产品']);
  });

  it('names every problem of every row in one error file, with numbers kept as numbers', async () => {
    await createProduct(t.app, t.a.token, { sku: 'MUG-OLD' });
    const head = (await template('en'))[0] as string[];
    const row = (sku: string, extra: Record<number, string | number> = {}) => {
      const r: (string | number)[] = [
        sku,
        '杯子',
        'Mug',
        '',
        'KITCHEN',
        'kg',
        0.4,
        'cm',
        10,
        10,
        12,
        24,
        3.5,
      ];
      for (const [i, v] of Object.entries(extra)) r[Number(i)] = v;
      return r;
    };
    const result = await upload([
      head,
      row('MUG-1'),
      row('MUG-2', { 3: 'No such brand', 4: 'CUPS', 6: '0.123' }),
      row('MUG-1', { 11: 0 }),
      row('MUG-OLD', { 6: 0 }),
      row('MUG-3', { 2: '', 5: 'g', 12: '03.50' }),
      row('MUG-4', { 4: '厨具' }),
    ]);
    expect(result).toMatchObject({ status: 'FAILED', total: 6, failed: 5 });
    expect((await list('MUG-')).records.map((p) => p.sku)).toEqual(['MUG-OLD']);
    const rows = await errorRows(result.errorFileId!);
    expect(rows[0]).toEqual([...head, 'Error reason']);
    expect(rows.map((r) => r[head.length] ?? null)).toEqual([
      'Error reason',
      'SKU "MUG-1" appears more than once in the file (rows 2, 4)',
      'Brand "No such brand" does not exist; Category code "CUPS" does not exist; ' +
        'Forecast weight "0.123" is not a number with at most two decimals',
      'SKU "MUG-1" appears more than once in the file (rows 2, 4); ' +
        'Pieces per carton "0" must be a whole number from 1 to 100000',
      'SKU "MUG-OLD" already exists; Forecast weight must be greater than 0 (the cell holds 0)',
      'English description is required; Weight unit (kg/lbs) "g" is not valid; use kg / lbs',
      null, // a category named rather than coded is fine
    ]);
    // The rows come back as sent: numbers as numbers, text as text.
    expect(rows[1]?.slice(5, 13)).toEqual(['kg', 0.4, 'cm', 10, 10, 12, 24, 3.5]);
    expect([rows[2]?.[6], rows[5]?.[12]]).toEqual([0.123, '03.50']);

    const zhHead = (await template('zh'))[0] as string[];
    const zh = await upload([zhHead, row('MUG-9', { 4: 'CUPS', 12: '' })], t.a.token, 'zh');
    expect((await errorRows(zh.errorFileId!))[1]?.[head.length]).toBe(
      '品类代码「CUPS」不存在; 申报价值 (USD)不能为空',
    );
  });

  it('imports a product that can be submitted once it has images', async () => {
    const rows = await template('en');
    rows[1]![0] = 'LAMP-1';
    rows[1]![5] = 'LBS';
    rows[1]![6] = '2.5';
    expect(await upload(rows)).toMatchObject({ status: 'SUCCEEDED', succeeded: 1 });
    const p = (await list('LAMP-1')).records[0]!;
    expect(p).toMatchObject({ status: 'TO_BE_SUBMITTED', imageFileIds: [] });
    expect(p.forecast.weightG).toBe(1134);
    const detail = bodyOf<ProductDetail>(await call(t.app, t.a.token, 'products/detail', { id: p.id })).data;
    expect(detail.operations.map((o) => o.action)).toEqual(['import']);
    const bare = await call(t.app, t.a.token, 'products/submit', { ids: [p.id] });
    expect([bare.statusCode, bodyOf(bare).message]).toEqual([
      409,
      'The product LAMP-1 needs 3 to 5 images before it is submitted; edit it and upload them',
    ]);
  });

  it('imports as many rows as the per-file cap (10,000 products) from one file', async () => {
    const max = FILE_LIMITS.importMaxRows;
    expect(max).toBeGreaterThanOrEqual(10_000);
    const head = (await template('en'))[0] as string[];
    const rows = Array.from({ length: max }, (_, i) => [
      `BULK-${i}`,
      '批量',
      'Bulk',
      '',
      'OTHER',
      'kg',
      1,
      'cm',
      10,
      10,
      10,
      1,
      2,
    ]);
    const started = Date.now();
    const result = await upload([head, ...rows]);
    const ms = Date.now() - started;
    expect(result).toMatchObject({ status: 'SUCCEEDED', succeeded: max });
    expect((await list(`BULK-${max - 1}`)).records).toHaveLength(1);
    console.info(`imported ${max} products in ${ms} ms`);
  }, 120_000);
});
