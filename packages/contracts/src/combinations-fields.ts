import { commonFields, defineFields } from './fields';

/** The combinations' labels: columns, form, detail and export. */
export const COMBINATION_FIELDS = defineFields({
  name: { zh: '组合名称', en: 'Name' },
  components: { zh: '组合明细（SKU × 配比）', en: 'Components (SKU × ratio)' },
  sku: { zh: '组合明细 SKU', en: 'Component SKU' },
  componentCount: { zh: 'SKU 种数', en: 'SKUs' },
  totalPcs: { zh: '总 PCS', en: 'Total PCS' },
  ...commonFields('remark', 'createdBy', 'updatedBy', 'createdAt', 'updatedAt', 'deleteReason'),
  product: { zh: '产品 SKU', en: 'Product SKU' },
  productName: { zh: '产品描述', en: 'Description' },
  productStatus: { zh: '审核状态', en: 'Audit status' },
  ratio: { zh: '配比', en: 'Ratio' },
  image: { zh: '图片', en: 'Image' },
});
