import { defineFields } from './fields';
import type { SurchargeKind, UnitSystem } from './rate-cards-trial';

/** The fee trial's labels: the form's fields and the result's columns (zh and en). */
export const EXPRESS_FEE_FIELDS = defineFields({
  warehouse: { zh: '发货仓库', en: 'Warehouse' },
  country: { zh: '目的国家/地区', en: 'Destination country' },
  state: { zh: '州/省', en: 'State / province' },
  postalCode: { zh: '邮编', en: 'Postal code' },
  unitSystem: { zh: '单位', en: 'Units' },
  weight: { zh: '单件重量', en: 'Weight per piece' },
  length: { zh: '长', en: 'Length' },
  width: { zh: '宽', en: 'Width' },
  height: { zh: '高', en: 'Height' },
  pieces: { zh: '件数', en: 'Pieces' },
  serviceName: { zh: '渠道', en: 'Service' },
  carrier: { zh: '承运商', en: 'Carrier' },
  zone: { zh: '分区', en: 'Zone' },
  billableWeight: { zh: '计费重（单件）', en: 'Billable weight (per piece)' },
  base: { zh: '基础运费', en: 'Base price' },
  total: { zh: '合计', en: 'Total' },
  transitDays: { zh: '时效（天）', en: 'Transit (days)' },
  status: { zh: '状态', en: 'Status' },
});

export const SURCHARGE_LABELS = defineFields<SurchargeKind>({
  FUEL: { zh: '燃油附加费', en: 'Fuel surcharge' },
  REMOTE_AREA: { zh: '偏远地区附加费', en: 'Remote-area surcharge' },
  OVERSIZE: { zh: '超尺寸附加费', en: 'Oversize surcharge' },
});

export const UNIT_SYSTEM_LABELS = defineFields<UnitSystem>({
  METRIC: { zh: 'kg / cm', en: 'kg / cm' },
  IMPERIAL: { zh: 'lbs / inch', en: 'lbs / inch' },
});
