import { COMMON_FIELDS, defineFields } from './fields';

/** The signed warehouses list's labels: columns and export (states: SIGNING_STATUS_TEXT). */
export const SIGNING_FIELDS = defineFields({
  warehouseCode: { zh: '仓库代码', en: 'Warehouse code' },
  warehouseName: { zh: '仓库名称', en: 'Warehouse' },
  country: { zh: '国家/地区', en: 'Country/region' },
  address: { zh: '地址', en: 'Address' },
  status: { zh: '签约状态', en: 'Signing state' },
  rejectReason: COMMON_FIELDS.rejectReason,
  appliedAt: { zh: '申请时间', en: 'Applied' },
  decidedAt: { zh: '审核时间', en: 'Reviewed' },
});
