import {
  fixed,
  showSize,
  showWeight,
  toCm100,
  toGrams,
  trimZeros,
  type CreateProductRequest,
  type Product,
  type SizeUnit,
  type WeightUnit,
} from '@oms/contracts';

const DECIMAL2 = /^\d{1,7}(\.\d{1,2})?$/;

/** A typed weight in another unit (2 decimals, as the form takes it); unreadable input stays. */
export const convertWeight = (value: string | undefined, from: WeightUnit, to: WeightUnit) => {
  if (!value || from === to || !DECIMAL2.test(value.trim())) return value;
  const grams = toGrams(value.trim(), from);
  return trimZeros(to === 'kg' ? fixed(Math.round(grams / 10), 2) : showWeight(grams, 'lbs'));
};

export const convertSize = (value: string | undefined, from: SizeUnit, to: SizeUnit) => {
  if (!value || from === to || !DECIMAL2.test(value.trim())) return value;
  return trimZeros(showSize(toCm100(value.trim(), from), to));
};

export const MEASURE_FIELDS = ['forecastLength', 'forecastWidth', 'forecastHeight'] as const;

export type FormValues = Omit<CreateProductRequest, 'piecesPerCarton'> & { piecesPerCarton: number };

/** A stored product as the form shows it: measures in the units the user entered them. */
export const formValuesOf = (p: Product): Partial<FormValues> => ({
  sku: p.sku,
  brandId: p.brandId ?? undefined,
  nameCn: p.nameCn,
  nameEn: p.nameEn,
  category: p.category,
  weightUnit: p.weightUnit,
  sizeUnit: p.sizeUnit,
  forecastWeight: trimZeros(showWeight(p.forecast.weightG!, p.weightUnit)),
  forecastLength: trimZeros(showSize(p.forecast.lengthCm100!, p.sizeUnit)),
  forecastWidth: trimZeros(showSize(p.forecast.widthCm100!, p.sizeUnit)),
  forecastHeight: trimZeros(showSize(p.forecast.heightCm100!, p.sizeUnit)),
  piecesPerCarton: p.piecesPerCarton,
  declaredValue: p.declaredValue,
  imageFileIds: p.imageFileIds,
  introductionUrl: p.introductionUrl ?? undefined,
  remark: p.remark ?? undefined,
  hsCode: p.hsCode ?? undefined,
  declaredNameCn: p.declaredNameCn ?? undefined,
  declaredNameEn: p.declaredNameEn ?? undefined,
  material: p.material ?? undefined,
  batteryType: p.batteryType ?? undefined,
  dangerousClass: p.dangerousClass ?? undefined,
});
