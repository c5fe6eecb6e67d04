import { describe, expect, it } from 'vitest';
import type { Combination, CombinationDetail, ExportCreateResponse, PageResult } from '@oms/contracts';
import { useTestApp } from '../../../test/app';
import { readXlsx } from '../../lib/file-fixtures.test-support';
import { bodyOf, call, company, exportFile } from '../../../test/fixtures';
import { createProduct } from '../products/products.test-support';
import { combinationBody, createCombination, passedProduct } from './combinations.test-support';

describe('combinations API', () => {
  const t = useTestApp(async (app) => {
    const a = await company(app);
    const p1 = await passedProduct(app, a);
    const p2 = await passedProduct(app, a);
    return { a, p1, p2, p3: await passedProduct(app, a) };
  });

  const detailOf = async (id: string) =>
    bodyOf<CombinationDetail>(await call(t.app, t.a.token, 'combinations/detail', { id })).data;
  const pageOf = async (body: object = {}) =>
    bodyOf<PageResult<Combination>>(await call(t.app, t.a.token, 'combinations/page', { size: 50, ...body }))
      .data;

  it('creates a combination with its total PCS, shows its lines in the list and on the detail page', async () => {
    const created = await createCombination(
      t.app,
      t.a.token,
      combinationBody(
        [
          [t.p1, 2],
          [t.p2, 3],
        ],
        { name: ' Gift set A ', remark: 'holiday' },
      ),
    );
    expect(created).toMatchObject({ name: 'Gift set A', totalPcs: 5 });
    const d = await detailOf(created.id);
    expect(d).toMatchObject({ remark: 'holiday', totalPcs: 5, createdBy: t.a.accountName });
    expect(d.components.map((c) => [c.sku, c.ratio, c.status, c.nameEn])).toEqual([
      [t.p1.sku, 2, 'PASSED', 'Bluetooth earphones'],
      [t.p2.sku, 3, 'PASSED', 'Bluetooth earphones'],
    ]);
    // The product's main image: a file the company's users may read.
    expect(d.components[0]!.imageFileId).toMatch(/^\d+$/);
    expect(d.operations.map((o) => o.action)).toEqual(['create']);
    const row = (await pageOf({ name: 'gift set a' })).records;
    expect(row.map((r) => [r.name, r.totalPcs, r.components])).toEqual([
      [
        'Gift set A',
        5,
        [
          { productId: t.p1.id, sku: t.p1.sku, ratio: 2 },
          { productId: t.p2.id, sku: t.p2.sku, ratio: 3 },
        ],
      ],
    ]);
  });

  it('edits name, remark and lines in one change, recording what changed', async () => {
    const { id } = await createCombination(t.app, t.a.token, combinationBody([[t.p1, 1]]));
    const res = bodyOf<Combination>(
      await call(t.app, t.a.token, 'combinations/update', {
        id,
        ...combinationBody([
          [t.p3, 4],
          [t.p1, 1],
        ]),
      }),
    );
    expect(res.data.totalPcs).toBe(5);
    expect(res.data.components.map((c) => [c.sku, c.ratio])).toEqual([
      [t.p3.sku, 4],
      [t.p1.sku, 1],
    ]);
    // The same lines again: only the name changes.
    await call(t.app, t.a.token, 'combinations/update', {
      id,
      name: 'Renamed set',
      components: res.data.components.map((c) => ({ productId: c.productId, ratio: c.ratio })),
    });
    const d = await detailOf(id);
    expect(d.name).toBe('Renamed set');
    expect(d.operations.map((o) => [o.action, o.note])).toEqual([
      ['create', null],
      ['update', 'name, components'],
      ['update', 'name'],
    ]);
  });

  it('refuses a repeated product, a ratio of 0, a product not passed and a name taken, on their fields', async () => {
    const draft = await createProduct(t.app, t.a.token);
    const taken = await createCombination(
      t.app,
      t.a.token,
      combinationBody([[t.p1, 1]], { name: 'Taken Name' }),
    );
    const cases: [object, string, string, string][] = [
      [
        combinationBody([
          [t.p1, 1],
          [t.p2, 1],
          [t.p1, 2],
        ]),
        'components.2.productId',
        '该产品已在组合中，同一产品只能添加一次',
        'This product is already in the combination; add each product once',
      ],
      [combinationBody([[t.p1, 0]]), 'components.0.ratio', '配比须为 1 到 9999 的整数', ''],
      [
        combinationBody([
          [t.p1, 1],
          [draft, 1],
        ]),
        'components.1.productId',
        `SKU ${draft.sku} 未审核通过，只有审核通过的产品才能组合`,
        `The SKU ${draft.sku} has not passed the audit; only passed products can be combined`,
      ],
      [
        combinationBody([[t.p1, 1]], { name: 'taken name' }),
        'name',
        '组合名称“taken name”已存在',
        'A combination named "taken name" already exists',
      ],
      [combinationBody([]), 'components', '请至少添加一个组合明细', 'Add at least one component'],
    ];
    for (const [body, field, zh, en] of cases) {
      const res = await call(t.app, t.a.token, 'combinations/create', body, 'zh');
      const b = bodyOf<{ field?: string; issues?: { field: string }[] }>(res);
      expect([res.statusCode, b.data.field ?? b.data.issues?.[0]?.field, b.message]).toEqual([
        422,
        field,
        zh,
      ]);
      if (en)
        expect(bodyOf(await call(t.app, t.a.token, 'combinations/create', body, 'en')).message).toBe(en);
    }
    // An edit may keep its own name (in another case) but not take another's.
    const other = await createCombination(t.app, t.a.token, combinationBody([[t.p2, 1]]));
    const keep = await call(t.app, t.a.token, 'combinations/update', {
      id: taken.id,
      ...combinationBody([[t.p1, 1]], { name: 'TAKEN NAME' }),
    });
    expect(keep.statusCode).toBe(200);
    const steal = await call(t.app, t.a.token, 'combinations/update', {
      id: other.id,
      ...combinationBody([[t.p2, 1]], { name: 'Taken name' }),
    });
    expect([steal.statusCode, bodyOf(steal).message]).toEqual([
      422,
      'A combination named "Taken name" already exists',
    ]);
    // Nothing half made: the refused ones left no rows.
    expect((await pageOf({ sku: draft.sku })).total).toBe(0);
  });

  it('searches by name or component SKU, sorts by total PCS, and deletes with a reason', async () => {
    const c = await company(t.app);
    const [x, y] = [await passedProduct(t.app, c), await passedProduct(t.app, c)];
    const small = await createCombination(t.app, c.token, combinationBody([[x, 2]], { name: 'Small' }));
    const big = await createCombination(
      t.app,
      c.token,
      combinationBody(
        [
          [x, 5],
          [y, 7],
        ],
        { name: 'Big' },
      ),
    );
    const page = async (body: object) =>
      bodyOf<PageResult<Combination>>(await call(t.app, c.token, 'combinations/page', body)).data.records.map(
        (r) => r.name,
      );
    expect(await page({ sort: '-totalPcs' })).toEqual(['Big', 'Small']);
    expect(await page({ sort: 'name' })).toEqual(['Big', 'Small']);
    expect(await page({ sku: y.sku.slice(-6).toLowerCase() })).toEqual(['Big']);
    expect(await page({ sku: x.sku })).toHaveLength(2);
    expect(await page({ sku: '%' })).toEqual([]);
    expect((await call(t.app, c.token, 'combinations/page', { sort: 'remark' })).statusCode).toBe(422);

    const noReason = await call(t.app, c.token, 'combinations/delete', { ids: [small.id] });
    expect(noReason.statusCode).toBe(422);
    const gone = await call(t.app, c.token, 'combinations/delete', {
      ids: [small.id, big.id],
      reason: 'discontinued',
    });
    expect(bodyOf(gone).data).toEqual({ affected: 2 });
    expect(await page({})).toEqual([]);
    expect((await call(t.app, c.token, 'combinations/detail', { id: big.id })).statusCode).toBe(404);
    // The products stay; the combinations' lines went with them.
    expect((await call(t.app, c.token, 'products/detail', { id: x.id })).statusCode).toBe(200);
  });

  it('exports what the list shows, in the user language', async () => {
    const c = await company(t.app);
    const x = await passedProduct(t.app, c);
    const y = await passedProduct(t.app, c);
    await createCombination(t.app, c.token, combinationBody([[x, 2]], { name: 'Alpha' }));
    const beta = await createCombination(
      t.app,
      c.token,
      combinationBody(
        [
          [y, 3],
          [x, 1],
        ],
        { name: 'Beta', remark: 'two kinds' },
      ),
    );
    const exported = async (body: object) => {
      const exp = bodyOf<ExportCreateResponse>(
        await call(t.app, c.token, 'exports/create', { kind: 'combinations', ...body }, 'zh'),
      );
      if (exp.data.mode !== 'sync') throw new Error('expected a small export');
      const file = await t.app.inject({
        method: 'GET',
        url: `/api/files/download?id=${exp.data.fileId}`,
        headers: { token: c.token },
      });
      return readXlsx(file.rawPayload);
    };
    const rows = await exported({ filters: { sort: 'totalPcs' } });
    expect(rows.map((r) => r.slice(0, 5))).toEqual([
      ['组合名称', '组合明细（SKU × 配比）', 'SKU 种数', '总 PCS', '备注'],
      ['Alpha', `${x.sku} × 2`, '1', '2', ''],
      ['Beta', `${y.sku} × 3, ${x.sku} × 1`, '2', '4', 'two kinds'],
    ]);
    const picked = await exported({ ids: [beta.id], columns: ['name', 'totalPcs'] });
    expect(picked).toEqual([
      ['组合名称', '总 PCS'],
      ['Beta', '4'],
    ]);
  });

  it("writes every column of the list in the list's order, who created it and when", async () => {
    const c = await company(t.app);
    const x = await passedProduct(t.app, c);
    const made = await createCombination(t.app, c.token, combinationBody([[x, 2]], { name: 'Whole' }));
    const { createdBy } = bodyOf<Combination>(
      await call(t.app, c.token, 'combinations/detail', { id: made.id }),
    ).data;
    const [header, line, more] = await readXlsx(
      (await exportFile(t.app, c.token, 'combinations', { filters: {} }, 'en')).raw,
    );
    expect(header).toEqual([
      'Name',
      'Components (SKU × ratio)',
      'SKUs',
      'Total PCS',
      'Remark',
      'Created by',
      'Created',
      'Updated',
    ]);
    const stamp = expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(line).toEqual(['Whole', `${x.sku} × 2`, '1', '2', '', createdBy ?? '', stamp, stamp]);
    expect(more).toBeUndefined();
  });
});
