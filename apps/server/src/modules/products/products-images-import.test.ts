import { describe, expect, it } from 'vitest';
import { PRODUCT_CODES, type PageResult, type Product, type ProductImagesImportResult } from '@oms/contracts';
import { useTestApp } from '../../../test/app';
import { jpgBytes, multipart, pngBytes, readXlsx, xlsxBytes } from '../../lib/file-fixtures.test-support';
import { deflatedEntry, storedEntry, zipOf } from '../../lib/zip.test-support';
import { bodyOf, call, company } from '../../../test/fixtures';
import { createUser } from '../homepage/test-support';
import { createProduct } from './products.test-support';

describe('products: images from a zip named by SKU', () => {
  const t = useTestApp(async (app) => ({ a: await company(app), b: await company(app) }));

  const send = (zip: Buffer, token = t.a.token, language: 'zh' | 'en' = 'en') => {
    const body = multipart({ name: 'images.zip', content: zip, type: 'application/zip' });
    return t.app.inject({
      method: 'POST',
      url: '/api/products/importImages',
      headers: { ...body.headers, token, language },
      payload: body.payload,
    });
  };
  const product = async (sku: string, token = t.a.token) =>
    bodyOf<PageResult<Product>>(await call(t.app, token, 'products/page', { sku })).data.records.find(
      (p) => p.sku === sku,
    )!;
  /** Products as an import leaves them: to be submitted, without images. */
  const importRows = async (skus: string[]) => {
    const template = await t.app.inject({ method: 'GET', url: '/api/imports/template?kind=products' });
    const [head] = await readXlsx(template.rawPayload);
    const rows = skus.map((sku) => [sku, '灯', 'Lamp', '', 'HOME', 'kg', 1, 'cm', 10, 10, 10, 1, 2]);
    const content = await xlsxBytes([head!, ...rows]);
    const body = multipart({ name: 'p.xlsx', content }, { kind: 'products' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/imports/upload',
      headers: { ...body.headers, token: t.a.token },
      payload: body.payload,
    });
    expect(bodyOf<{ status: string }>(res).data.status).toBe('SUCCEEDED');
  };

  it('adds the images to the products of their SKUs, says why each other file was not used, and the product can be submitted', async () => {
    await importRows(['IMG-1', 'IMG-2', 'IMG-3', 'IMG-BLK-01']);
    const submitted = await createProduct(t.app, t.a.token, { sku: 'SUB-1' });
    expect((await call(t.app, t.a.token, 'products/submit', { ids: [submitted.id] })).statusCode).toBe(200);
    const img = (name: string, kind: 'jpg' | 'png' = 'jpg', size = 2048) =>
      deflatedEntry(name, kind === 'jpg' ? jpgBytes(size) : pngBytes(size));
    const zip = zipOf([
      img('IMG-1.jpg'),
      img('photos/IMG-1-2.png', 'png'),
      img('img-1_3.JPG'),
      img('IMG-2.png', 'png'),
      img('IMG-2-2.png', 'png', 600 * 1024),
      storedEntry('IMG-2_3.jpg', 'not really a picture'),
      ...['', '-2', '-3', '-4', '-5', '-6'].map((n) => img(`IMG-3${n}.jpg`)),
      img('IMG-BLK-01.jpg'),
      img('NOPE-2.jpg'),
      img('SUB-1.jpg'),
      storedEntry('readme.txt', 'hello'),
      storedEntry('__MACOSX/._IMG-1.jpg', 'resource fork'),
    ]);
    const res = await send(zip);
    expect(res.statusCode).toBe(200);
    const result = bodyOf<ProductImagesImportResult>(res).data;
    expect(result.added).toBe(10);
    expect(result.products).toEqual([
      { sku: 'IMG-1', added: 3, total: 3 },
      { sku: 'IMG-2', added: 1, total: 1 },
      { sku: 'IMG-3', added: 5, total: 5 },
      { sku: 'IMG-BLK-01', added: 1, total: 1 },
    ]);
    // By file name, as a file manager sorts them.
    expect(result.skipped).toEqual([
      { file: 'IMG-2_3.jpg', reason: 'Not a JPG, PNG or GIF image' },
      { file: 'IMG-2-2.png', reason: 'The image is larger than 500 KB' },
      { file: 'IMG-3-6.jpg', reason: 'The product IMG-3 has 5 images at most' },
      { file: 'NOPE-2.jpg', reason: 'No product has the SKU "NOPE-2"' },
      {
        file: 'readme.txt',
        reason: 'The file name must be a SKU with an image extension, e.g. SKU.jpg or SKU-2.jpg',
      },
      {
        file: 'SUB-1.jpg',
        reason: 'The product SUB-1 is under review or has passed; images cannot be added',
      },
    ]);
    const lamp = await product('IMG-1');
    expect(lamp.imageFileIds).toHaveLength(3);
    const detail = await call(t.app, t.a.token, 'products/detail', { id: lamp.id });
    expect(bodyOf<{ operations: { action: string }[] }>(detail).data.operations.map((o) => o.action)).toEqual(
      ['import', 'update'],
    );
    // The imported product can now go to the audit; one with a single image still cannot.
    expect((await call(t.app, t.a.token, 'products/submit', { ids: [lamp.id] })).statusCode).toBe(200);
    const two = await call(t.app, t.a.token, 'products/submit', { ids: [(await product('IMG-2')).id] });
    expect(two.statusCode).toBe(409);
    // Another company's SKUs are unknown to this one.
    const other = bodyOf<ProductImagesImportResult>(await send(zipOf([img('IMG-2.jpg')]), t.b.token)).data;
    expect(other).toMatchObject({
      added: 0,
      skipped: [{ file: 'IMG-2.jpg', reason: 'No product has the SKU "IMG-2"' }],
    });
  });

  it('refuses what is not a zip, a damaged zip, and a caller without the edit permission', async () => {
    const notZip = await send(pngBytes(), t.a.token, 'zh');
    expect([notZip.statusCode, bodyOf(notZip).message]).toEqual([422, '只能上传 zip 压缩包']);
    const damaged = zipOf([deflatedEntry('X.jpg', jpgBytes())]).subarray(0, 60);
    const broken = await send(Buffer.concat([damaged, Buffer.alloc(10)]));
    expect(bodyOf(broken).message).toBe(
      'This zip file cannot be read (damaged, encrypted or too large unpacked)',
    );
    const viewer = await createUser(t.app, { tenantId: t.a.tenantId, companyId: t.a.companyId }, [
      PRODUCT_CODES.view,
    ]);
    expect((await send(zipOf([deflatedEntry('IMG-1.jpg', jpgBytes())]), viewer.token)).statusCode).toBe(403);
  });
});
