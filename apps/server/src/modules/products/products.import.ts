import { z } from 'zod';
import { BRAND_NAME_MAX, PRODUCT_CODES, PRODUCT_IMPORT_KIND, productFields } from '@oms/contracts';
import { defineImport } from '../imports/define-import';
import type { ProductsService } from './products.service';

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

const col = (key: string, zh: string, en: string, example: string | number, width = 14) => ({
  key,
  header: { zh, en },
  example,
  width,
});

/** Products from xlsx (OMS_BASICSKU:import): all rows or none, with an error file. */
export const productsImport = (service: ProductsService) =>
  defineImport({
    kind: PRODUCT_IMPORT_KIND,
    module: 'products',
    name: { zh: '产品', en: 'Products' },
    permission: PRODUCT_CODES.import,
    templateColumns: [
      col('sku', 'SKU*', 'SKU*', 'EARBUD-BLK-01', 18),
      col('nameCn', '中文描述*', 'Chinese description*', '蓝牙耳机 黑色', 20),
      col('nameEn', '英文描述*', 'English description*', 'Bluetooth earbuds, black', 24),
      col('brand', '品牌', 'Brand', 'Anker'),
      col('category', '品类代码*', 'Category code*', 'ELECTRONICS', 16),
      col('weightUnit', '重量单位 (kg/lbs)*', 'Weight unit (kg/lbs)*', 'kg'),
      col('forecastWeight', '预报重量*', 'Forecast weight*', 0.35),
      col('sizeUnit', '尺寸单位 (cm/inch)*', 'Size unit (cm/inch)*', 'cm'),
      col('forecastLength', '预报长*', 'Forecast length*', 12),
      col('forecastWidth', '预报宽*', 'Forecast width*', 8.5),
      col('forecastHeight', '预报高*', 'Forecast height*', 4),
      col('piecesPerCarton', '每箱数量*', 'Pieces per carton*', 40),
      col('declaredValue', '申报价值 (USD)*', 'Declared value (USD)*', 19.9),
      col('introductionUrl', '产品介绍链接', 'Introduction URL', 'https://example.com/earbuds', 24),
      col('hsCode', 'HS 编码', 'HS code', '851830'),
      col('declaredNameCn', '中文申报品名', 'Declared name (CN)', '耳机'),
      col('declaredNameEn', '英文申报品名', 'Declared name (EN)', 'Earphones'),
      col('material', '材质', 'Material', 'ABS'),
      col('remark', '备注', 'Remark', '', 20),
    ],
    rowSchema,
    apply: (tx, rows, ctx) => service.importMany(tx, ctx, rows),
  });
