import { z } from 'zod';
import {
  BRAND_NAME_MAX,
  PRODUCT_CODES,
  PRODUCT_FIELDS,
  PRODUCT_IMPORT_KIND,
  productFields,
  requiredHeader,
  withSuffix,
  type Bilingual,
} from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
import { defineImport, type ImportContext, type ImportRow } from '../imports/define-import';

const { imageFileIds: _images, brandId: _brandId, ...fields } = productFields;
const cell = (f: (v: string) => string) => (v: unknown) => (typeof v === 'string' ? f(v.trim()) : v);

/**
 * The form's rules, row by row; images cannot travel in a sheet, so an imported product is saved to
 * be submitted without them and needs 3 to 5 before its submit. The brand is named, not picked.
 */
const rowSchema = z.object({
  ...fields,
  category: z.preprocess(
    cell((v) => v.toUpperCase()),
    fields.category,
  ),
  weightUnit: z.preprocess(
    cell((v) => v.toLowerCase()),
    fields.weightUnit,
  ),
  sizeUnit: z.preprocess(
    cell((v) => v.toLowerCase()),
    fields.sizeUnit,
  ),
  brand: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().trim().max(BRAND_NAME_MAX, { error: 'validation.tooLong' }).optional(),
  ),
});
export type ProductImportRow = z.infer<typeof rowSchema>;

/** A template column: the row schema's key, its header (see `required`), an example and a width. */
const col = (key: keyof ProductImportRow, header: Bilingual, example: string | number, width = 14) => ({
  key,
  header,
  example,
  width,
});
const F = PRODUCT_FIELDS;
const required = requiredHeader;

/** Products from xlsx (OMS_BASICSKU:import): all rows or none, with an error file. */
/** What applies the checked rows (the products service), typed here so the two files need no circle. */
type ProductImporter = {
  importMany(tx: DbOrTx, ctx: ImportContext, rows: ImportRow<ProductImportRow>[]): Promise<void>;
};

export const productsImport = (service: ProductImporter) =>
  defineImport({
    kind: PRODUCT_IMPORT_KIND,
    module: 'products',
    name: { zh: '产品', en: 'Products' },
    permission: PRODUCT_CODES.import,
    templateColumns: [
      col('sku', required(F.sku), 'EARBUD-BLK-01', 18),
      col('nameCn', required(F.nameCn), '蓝牙耳机 黑色', 20),
      col('nameEn', required(F.nameEn), 'Bluetooth earbuds, black', 24),
      col('brand', F.brand, 'Anker'),
      col('category', required(F.categoryCode), 'ELECTRONICS', 16),
      col('weightUnit', required(withSuffix(F.weightUnit, ' (kg/lbs)')), 'kg'),
      col('forecastWeight', required(F.forecastWeight), 0.35),
      col('sizeUnit', required(withSuffix(F.sizeUnit, ' (cm/inch)')), 'cm'),
      col('forecastLength', required(F.forecastLength), 12),
      col('forecastWidth', required(F.forecastWidth), 8.5),
      col('forecastHeight', required(F.forecastHeight), 4),
      col('piecesPerCarton', required(F.piecesPerCarton), 40),
      col('declaredValue', required(F.declaredValue), 19.9),
      col('introductionUrl', F.introductionUrl, 'https://example.com/earbuds', 24),
      col('hsCode', F.hsCode, '851830'),
      col('declaredNameCn', F.declaredNameCn, '耳机'),
      col('declaredNameEn', F.declaredNameEn, 'Earphones'),
      col('material', F.material, 'ABS'),
      col('remark', F.remark, '', 20),
    ],
    rowSchema,
    apply: (tx, rows, ctx) => service.importMany(tx, ctx, rows),
  });
