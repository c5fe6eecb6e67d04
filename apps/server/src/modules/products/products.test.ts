import { describe, expect, it } from 'vitest';
import type { PageResult, Product, ProductDetail } from '@oms/contracts';
import { showSize, showWeight } from '@oms/contracts';
import { useTestApp } from '../../../test/app';
import { bodyOf, call, company } from '../../../test/fixtures';
import { createBrand, createProduct, productBody, uploadImage, uploadImages } from './products.test-support';

describe('products API', () => {
  const t = useTestApp(async (app) => ({ a: await company(app) }));

  const detail = async (id: string) =>
    bodyOf<ProductDetail>(await call(t.app, t.a.token, 'products/detail', { id })).data;

  it('stores lbs and inch metric and shows them back as typed in both unit systems', async () => {
    const images = await uploadImages(t.app, t.a.token, 4);
    const brand = await createBrand(t.app, t.a.token);
    const res = await call(
      t.app,
      t.a.token,
      'products/create',
      productBody(images, {
        sku: 'abc-lbs-1',
        brandId: brand.id,
        weightUnit: 'lbs',
        sizeUnit: 'inch',
        forecastWeight: 2.5,
        forecastLength: '12',
        forecastWidth: '8.25',
        forecastHeight: '3.1',
        declaredValue: 19.9,
        hsCode: '851830',
        batteryType: 'BUILT_IN',
      }),
    );
    const p = bodyOf<Product>(res).data;
    expect(p).toMatchObject({
      sku: 'ABC-LBS-1',
      status: 'TO_BE_SUBMITTED',
      brandName: brand.name,
      weightUnit: 'lbs',
      sizeUnit: 'inch',
      forecast: { weightG: 1134, lengthCm100: 3048, widthCm100: 2096, heightCm100: 787 },
      actual: { weightG: null, lengthCm100: null },
      declaredValue: '19.90',
      imageFileIds: images,
      hsCode: '851830',
    });
    expect(showWeight(p.forecast.weightG!, 'lbs')).toBe('2.50');
    expect(showWeight(p.forecast.weightG!, 'kg')).toBe('1.134');
    expect(showSize(p.forecast.widthCm100!, 'inch')).toBe('8.25');
    expect(showSize(p.forecast.widthCm100!, 'cm')).toBe('20.96');
    const d = await detail(p.id);
    expect(d.operations.map((o) => [o.action, o.toState])).toEqual([['create', 'TO_BE_SUBMITTED']]);
    const list = bodyOf<PageResult<Product>>(
      await call(t.app, t.a.token, 'products/page', { sku: 'lbs-1', brandId: brand.id }),
    ).data;
    expect(list.records.map((r) => r.id)).toEqual([p.id]);
  });

  it('answers the messages of specification §5 on the right fields', async () => {
    const images = await uploadImages(t.app, t.a.token, 3);
    const message = async (extra: Record<string, unknown>, language: 'zh' | 'en' = 'en') => {
      const res = await call(t.app, t.a.token, 'products/create', productBody(images, extra), language);
      return [res.statusCode, bodyOf(res).message];
    };
    expect(await message({ imageFileIds: images.slice(0, 2) }, 'zh')).toEqual([
      422,
      '请上传 3 到 5 张产品图片',
    ]);
    expect(await message({ imageFileIds: [...images, ...images] })).toEqual([
      422,
      'Upload 3 to 5 product images',
    ]);
    expect(await message({ imageFileIds: [images[0], images[0], images[1]] })).toEqual([
      422,
      'The same image is used twice',
    ]);
    expect(await message({ sku: 'A'.repeat(31) })).toEqual([
      422,
      'The SKU may hold letters, digits and hyphens, up to 30 characters',
    ]);
    expect(await message({ sku: 'AB C' })).toEqual([
      422,
      'The SKU may hold letters, digits and hyphens, up to 30 characters',
    ]);
    expect(await message({ sku: '' }, 'zh')).toEqual([422, '请输入 SKU']);
    expect(await message({ forecastWeight: '1.234' })).toEqual([
      422,
      'Enter a number with at most two decimals',
    ]);
    expect(await message({ forecastLength: 0 })).toEqual([422, 'Must be greater than 0']);
    expect(await message({ forecastWeight: -1 })).toEqual([422, 'Must be greater than 0']);
    expect(await message({ forecastWeight: '-1' }, 'zh')).toEqual([422, '必须大于 0']);
    expect(await message({ declaredValue: -3 })).toEqual([422, 'The declared value must be greater than 0']);
    expect(await message({ declaredValue: '-3' }, 'zh')).toEqual([422, '申报价值必须大于 0']);
    expect(await message({ declaredValue: '0' })).toEqual([422, 'The declared value must be greater than 0']);
    expect(await message({ piecesPerCarton: 1.5 })).toEqual([
      422,
      'Pieces per carton is a whole number from 1 to 100000',
    ]);
    expect(await message({ introductionUrl: 'not a url' }, 'zh')).toEqual([422, '请输入合法的网址']);
    expect(await message({ nameEn: 'x'.repeat(201) })).toEqual([422, 'At most 200 characters']);
    expect(await message({ remark: 'x'.repeat(3001) })).toEqual([422, 'At most 3000 characters']);
    expect(await message({ hsCode: '12ab' })).toEqual([422, 'The HS code is 6 to 10 digits']);
  });

  it('checks images by content and owner, and the brand by company', async () => {
    const other = await company(t.app);
    const foreign = await uploadImages(t.app, other.token, 3);
    const res = await call(t.app, t.a.token, 'products/create', productBody(foreign));
    expect([res.statusCode, bodyOf(res).data]).toEqual([422, { field: 'imageFileIds' }]);
    const foreignBrand = await createBrand(t.app, other.token);
    const mine = await uploadImages(t.app, t.a.token, 3);
    const brand = await call(
      t.app,
      t.a.token,
      'products/create',
      productBody(mine, { brandId: foreignBrand.id }),
    );
    expect([brand.statusCode, bodyOf(brand).message]).toEqual([422, 'The brand does not exist']);
    // An image another product holds cannot be taken.
    const p = await createProduct(t.app, t.a.token);
    const held = (await detail(p.id)).imageFileIds;
    const taken = await call(t.app, t.a.token, 'products/create', productBody(held));
    expect(taken.statusCode).toBe(422);
    // Over 500 KB or not an image: refused at the upload.
    await expect(uploadImage(t.app, t.a.token, 'png', 501 * 1024)).rejects.toThrow(/500KB/);
  });

  it('keeps SKUs unique per company', async () => {
    const p = await createProduct(t.app, t.a.token, { sku: 'UNIQUE-1' });
    const images = await uploadImages(t.app, t.a.token);
    const dup = await call(
      t.app,
      t.a.token,
      'products/create',
      productBody(images, { sku: 'unique-1' }),
      'zh',
    );
    expect([dup.statusCode, bodyOf(dup).message, bodyOf(dup).data]).toEqual([
      422,
      'SKU UNIQUE-1 已存在',
      { field: 'sku' },
    ]);
    const other = await company(t.app);
    await expect(createProduct(t.app, other.token, { sku: 'UNIQUE-1' })).resolves.toMatchObject({
      sku: 'UNIQUE-1',
    });
    expect(p.sku).toBe('UNIQUE-1');
  });

  it('edits a product, swapping images, and records what changed', async () => {
    const p = await createProduct(t.app, t.a.token);
    const d = await detail(p.id);
    const fresh = await uploadImage(t.app, t.a.token);
    const images = [fresh, d.imageFileIds[0]!, d.imageFileIds[2]!];
    const res = await call(t.app, t.a.token, 'products/update', {
      ...productBody(images, { sku: d.sku, nameEn: 'Earbuds' }),
      id: p.id,
    });
    expect(bodyOf<Product>(res).data).toMatchObject({ nameEn: 'Earbuds', imageFileIds: images });
    const after = await detail(p.id);
    expect(after.operations.at(-1)).toMatchObject({ action: 'update', note: 'nameEn, imageFileIds' });
  });

  it('submits one or a batch, all or nothing, and deletes only with a reason', async () => {
    const p1 = await createProduct(t.app, t.a.token);
    const p2 = await createProduct(t.app, t.a.token);
    const one = await call(t.app, t.a.token, 'products/submit', { ids: [p1.id] });
    expect(bodyOf(one).data).toEqual({ affected: 1 });
    const again = await call(t.app, t.a.token, 'products/submit', { ids: [p2.id, p1.id] }, 'en');
    expect([again.statusCode, bodyOf(again).message]).toEqual([
      409,
      `The product ${p1.sku} is not to be submitted or rejected and cannot be submitted`,
    ]);
    expect((await detail(p2.id)).status).toBe('TO_BE_SUBMITTED');
    // Under review: no edit, no delete.
    const d1 = await detail(p1.id);
    const edit = await call(t.app, t.a.token, 'products/update', {
      ...productBody(d1.imageFileIds, { sku: d1.sku }),
      id: p1.id,
    });
    expect([edit.statusCode, bodyOf(edit).message]).toEqual([
      409,
      'The product is under review and cannot be changed',
    ]);
    const noReason = await call(t.app, t.a.token, 'products/delete', { ids: [p2.id] }, 'zh');
    expect([noReason.statusCode, bodyOf(noReason).message]).toEqual([422, '请填写删除原因']);
    const underReview = await call(t.app, t.a.token, 'products/delete', { ids: [p1.id], reason: 'dup' });
    expect(underReview.statusCode).toBe(409);
    const none = await call(t.app, t.a.token, 'products/submit', { ids: [] }, 'zh');
    expect(bodyOf(none).message).toBe('请先选择数据');
    const del = await call(t.app, t.a.token, 'products/delete', { ids: [p2.id], reason: 'Created twice' });
    expect(bodyOf(del).data).toEqual({ affected: 1 });
    expect((await call(t.app, t.a.token, 'products/detail', { id: p2.id })).statusCode).toBe(404);
    // The images are released: another product may use them.
    await expect(createProduct(t.app, t.a.token)).resolves.toBeTruthy();
  });

  it('prints labels with the SKU barcode as a PDF in the file center', async () => {
    const p1 = await createProduct(t.app, t.a.token, { sku: 'LABEL-1' });
    const p2 = await createProduct(t.app, t.a.token, { sku: 'LABEL-2' });
    const res = await call(t.app, t.a.token, 'products/labels', { ids: [p2.id, p1.id], copies: 2 });
    const { fileId, name } = bodyOf<{ fileId: string; name: string }>(res).data;
    expect(name).toBe('labels-2.pdf');
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/files/download?id=${fileId}`,
      headers: { token: t.a.token },
    });
    expect(file.headers['content-type']).toBe('application/pdf');
    const pdf = file.rawPayload.toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(4);
    const none = await call(t.app, t.a.token, 'products/labels', { ids: [] }, 'zh');
    expect(bodyOf(none).message).toBe('请先选择数据');
    const other = await company(t.app);
    expect((await call(t.app, other.token, 'products/labels', { ids: [p1.id] })).statusCode).toBe(404);
  });

  it('exports the list with forecast and actual', async () => {
    await createProduct(t.app, t.a.token);
    const res = await call(t.app, t.a.token, 'exports/create', { kind: 'products', filters: {} });
    expect(bodyOf(res).code).toBe(0);
  });
});
