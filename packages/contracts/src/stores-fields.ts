import { commonFields, COMMON_FIELDS, defineFields, ENABLED_STATUS_LABELS } from './fields';
import type { InventoryUpdateMethod, StoreStatus } from './stores';

/** The store list's labels: columns, form and export (platform names: STORE_PLATFORM_NAMES). */
export const STORE_FIELDS = defineFields({
  name: { zh: '店铺名称', en: 'Store name' },
  platform: { zh: '平台', en: 'Platform' },
  shopDomain: { zh: '店铺域名', en: 'Shop domain' },
  accessToken: { zh: '访问令牌（Admin API access token）', en: 'Admin API access token' },
  status: COMMON_FIELDS.status,
  inventoryUpdate: { zh: '库存更新方式', en: 'Inventory update' },
  authorization: { zh: '授权信息', en: 'Authorization' },
  // A count: the page showed "SKU mapping", the export "SKU mappings"; the export's reads as a number.
  mappingCount: { zh: 'SKU映射数', en: 'SKU mappings' },
  ...commonFields('remark', 'createdAt', 'updatedAt', 'deleteReason'),
});

export const STORE_STATUS_LABELS = defineFields<StoreStatus>({
  ...ENABLED_STATUS_LABELS,
  AUTH_EXPIRED: { zh: '授权过期', en: 'Authorization expired' },
});

/**
 * What a store's authorization says, line by line, in the list's cell and the export's
 * (`storeAuthorizationLines`); `{{…}}` are filled from the store.
 */
export const STORE_AUTHORIZATION_TEXTS = defineFields({
  shop: { zh: '授权店铺：{{name}}', en: 'Shop: {{name}}' },
  token: { zh: '令牌：{{hint}}', en: 'Token: {{hint}}' },
  checkedAt: { zh: '最近检查：{{time}}', en: 'Last checked: {{time}}' },
  none: { zh: '无需授权', en: 'No authorization needed' },
  never: { zh: '未检查', en: 'Not checked yet' },
});

export const INVENTORY_UPDATE_LABELS = defineFields<InventoryUpdateMethod>({
  AUTO: { zh: '自动同步', en: 'Automatic' },
  MANUAL: { zh: '手动更新', en: 'Manual' },
});

/** One store's SKU mapping: its list, export and import template. */
export const STORE_MAPPING_FIELDS = defineFields({
  storeName: STORE_FIELDS.name,
  platformSku: { zh: '平台SKU', en: 'Platform SKU' },
  sku: { zh: '系统SKU', en: 'Our SKU' },
  productName: { zh: '产品名称', en: 'Product name' },
  updatedAt: COMMON_FIELDS.updatedAt,
});
