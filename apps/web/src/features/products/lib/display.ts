import {
  PRODUCT_DOCUMENT,
  showSize,
  showWeight,
  type ProductMeasures,
  type ProductStatus,
  type SizeUnit,
  type WeightUnit,
} from '@oms/contracts';

export const NS = 'products';
export const MANAGE_PATH = PRODUCT_DOCUMENT.listPath;
export const detailPath = PRODUCT_DOCUMENT.detailPath;

export const STATUS_COLOR: Record<ProductStatus, string> = PRODUCT_DOCUMENT.colors;

/** How measures are shown: metric (kg, cm) or imperial (lbs, inch); stored metric either way. */
export const UNIT_SYSTEMS = ['metric', 'imperial'] as const;
export type UnitSystem = (typeof UNIT_SYSTEMS)[number];
export const unitsOf = (system: UnitSystem): { weight: WeightUnit; size: SizeUnit } =>
  system === 'metric' ? { weight: 'kg', size: 'cm' } : { weight: 'lbs', size: 'inch' };
export const systemOf = (weightUnit: WeightUnit): UnitSystem => (weightUnit === 'kg' ? 'metric' : 'imperial');

/** "0.350 kg" or "-" when not measured. */
export const weightText = (m: ProductMeasures, system: UnitSystem) =>
  m.weightG === null ? '-' : `${showWeight(m.weightG, unitsOf(system).weight)} ${unitsOf(system).weight}`;

/** "12.00 × 8.50 × 4.00 cm" or "-". */
export const sizeText = (m: ProductMeasures, system: UnitSystem) => {
  if (m.lengthCm100 === null || m.widthCm100 === null || m.heightCm100 === null) return '-';
  const u = unitsOf(system).size;
  return `${[m.lengthCm100, m.widthCm100, m.heightCm100].map((v) => showSize(v, u)).join(' × ')} ${u}`;
};
