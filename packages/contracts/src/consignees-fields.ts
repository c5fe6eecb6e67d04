import { commonFields, defineFields } from './fields';

/** The address book's labels: columns, form, export and import template. */
export const CONSIGNEE_FIELDS = defineFields({
  name: { zh: '收件人', en: 'Consignee' },
  company: { zh: '公司', en: 'Company' },
  country: { zh: '国家/地区', en: 'Country/Region' },
  state: { zh: '州/省', en: 'State/Province' },
  city: { zh: '城市', en: 'City' },
  address: { zh: '详细地址', en: 'Address' },
  postalCode: { zh: '邮编', en: 'Postal code' },
  email: { zh: '邮箱', en: 'E-mail' },
  phone: { zh: '电话', en: 'Phone' },
  ...commonFields('createdAt', 'updatedAt', 'deleteReason'),
});
