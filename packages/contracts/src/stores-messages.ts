// Messages of stores and their SKU mapping (basic information). Spread into the one catalogue of
// ./messages. "Independent site" (独立站) is the trade's word for a shop on its own domain (Shopify…).
const TOKEN_FAILED = { zh: '获取独立站token失败', en: 'Failed to obtain the independent site token' };

export const STORE_MESSAGES = {
  'stores.nameRequired': { zh: '请输入店铺名称', en: 'Enter the store name' },
  'stores.duplicateName': {
    zh: '已有同名店铺“{{name}}”',
    en: 'A store named "{{name}}" already exists',
  },
  'stores.platformUnavailable': {
    zh: '该平台暂不支持接入，请选择 Shopify 或手工店铺',
    en: 'This platform cannot be connected yet; choose Shopify or a manual store',
  },
  'stores.inventoryUpdateRequired': {
    zh: '请选择库存更新方式',
    en: 'Choose how the inventory is updated',
  },
  'stores.manualNoAutoInventory': {
    zh: '手工店铺没有可推送库存的平台，只能手动更新库存',
    en: 'A manual store has no platform to push stock to: its inventory is updated by hand',
  },
  'stores.shopDomainRequired': { zh: '请输入店铺域名', en: 'Enter the shop domain' },
  'stores.shopDomainFormat': {
    zh: '店铺域名应为 xxx.myshopify.com',
    en: 'The shop domain looks like xxx.myshopify.com',
  },
  'stores.accessTokenRequired': { zh: '请输入访问令牌', en: 'Enter the access token' },
  'stores.accessTokenFormat': {
    zh: '访问令牌格式不正确（应以 shpat_ 开头）',
    en: 'The access token is not valid (it starts with shpat_)',
  },
  'stores.newDomainNeedsToken': {
    zh: '更换店铺域名时须填写新店铺的访问令牌',
    en: 'A new shop domain needs the access token of that shop',
  },
  'stores.tokenRefused': {
    zh: `${TOKEN_FAILED.zh}：店铺拒绝了该访问令牌，请检查令牌是否正确、应用是否已安装`,
    en: `${TOKEN_FAILED.en}: the shop refused the access token; check the token and that the app is installed`,
  },
  'stores.shopNotFound': {
    zh: `${TOKEN_FAILED.zh}：店铺不存在或已关闭`,
    en: `${TOKEN_FAILED.en}: the shop does not exist or is closed`,
  },
  'stores.shopUnavailable': {
    zh: `${TOKEN_FAILED.zh}：店铺暂时无法访问（已冻结或未付费），请稍后再试`,
    en: `${TOKEN_FAILED.en}: the shop is not available (frozen or unpaid); try again later`,
  },
  'stores.shopUnreachable': {
    zh: `${TOKEN_FAILED.zh}：无法连接店铺，请稍后再试`,
    en: `${TOKEN_FAILED.en}: the shop could not be reached; try again later`,
  },
  'stores.scopesMissing': {
    zh: `${TOKEN_FAILED.zh}：应用缺少权限 {{scopes}}`,
    en: `${TOKEN_FAILED.en}: the app lacks the access scopes {{scopes}}`,
  },
  'stores.authExpired': {
    zh: '店铺授权已过期，请重新填写访问令牌授权',
    en: 'The store authorization has expired; enter a new access token to authorize it again',
  },
  'stores.authRestored': { zh: '店铺授权已恢复', en: 'The store authorization works again' },
  'stores.authOk': {
    zh: '连接成功：{{shop}}',
    en: 'Connected: {{shop}}',
  },
  'stores.manualOk': {
    zh: '手工店铺无需授权，订单通过 Excel 导入',
    en: 'A manual store needs no authorization: its orders come from Excel',
  },
  'stores.notEnabled': {
    zh: '店铺“{{name}}”未启用',
    en: 'The store "{{name}}" is not enabled',
  },
  'stores.reauthorizeFirst': {
    zh: '店铺“{{name}}”授权已过期，请先编辑店铺填写新的访问令牌',
    en: 'The store "{{name}}" needs a new access token first (edit the store)',
  },
  'stores.noListings': {
    zh: '该平台不提供商品列表',
    en: 'This platform has no listings to fetch',
  },
  'stores.quantityFormat': {
    zh: '数量为 1 到 99999 的整数',
    en: 'The quantity is a whole number from 1 to 99999',
  },
  'stores.countryFormat': {
    zh: '国家/地区为两位代码，如 US',
    en: 'The country is a two-letter code such as US',
  },
  'stores.platformSkuRequired': { zh: '请输入平台SKU', en: 'Enter the platform SKU' },
  'stores.skuRequired': { zh: '请输入系统SKU', en: 'Enter our SKU' },
  'stores.skuUnknown': {
    zh: '系统SKU“{{sku}}”不存在',
    en: 'There is no product with SKU "{{sku}}"',
  },
  'stores.productUnknown': {
    zh: '产品不存在，请重新选择',
    en: 'There is no such product; choose another',
  },
  'stores.storeUnknown': {
    zh: '店铺“{{name}}”不存在',
    en: 'There is no store named "{{name}}"',
  },
  'stores.mappingDuplicate': {
    zh: '平台SKU“{{sku}}”已映射',
    en: 'The platform SKU "{{sku}}" is already mapped',
  },
  'stores.mappingRepeated': {
    zh: '平台SKU“{{sku}}”在文件中重复',
    en: 'The platform SKU "{{sku}}" appears more than once in the file',
  },
} as const;
