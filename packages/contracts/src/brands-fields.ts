import { commonFields, defineFields } from './fields';

/** The brand list's labels: its columns, export and form. */
export const BRAND_FIELDS = defineFields({
  name: { zh: '品牌名称', en: 'Brand name' },
  productCount: { zh: '产品数', en: 'Products' },
  ...commonFields('createdBy', 'createdAt', 'updatedAt'),
});
