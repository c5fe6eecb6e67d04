import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { PageResult, Product } from '@oms/contracts';
import { useTestApp } from '../../../test/app';
import { bodyOf, call, company } from '../../../test/fixtures';
import { ImportRowsError } from '../imports/define-import';
import { productsImport } from './products.import';
import { productImportRows } from './products.table';
import { createBrand, createProduct } from './products.test-support';

// The staged write of a products import (products.import-apply.ts), driven step by step: what the
// import job does between its short staging statements and its one transaction, where a test over
// HTTP cannot stop it. The whole import through HTTP is in products-import.test.ts.
describe('products: staged import', () => {
  const t = useTestApp(async (app) => ({ a: await company(app) }));

  const rowsOf = (skus: string[], brand?: string | string[]) => {
    const schema = productsImport(t.app.services.productImporter).rowSchema;
    return skus.map((sku, i) => ({
      rowNumber: i + 2,
      data: schema.parse({
        sku,
        nameCn: '台灯',
        nameEn: 'Desk lamp',
        category: 'HOME',
        weightUnit: 'kg',
        forecastWeight: '1.2',
        sizeUnit: 'cm',
        forecastLength: '30',
        forecastWidth: '20',
        forecastHeight: '10',
        piecesPerCarton: '6',
        declaredValue: '12.5',
        brand: Array.isArray(brand) ? brand[i] : brand,
      }),
    }));
  };
  const stage = (skus: string[], jobId: number, brand?: string | string[]) =>
    t.app.services.productImporter.stage(rowsOf(skus, brand), {
      tenantId: t.a.tenantId,
      companyId: t.a.companyId,
      userId: t.a.userId,
      language: 'en',
      jobId,
    });
  const pageOf = async (sku: string) =>
    bodyOf<PageResult<Product>>(await call(t.app, t.a.token, 'products/page', { size: 50, sku })).data;
  const listed = async (sku: string) => (await pageOf(sku)).total;
  /** The job's transaction, then the clean-up the job runs after it either way. */
  const applyStaged = async (staged: Awaited<ReturnType<typeof stage>>) => {
    try {
      await t.app.deps.db.transaction((tx) => staged.apply(tx));
    } finally {
      await staged.discard();
    }
  };
  const stagedOf = async (jobId: number) =>
    (
      await t.app.deps.db
        .select({ n: count() })
        .from(productImportRows)
        .where(eq(productImportRows.jobId, jobId))
    )[0]!.n;

  it('shows no staged row until the transaction, then every row with its record, and clears the stage', async () => {
    const staged = await stage(['STAGE-1', 'STAGE-2', 'STAGE-3'], 9_001);
    expect(await stagedOf(9_001)).toBe(3);
    expect(await listed('STAGE-')).toBe(0);

    await applyStaged(staged);
    const page = await pageOf('STAGE-');
    expect(page.records.map((p) => p.sku).sort()).toEqual(['STAGE-1', 'STAGE-2', 'STAGE-3']);
    expect(page.records[0]).toMatchObject({ status: 'TO_BE_SUBMITTED', declaredValue: '12.50' });
    const detail = bodyOf<{ operations: { action: string; toState: string | null }[] }>(
      await call(t.app, t.a.token, 'products/detail', { id: page.records[0]!.id }),
    ).data;
    expect(detail.operations).toMatchObject([{ action: 'import', toState: 'TO_BE_SUBMITTED' }]);
    expect(await stagedOf(9_001)).toBe(0);
  });

  it('refuses the rows whose SKU was created after the check, and writes none of the file', async () => {
    const staged = await stage(['RACE-1', 'RACE-2'], 9_002);
    await createProduct(t.app, t.a.token, { sku: 'RACE-2' });

    const refused = await applyStaged(staged)
      .then(() => null)
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ImportRowsError);
    expect((refused as ImportRowsError).rows).toEqual([
      { rowNumber: 3, column: 'sku', message: 'imports.cell.taken', params: { value: 'RACE-2' } },
    ]);
    expect(await listed('RACE-1')).toBe(0);
    expect(await listed('RACE-2')).toBe(1);
    expect(await stagedOf(9_002)).toBe(0);
  });

  it('files the rows under the brand their name means when the import applies: deleted and made again, or made after staging', async () => {
    const old = await createBrand(t.app, t.a.token, 'Lumen');
    const staged = await stage(['BRAND-1', 'BRAND-2'], 9_005, 'lumen');
    expect((await call(t.app, t.a.token, 'brands/delete', { ids: [old.id] })).statusCode).toBe(200);
    const again = await createBrand(t.app, t.a.token, 'LUMEN');
    await applyStaged(staged);
    expect((await pageOf('BRAND-')).records.map((p) => [p.sku, p.brandId, p.brandName]).sort()).toEqual([
      ['BRAND-1', again.id, 'LUMEN'],
      ['BRAND-2', again.id, 'LUMEN'],
    ]);

    // A brand missing when the rows were staged (deleted after the check) and made again before
    // the transaction: the rows still get it.
    const later = await stage(['LATER-1'], 9_009, 'Later');
    const made = await createBrand(t.app, t.a.token, 'Later');
    await applyStaged(later);
    expect((await pageOf('LATER-')).records.map((p) => [p.sku, p.brandId])).toEqual([['LATER-1', made.id]]);
  });

  it('gives each row the brand its name means after two brands swapped names', async () => {
    const [north, south] = [
      await createBrand(t.app, t.a.token, 'North'),
      await createBrand(t.app, t.a.token, 'South'),
    ];
    const swapped = await stage(['SWAP-N', 'SWAP-S'], 9_007, ['North', 'South']);
    for (const [id, name] of [
      [north.id, 'tmp'],
      [south.id, 'North'],
      [north.id, 'South'],
    ]) {
      expect(bodyOf(await call(t.app, t.a.token, 'brands/update', { id, name })).code).toBe(0);
    }
    await applyStaged(swapped);
    expect((await pageOf('SWAP-')).records.map((p) => [p.sku, p.brandId, p.brandName]).sort()).toEqual([
      ['SWAP-N', south.id, 'North'],
      ['SWAP-S', north.id, 'South'],
    ]);
  });

  it('refuses the rows of a brand deleted after the check, and writes none of them', async () => {
    const gone = await createBrand(t.app, t.a.token, 'Gone');
    const refused = await stage(['GONE-1'], 9_006, 'Gone');
    await call(t.app, t.a.token, 'brands/delete', { ids: [gone.id] });
    const error = await applyStaged(refused)
      .then(() => null)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportRowsError);
    expect((error as ImportRowsError).rows).toEqual([
      { rowNumber: 2, column: 'brand', message: 'imports.cell.notFound' },
    ]);
    expect(await listed('GONE-1')).toBe(0);
    expect(await stagedOf(9_006)).toBe(0);
  });

  it("starts a retried job's staging afresh, and deletes what an import that died a day ago left", async () => {
    await stage(['LEFT-1', 'LEFT-2'], 9_003);
    await t.app.deps.db.update(productImportRows).set({ stagedAt: new Date(Date.now() - 25 * 3_600_000) });
    const again = await stage(['RETRY-1'], 9_004);
    expect([await stagedOf(9_003), await stagedOf(9_004)]).toEqual([0, 1]);
    const retried = await stage(['RETRY-1'], 9_004);
    expect(await stagedOf(9_004)).toBe(1);
    await t.app.deps.db.transaction((tx) => retried.apply(tx));
    await again.discard();
    expect(await listed('RETRY-1')).toBe(1);
  });
});
