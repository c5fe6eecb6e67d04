import { z } from 'zod';
import {
  BRAND_NAME_MAX,
  FILE_LIMITS,
  IMPORT_TEMPLATE_TEXT,
  PRODUCT_CATEGORIES,
  PRODUCT_CATEGORY_LABELS,
  PRODUCT_CODES,
  PRODUCT_FIELDS,
  PRODUCT_IMAGES_ZIP,
  PRODUCT_IMPORT_KIND,
  PRODUCT_IMPORT_NOTES,
  PRODUCT_LIMITS,
  productFields,
  requiredHeader,
  SIZE_UNITS,
  WEIGHT_UNITS,
  withSuffix,
  type Bilingual,
} from '@oms/contracts';
import {
  defineImport,
  type ImportColumn,
  type ImportRow,
  type StageContext,
  type Staged,
} from '../imports/define-import';
import { productImportProblems, productTemplateData } from './products.import-rules';

const { imageFileIds: _images, brandId: _brandId, ...fields } = productFields;
const cell = (f: (v: string) => string) => (v: unknown) => (typeof v === 'string' ? f(v.trim()) : v);

/** A category cell: its code, or its name in either language (as the valid-values sheet shows it). */
const categoryByName = new Map<string, string>(
  PRODUCT_CATEGORIES.flatMap((code) => [
    [PRODUCT_CATEGORY_LABELS[code].zh.toLowerCase(), code],
    [PRODUCT_CATEGORY_LABELS[code].en.toLowerCase(), code],
  ]),
);

/**
 * The form's rules, row by row; images cannot travel in a sheet, so an imported product is saved to
 * be submitted without them, and gets them from a zip named by SKU (products.images-import.ts). The
 * brand is named, not picked.
 */
const rowSchema = z.object({
  ...fields,
  category: z.preprocess(
    cell((v) => categoryByName.get(v.toLowerCase()) ?? v.toUpperCase()),
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

/** A label with its `{{name}}` placeholders filled, in both languages. */
const fill = (label: Bilingual, params: Record<string, number>): Bilingual => {
  const one = (text: string) =>
    text.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(params[name] ?? ''));
  return { zh: one(label.zh), en: one(label.en) };
};

type Extra = Pick<ImportColumn, 'choices' | 'note' | 'width'>;
/** A template column: the row schema's key, its header (see `required`), an example and the rest. */
const col = (
  key: keyof ProductImportRow,
  header: Bilingual,
  example: string | number,
  extra: Extra = {},
): ImportColumn => ({ key, header, example, width: 14, ...extra });
const F = PRODUCT_FIELDS;
const N = PRODUCT_IMPORT_NOTES;
const T = IMPORT_TEMPLATE_TEXT;
const required = requiredHeader;
const decimal = { note: T.decimal };
const text = (max: number, width = 14) => ({ note: fill(T.text, { max }), width });
const choicesOf = (values: readonly string[]) => values.map((value) => ({ value }));

/** What writes the checked rows (products.import-apply.ts), typed here so the two files need no circle. */
type ProductImporter = {
  stage(rows: ImportRow<ProductImportRow>[], ctx: StageContext): Promise<Staged>;
};

/**
 * Products from xlsx (OMS_BASICSKU:import): all rows or none, with an error file that names every
 * problem of every row; the template offers the company's brands and a sample that imports as is.
 */
export const productsImport = (importer: ProductImporter) =>
  defineImport({
    kind: PRODUCT_IMPORT_KIND,
    module: 'products',
    name: { zh: '产品', en: 'Products' },
    permission: PRODUCT_CODES.import,
    templateColumns: [
      col('sku', required(F.sku), 'EARBUD-BLK-01', { width: 18, note: N.sku }),
      col('nameCn', required(F.nameCn), '蓝牙耳机 黑色', text(PRODUCT_LIMITS.nameMax, 20)),
      col('nameEn', required(F.nameEn), 'Bluetooth earbuds, black', text(PRODUCT_LIMITS.nameMax, 24)),
      col('brand', F.brand, '', { note: N.brand, choices: [] }),
      col('category', required(F.categoryCode), 'ELECTRONICS', {
        width: 16,
        note: N.category,
        choices: PRODUCT_CATEGORIES.map((value) => ({ value, label: PRODUCT_CATEGORY_LABELS[value] })),
      }),
      col('weightUnit', required(withSuffix(F.weightUnit, ' (kg/lbs)')), 'kg', {
        choices: choicesOf(WEIGHT_UNITS),
      }),
      col('forecastWeight', required(F.forecastWeight), 0.35, decimal),
      col('sizeUnit', required(withSuffix(F.sizeUnit, ' (cm/inch)')), 'cm', {
        choices: choicesOf(SIZE_UNITS),
      }),
      col('forecastLength', required(F.forecastLength), 12, decimal),
      col('forecastWidth', required(F.forecastWidth), 8.5, decimal),
      col('forecastHeight', required(F.forecastHeight), 4, decimal),
      col('piecesPerCarton', required(F.piecesPerCarton), 40, {
        note: fill(T.wholeNumber, { max: PRODUCT_LIMITS.piecesMax }),
      }),
      col('declaredValue', required(F.declaredValue), 19.9, decimal),
      col('introductionUrl', F.introductionUrl, 'https://example.com/earbuds', { width: 24, note: N.url }),
      col('hsCode', F.hsCode, '851830', { note: N.hsCode }),
      col('declaredNameCn', F.declaredNameCn, '耳机', text(PRODUCT_LIMITS.declaredNameMax)),
      col('declaredNameEn', F.declaredNameEn, 'Earphones', text(PRODUCT_LIMITS.declaredNameMax)),
      col('material', F.material, 'ABS', text(PRODUCT_LIMITS.materialMax)),
      col('remark', F.remark, '', text(PRODUCT_LIMITS.textMax, 20)),
    ],
    templateNotes: [fill(N.images, { mb: PRODUCT_IMAGES_ZIP.maxMb, kb: FILE_LIMITS.imageMaxBytes / 1024 })],
    template: productTemplateData,
    rowSchema,
    check: async (db, rows, ctx) => (await productImportProblems(db, ctx.companyId, rows)).problems,
    stage: (rows, ctx) => importer.stage(rows, ctx),
  });
