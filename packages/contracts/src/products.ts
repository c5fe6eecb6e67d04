import { z } from 'zod';
import { pageResult } from './api';
import { LIMITS } from './limits';
import {
  createdRange,
  deleteWithReasonRequest,
  filterEnum,
  filterId,
  filterText,
  idSchema,
  idsRequest,
  listRequest,
  withOperations,
  type ListFilters,
} from './list';
import { measureInput, SIZE_UNITS, WEIGHT_UNITS } from './units';
import {
  CODE_PATTERN,
  optionalInput,
  optionalText,
  decimalInput,
  requiredString,
  requiredText,
} from './validation';
import { PRODUCT_STATUSES, PRODUCT_CODES } from './products-document';

export * from './products-document';

// Products (SKU, /basic/productManage and /basic/productDetail): the fields of specification §3 and
// the optional customs fields of PRODUCT.md §4, audited by the warehouse. Calls are
// POST /api/products/<action>; reading needs OMS_BASICSKU:view, creating :create, changing :edit,
// submitting :submit, deleting :delete, exporting :export.

/** Who reads a product's images besides their uploader: whoever may see the product list. */
export const PRODUCT_IMAGE_READ_CODES = [PRODUCT_CODES.view];

/** What the warehouse measured: a passed product keeps these as they are. */
export const PRODUCT_LOCKED_FIELDS = [
  'sku',
  'forecastWeight',
  'forecastLength',
  'forecastWidth',
  'forecastHeight',
] as const;

/** Categories a customer picks (the warehouse's handling and the customs fields depend on them). */
export const PRODUCT_CATEGORIES = [
  'APPAREL',
  'SHOES',
  'BAGS',
  'ELECTRONICS',
  'HOME',
  'KITCHEN',
  'TOYS',
  'SPORTS',
  'BEAUTY',
  'TOOLS',
  'AUTO',
  'FURNITURE',
  'OFFICE',
  'PET',
  'OTHER',
] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/** Battery content (customs and carriers ask): none, inside the product, packed with it, or only batteries. */
export const BATTERY_TYPES = ['NONE', 'BUILT_IN', 'PACKED_WITH', 'BATTERY_ONLY'] as const;
/** UN dangerous goods classes 1–9, or none. */
export const DANGEROUS_CLASSES = ['NONE', '1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

export const PRODUCT_LIMITS = {
  skuMax: LIMITS.skuMaxLength,
  nameMax: 200,
  urlMax: 500,
  textMax: LIMITS.defaultMaxLength,
  declaredNameMax: 100,
  materialMax: 100,
  piecesMax: LIMITS.productPiecesMax,
  declaredValueMax: 9_999_999.99,
  imagesMin: LIMITS.productImagesMin,
  imagesMax: LIMITS.productImagesMax,
  rejectReasonMax: 500,
} as const;

/** SKU: letters (stored upper case), digits and hyphens, at most 30 (specification §5 default length). */
export const skuSchema = requiredString('products.skuRequired')
  .toUpperCase()
  .max(PRODUCT_LIMITS.skuMax, { error: 'products.skuFormat' })
  .regex(CODE_PATTERN, { error: 'products.skuFormat' });

const DECLARED_VALUE = /^\d{1,7}(\.\d{1,2})?$/;
/** Declared value in USD: above 0, at most 2 decimals (travels as a decimal string). */
export const declaredValueSchema = decimalInput(DECLARED_VALUE, {
  required: 'products.declaredValueRequired',
  format: 'products.declaredValueFormat',
  range: 'products.declaredValuePositive',
});

export const piecesSchema = z.coerce
  .number({ error: 'products.piecesRequired' })
  .int({ error: 'products.piecesFormat' })
  .min(1, { error: 'products.piecesFormat' })
  .max(PRODUCT_LIMITS.piecesMax, { error: 'products.piecesFormat' });

export const imageIdsSchema = z
  .array(idSchema, { error: 'products.imagesCount' })
  .min(PRODUCT_LIMITS.imagesMin, { error: 'products.imagesCount' })
  .max(PRODUCT_LIMITS.imagesMax, { error: 'products.imagesCount' })
  .refine((ids) => new Set(ids).size === ids.length, { error: 'products.imageDuplicate' });

/** Every field of the product form; weights and sizes in the units the user chose. */
export const productFields = {
  sku: skuSchema,
  brandId: optionalInput(idSchema),
  nameCn: requiredText('products.nameCnRequired', PRODUCT_LIMITS.nameMax),
  nameEn: requiredText('products.nameEnRequired', PRODUCT_LIMITS.nameMax),
  category: z.enum(PRODUCT_CATEGORIES, { error: 'products.categoryRequired' }),
  weightUnit: z.enum(WEIGHT_UNITS).default('kg'),
  sizeUnit: z.enum(SIZE_UNITS).default('cm'),
  forecastWeight: measureInput,
  forecastLength: measureInput,
  forecastWidth: measureInput,
  forecastHeight: measureInput,
  piecesPerCarton: piecesSchema,
  declaredValue: declaredValueSchema,
  imageFileIds: imageIdsSchema,
  introductionUrl: optionalInput(
    z
      .string()
      .trim()
      .max(PRODUCT_LIMITS.urlMax, { error: 'validation.tooLong' })
      .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: 'validation.url' })),
  ),
  remark: optionalText(PRODUCT_LIMITS.textMax),
  // customs extras (PRODUCT.md §4), all optional
  hsCode: optionalInput(
    z
      .string()
      .trim()
      .regex(/^\d{6,10}$/, { error: 'products.hsCodeFormat' }),
  ),
  declaredNameCn: optionalText(PRODUCT_LIMITS.declaredNameMax),
  declaredNameEn: optionalText(PRODUCT_LIMITS.declaredNameMax),
  material: optionalText(PRODUCT_LIMITS.materialMax),
  batteryType: optionalInput(z.enum(BATTERY_TYPES)),
  dangerousClass: optionalInput(z.enum(DANGEROUS_CLASSES)),
};

/**
 * Images for many products at once (POST /api/products/importImages, multipart field `file`): a zip
 * whose images are named by SKU (`SKU.jpg`, `SKU-2.jpg`, `SKU_3.png`), added to products that can
 * still be submitted, up to PRODUCT_LIMITS.imagesMax each.
 */
export const PRODUCT_IMAGES_ZIP = { maxMb: 50, maxBytes: 50 * 1024 * 1024, maxEntries: 1000 } as const;

export const productImagesImportResult = z.object({
  /** Images added, in all. */
  added: z.number().int(),
  /** Per product that got images: how many, and how many it has now. */
  products: z.array(z.object({ sku: z.string(), added: z.number().int(), total: z.number().int() })),
  /** Files not used, each with why (translated). */
  skipped: z.array(z.object({ file: z.string(), reason: z.string() })),
});
export type ProductImagesImportResult = z.infer<typeof productImagesImportResult>;

export const createProductRequest = z.object(productFields);
export type CreateProductRequest = z.infer<typeof createProductRequest>;
export type ProductFormInput = z.input<typeof createProductRequest>;
export const updateProductRequest = z.object({ id: idSchema, ...productFields });
export type UpdateProductRequest = z.infer<typeof updateProductRequest>;

/** Deleting needs a reason (specification §5). */
export const deleteProductsRequest = deleteWithReasonRequest;
export type DeleteProductsRequest = z.infer<typeof deleteProductsRequest>;

/** Labels of the selected products (a PDF in the file center): copies of each. */
export const printLabelsRequest = idsRequest.extend({
  copies: z.coerce.number().int().min(1).max(100).default(1),
});
export type PrintLabelsRequest = z.infer<typeof printLabelsRequest>;
/** The stored PDF: open it with /api/files/download?id=. */
export const printLabelsResult = z.object({ fileId: z.string(), name: z.string() });
export type PrintLabelsResult = z.infer<typeof printLabelsResult>;

export const PRODUCT_SORT_KEYS = ['sku', 'nameCn', 'status', 'createdAt', 'updatedAt'] as const;
export type ProductSortKey = (typeof PRODUCT_SORT_KEYS)[number];

export const productPageRequest = listRequest(PRODUCT_SORT_KEYS).extend({
  sku: filterText(PRODUCT_LIMITS.skuMax),
  name: filterText(PRODUCT_LIMITS.nameMax),
  brandId: filterId,
  category: filterEnum(PRODUCT_CATEGORIES),
  status: filterEnum(PRODUCT_STATUSES),
  ...createdRange,
});
export type ProductPageRequest = z.infer<typeof productPageRequest>;
export type ProductFilters = ListFilters<ProductPageRequest>;

/** Metric measures as stored: grams and hundredths of a cm (see units.ts); null until measured. */
const measures = {
  weightG: z.number().int().nullable(),
  lengthCm100: z.number().int().nullable(),
  widthCm100: z.number().int().nullable(),
  heightCm100: z.number().int().nullable(),
};
export const productMeasures = z.object(measures);
export type ProductMeasures = z.infer<typeof productMeasures>;

export const product = z.object({
  id: z.string(),
  sku: z.string(),
  brandId: z.string().nullable(),
  brandName: z.string().nullable(),
  nameCn: z.string(),
  nameEn: z.string(),
  category: z.enum(PRODUCT_CATEGORIES),
  /** The units the user entered the forecast in (shown in them by default). */
  weightUnit: z.enum(WEIGHT_UNITS),
  sizeUnit: z.enum(SIZE_UNITS),
  forecast: productMeasures,
  /** What the warehouse measured when it passed the product. */
  actual: productMeasures,
  piecesPerCarton: z.number().int(),
  /** USD, 2 decimals. */
  declaredValue: z.string(),
  imageFileIds: z.array(z.string()),
  introductionUrl: z.string().nullable(),
  remark: z.string().nullable(),
  hsCode: z.string().nullable(),
  declaredNameCn: z.string().nullable(),
  declaredNameEn: z.string().nullable(),
  material: z.string().nullable(),
  batteryType: z.enum(BATTERY_TYPES).nullable(),
  dangerousClass: z.enum(DANGEROUS_CLASSES).nullable(),
  status: z.enum(PRODUCT_STATUSES),
  rejectReason: z.string().nullable(),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof product>;
export const productPage = pageResult(product);

export const productDetail = withOperations(product);
export type ProductDetail = z.infer<typeof productDetail>;

// ---- the warehouse side (integration API, simulator) ----

export const pendingProduct = z.object({
  id: z.string(),
  companyId: z.string(),
  sku: z.string(),
  nameCn: z.string(),
  nameEn: z.string(),
  forecast: productMeasures,
  submittedAt: z.string(),
});
export type PendingProduct = z.infer<typeof pendingProduct>;

const METRIC3 = /^\d{1,6}(\.\d{1,3})?$/;
const METRIC2 = /^\d{1,7}(\.\d{1,2})?$/;
const metric = (pattern: RegExp) =>
  decimalInput(pattern, {
    required: 'products.measureRequired',
    format: 'products.measureFormat',
    range: 'products.measurePositive',
  });

/** The warehouse passes a product with what it measured: kg (3 decimals) and cm (2 decimals). */
export const approveProductRequest = z.object({
  actualWeightKg: metric(METRIC3),
  actualLengthCm: metric(METRIC2),
  actualWidthCm: metric(METRIC2),
  actualHeightCm: metric(METRIC2),
});
export type ApproveProductRequest = z.infer<typeof approveProductRequest>;
