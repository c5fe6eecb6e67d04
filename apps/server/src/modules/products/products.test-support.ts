// Helpers for the products and brands API tests (not a test file itself).
import type { App } from '../../app';
import { jpgBytes, multipart, pngBytes } from '../../lib/file-fixtures.test-support';
import { bodyOf, call, uniqueName } from '../../../test/fixtures';

/** Uploads a product image (purpose image, module products); answers its file id. */
export const uploadImage = async (app: App, token: string, kind: 'png' | 'jpg' = 'png', size = 2048) => {
  const body = multipart({
    name: `photo.${kind}`,
    content: kind === 'png' ? pngBytes(size) : jpgBytes(size),
  });
  const res = await app.inject({
    method: 'POST',
    url: '/api/files/upload?purpose=image&module=products',
    headers: { ...body.headers, token, language: 'en' },
    payload: body.payload,
  });
  const parsed = bodyOf<{ id: string }>(res);
  if (parsed.code !== 0) throw new Error(`upload failed: ${parsed.message}`);
  return parsed.data.id;
};

export const uploadImages = async (app: App, token: string, n = 3) => {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) ids.push(await uploadImage(app, token, i % 2 ? 'jpg' : 'png'));
  return ids;
};

let skuSeq = 0;
export const uniqueSku = () => `SKU-${Date.now().toString(36).toUpperCase()}-${(skuSeq++).toString(36)}`;

/** A product body that passes every rule (metric units unless overridden). */
export const productBody = (imageFileIds: string[], extra: Record<string, unknown> = {}) => ({
  sku: uniqueSku(),
  nameCn: '蓝牙耳机',
  nameEn: 'Bluetooth earphones',
  category: 'ELECTRONICS',
  weightUnit: 'kg',
  sizeUnit: 'cm',
  forecastWeight: '0.35',
  forecastLength: '12',
  forecastWidth: '8.5',
  forecastHeight: '4',
  piecesPerCarton: 40,
  declaredValue: '19.90',
  imageFileIds,
  ...extra,
});

export type CreatedProduct = { id: string; sku: string; status: string };

/** Creates a product through the API (uploading its images first). */
export const createProduct = async (app: App, token: string, extra: Record<string, unknown> = {}) => {
  const images = await uploadImages(app, token);
  const res = await call(app, token, 'products/create', productBody(images, extra));
  const parsed = bodyOf<CreatedProduct>(res);
  if (parsed.code !== 0) throw new Error(`create failed: ${parsed.message}`);
  return parsed.data;
};

export const createBrand = async (app: App, token: string, name = uniqueName('Brand')) => {
  const parsed = bodyOf<{ id: string; name: string }>(await call(app, token, 'brands/create', { name }));
  if (parsed.code !== 0) throw new Error(`brand failed: ${parsed.message}`);
  return parsed.data;
};
