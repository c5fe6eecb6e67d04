import { describe, expect, it } from 'vitest';
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
import { createBrand, uploadImages } from './products.test-support';

describe('products: import from xlsx', () => {
  const t = useTestApp(async (app) => ({ a: await company(app) }));

  const upload = async (rows: (string | number)[][], language: 'zh' | 'en' = 'en') => {
    const body = multipart({ name: 'products.xlsx', content: await xlsxBytes(rows) }, { kind: 'products' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/imports/upload',
      headers: { ...body.headers, token: t.a.token, language },
      payload: body.payload,
    });
    let result = bodyOf<ImportResult>(res).data;
    // A large file may outlast the upload's wait: follow it as the web does.
    while (result.status === 'PENDING') {
      await new Promise((r) => setTimeout(r, 200));
      result = bodyOf<ImportResult>(
        await call(t.app, t.a.token, 'imports/result', { id: result.jobId }),
      ).data;
    }
    return result;
  };
  const template = async (language: 'zh' | 'en') =>
    readXlsx(
      (await t.app.inject({ method: 'GET', url: `/api/imports/template?kind=products&language=${language}` }))
        .rawPayload,
    );
  const list = async (sku?: string) =>
    bodyOf<PageResult<Product>>(await call(t.app, t.a.token, 'products/page', { size: 500, sku })).data;

  it('imports the template example, measures converted, to be submitted without images', async () => {
    const rows = await template('zh');
    expect(rows[0]?.slice(0, 3)).toEqual(['SKU*', '中文描述*', '英文描述*']);
    await createBrand(t.app, t.a.token, 'anker');
    const example = rows.map((r) => [...r]) as (string | number)[][];
    example[1]![6] = '2.5'; // forecast weight
    example[1]![5] = 'LBS';
    const result = await upload(example);
    expect(result).toMatchObject({ status: 'SUCCEEDED', succeeded: 1 });
    const p = (await list('EARBUD-BLK-01')).records[0]!;
    expect(p).toMatchObject({ status: 'TO_BE_SUBMITTED', brandName: 'anker', imageFileIds: [] });
    expect(p.forecast.weightG).toBe(1134);
    const detail = bodyOf<ProductDetail>(await call(t.app, t.a.token, 'products/detail', { id: p.id })).data;
    expect(detail.operations.map((o) => o.action)).toEqual(['import']);
    // Without images it cannot be submitted; with them it can.
    const bare = await call(t.app, t.a.token, 'products/submit', { ids: [p.id] });
    expect([bare.statusCode, bodyOf(bare).message]).toEqual([
      409,
      'The product EARBUD-BLK-01 needs 3 to 5 images before it is submitted; edit it and upload them',
    ]);
    const images = await uploadImages(t.app, t.a.token);
    const edit = await call(t.app, t.a.token, 'products/update', {
      ...detail,
      forecastWeight: '2.5',
      forecastLength: '12',
      forecastWidth: '8.5',
      forecastHeight: '4',
      imageFileIds: images,
      introductionUrl: detail.introductionUrl ?? undefined,
      brandId: detail.brandId ?? undefined,
    });
    expect(bodyOf(edit).code).toBe(0);
    expect((await call(t.app, t.a.token, 'products/submit', { ids: [p.id] })).statusCode).toBe(200);
  });

  it('imports nothing when a row is bad and names every reason in the error file', async () => {
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
      row('MUG-2', { 6: '0.123' }),
      row('MUG-1'),
      row('MUG-3', { 3: 'No such brand', 4: 'CUPS' }),
      row('EARBUD-BLK-01'),
    ]);
    // The form's rules first: the weight with three decimals and the unknown category.
    expect(result).toMatchObject({ status: 'FAILED', failed: 2 });
    expect((await list('MUG')).records).toEqual([]);
    const reasonsOf = async (id: string) => {
      const file = await t.app.inject({
        method: 'GET',
        url: `/api/files/download?id=${id}`,
        headers: { token: t.a.token },
      });
      return (await readXlsx(file.rawPayload)).map((r) => r[head.length] ?? null);
    };
    const first = await reasonsOf(result.errorFileId!);
    expect(first[0]).toBe('Error reason');
    expect(first[2]).toContain('at most two decimals');
    expect(first[4]).toBeTruthy();
    expect([first[1], first[3], first[5]]).toEqual([null, null, null]);

    // Then the company's data: a SKU twice in the file, one it has, a brand it has not.
    const again = await upload([
      head,
      row('MUG-1'),
      row('MUG-2'),
      row('MUG-1'),
      row('MUG-3', { 3: 'No such brand' }),
      row('EARBUD-BLK-01'),
    ]);
    expect(again).toMatchObject({ status: 'FAILED', failed: 3 });
    const second = await reasonsOf(again.errorFileId!);
    expect(second[3]).toContain('MUG-1 appears twice');
    expect(second[4]).toContain('The brand does not exist');
    expect(second[5]).toContain('EARBUD-BLK-01 already exists');
    expect((await list('MUG')).records).toEqual([]);
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
