import {
  fromMinor,
  toMinor,
  toCm100,
  toGrams,
  type CreateProductRequest,
  type PendingProduct,
  type Product,
  type ProductMeasures,
} from '@oms/contracts';
import type { ProductListRow } from './products.repository';
import type { NewProductRow, ProductRow } from './products.table';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

export const forecastOf = (r: ProductRow): ProductMeasures => ({
  weightG: r.forecastWeightG,
  lengthCm100: r.forecastLengthCm100,
  widthCm100: r.forecastWidthCm100,
  heightCm100: r.forecastHeightCm100,
});

export const toProduct = (r: ProductListRow): Product => ({
  id: String(r.id),
  sku: r.sku,
  brandId: r.brandId === null ? null : String(r.brandId),
  brandName: r.brandName,
  nameCn: r.nameCn,
  nameEn: r.nameEn,
  category: r.category,
  weightUnit: r.weightUnit,
  sizeUnit: r.sizeUnit,
  forecast: forecastOf(r),
  actual: {
    weightG: r.actualWeightG,
    lengthCm100: r.actualLengthCm100,
    widthCm100: r.actualWidthCm100,
    heightCm100: r.actualHeightCm100,
  },
  piecesPerCarton: r.piecesPerCarton,
  declaredValue: fromMinor(r.declaredValueCents),
  imageFileIds: r.imageFileIds.map(String),
  introductionUrl: r.introductionUrl,
  remark: r.remark,
  hsCode: r.hsCode,
  declaredNameCn: r.declaredNameCn,
  declaredNameEn: r.declaredNameEn,
  material: r.material,
  batteryType: r.batteryType,
  dangerousClass: r.dangerousClass,
  status: r.status,
  rejectReason: r.rejectReason,
  submittedAt: iso(r.submittedAt),
  decidedAt: iso(r.decidedAt),
  createdBy: r.createdBy,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

export const toPending = (r: ProductRow): PendingProduct => ({
  id: String(r.id),
  companyId: String(r.companyId),
  sku: r.sku,
  nameCn: r.nameCn,
  nameEn: r.nameEn,
  forecast: forecastOf(r),
  submittedAt: (r.submittedAt ?? r.updatedAt).toISOString(),
});

/** The form's fields as columns: measures converted to grams and hundredths of a cm. */
export const columnsOf = (input: CreateProductRequest) =>
  ({
    sku: input.sku,
    brandId: input.brandId ? Number(input.brandId) : null,
    nameCn: input.nameCn,
    nameEn: input.nameEn,
    category: input.category,
    weightUnit: input.weightUnit,
    sizeUnit: input.sizeUnit,
    forecastWeightG: toGrams(input.forecastWeight, input.weightUnit),
    forecastLengthCm100: toCm100(input.forecastLength, input.sizeUnit),
    forecastWidthCm100: toCm100(input.forecastWidth, input.sizeUnit),
    forecastHeightCm100: toCm100(input.forecastHeight, input.sizeUnit),
    piecesPerCarton: input.piecesPerCarton,
    declaredValueCents: toMinor(input.declaredValue),
    imageFileIds: input.imageFileIds.map(Number),
    introductionUrl: input.introductionUrl ?? null,
    remark: input.remark || null,
    hsCode: input.hsCode ?? null,
    declaredNameCn: input.declaredNameCn || null,
    declaredNameEn: input.declaredNameEn || null,
    material: input.material || null,
    batteryType: input.batteryType ?? null,
    dangerousClass: input.dangerousClass ?? null,
  }) satisfies Partial<NewProductRow>;
export type ProductColumns = ReturnType<typeof columnsOf>;

/** The physical fields a passed product keeps (contracts PRODUCT_LOCKED_FIELDS, as columns). */
export const LOCKED_COLUMNS = [
  'sku',
  'forecastWeightG',
  'forecastLengthCm100',
  'forecastWidthCm100',
  'forecastHeightCm100',
] as const;
