import { z } from 'zod';
import { pageResult } from './api';
import {
  createdRange,
  deleteWithReasonRequest,
  filterEnum,
  filterText,
  idSchema,
  listRequest,
  withOperations,
  type ListFilters,
} from './list';
import { definePage } from './page';
import { optionalInput, optionalText, requiredString, requiredText } from './validation';

// Stores (/basic/storeManage): the customer's shops on selling platforms, each reached through a
// connector (fetch orders, push tracking, push inventory, check authorization), and the SKU mapping
// from a platform's SKU to the company's product. Calls are POST /api/stores/<action>. Credentials are
// written once, stored encrypted, and never answered back (only a hint of their last characters).

export const STORE_CODE = 'OMS_BASICSTORE';
export const STORE_PAGE = definePage(STORE_CODE, ['view', 'create', 'edit', 'delete', 'import', 'export']);
export const STORE_CODES = STORE_PAGE.codes;

export const STORE_PAGE_KEY = 'stores';
export const STORE_MAPPING_PAGE_KEY = 'store-sku-mappings';
export const STORE_EXPORT_KIND = 'stores';
export const STORE_MAPPING_EXPORT_KIND = 'store-sku-mappings';
export const STORE_MAPPING_IMPORT_KIND = 'store-sku-mappings';

export const STORE_PLATFORMS = [
  'SHOPIFY',
  'AMAZON',
  'EBAY',
  'WALMART',
  'TIKTOK',
  'WOOCOMMERCE',
  'MANUAL',
] as const;
export type StorePlatform = (typeof STORE_PLATFORMS)[number];
/** The platforms with a connector today: a store can only be added on one of these. */
export const CONNECTED_PLATFORMS = ['SHOPIFY', 'MANUAL'] as const satisfies readonly StorePlatform[];
export type ConnectedPlatform = (typeof CONNECTED_PLATFORMS)[number];
export const isConnectedPlatform = (p: string): p is ConnectedPlatform =>
  (CONNECTED_PLATFORMS as readonly string[]).includes(p);

/** Platform names are brands, the same in both languages except the manual (xlsx) store. */
export const STORE_PLATFORM_NAMES: Record<StorePlatform, { zh: string; en: string }> = {
  SHOPIFY: { zh: 'Shopify', en: 'Shopify' },
  AMAZON: { zh: 'Amazon', en: 'Amazon' },
  EBAY: { zh: 'eBay', en: 'eBay' },
  WALMART: { zh: 'Walmart', en: 'Walmart' },
  TIKTOK: { zh: 'TikTok Shop', en: 'TikTok Shop' },
  WOOCOMMERCE: { zh: 'WooCommerce', en: 'WooCommerce' },
  MANUAL: { zh: '手工店铺（Excel 导入订单）', en: 'Manual (orders from Excel)' },
};

/** AUTH_EXPIRED: the platform refused the stored credentials; the store needs new ones. */
export const STORE_STATUSES = ['ENABLED', 'DISABLED', 'AUTH_EXPIRED'] as const;
export type StoreStatus = (typeof STORE_STATUSES)[number];

/** AUTO: the portal pushes available stock to the platform; MANUAL: the customer keeps it there. */
export const INVENTORY_UPDATE_METHODS = ['AUTO', 'MANUAL'] as const;
export type InventoryUpdateMethod = (typeof INVENTORY_UPDATE_METHODS)[number];

export const STORE_LIMITS = {
  name: 50,
  remark: 200,
  shopDomain: 100,
  platformSku: 100,
  /** Mappings one save call may carry. */
  mappingBatch: 500,
} as const;

/** A Shopify shop's permanent domain, e.g. `acme-outdoor.myshopify.com`. */
export const SHOPIFY_DOMAIN_PATTERN = /^[a-z0-9][a-z0-9-]{0,59}\.myshopify\.com$/;
/** A Shopify Admin API access token: `shpat_…` (custom app) and its sibling prefixes. */
export const SHOPIFY_TOKEN_PATTERN = /^shp(at|ca|pa|ss)_[A-Za-z0-9]{20,64}$/;

/**
 * What people paste as a shop: `acme`, `acme.myshopify.com`, `https://acme.myshopify.com/admin`…
 * → `acme.myshopify.com`; anything else comes back as typed (lower case) and fails the pattern.
 */
export const normalizeShopDomain = (value: string) => {
  const text = value
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/[/?#].*$/, '');
  return /^[a-z0-9][a-z0-9-]*$/.test(text) ? `${text}.myshopify.com` : text;
};

/** The Admin API scopes the portal asks of a Shopify store (inventory ones only when it pushes stock). */
export const shopifyScopesFor = (inventoryUpdate: InventoryUpdateMethod) => [
  'read_orders',
  'read_products',
  'write_merchant_managed_fulfillment_orders',
  ...(inventoryUpdate === 'AUTO' ? ['read_locations', 'write_inventory'] : []),
];

export const STORE_SORT_KEYS = ['name', 'platform', 'status', 'createdAt', 'updatedAt'] as const;
export type StoreSortKey = (typeof STORE_SORT_KEYS)[number];

export const storePageRequest = listRequest(STORE_SORT_KEYS).extend({
  name: filterText(STORE_LIMITS.name),
  platform: filterEnum(STORE_PLATFORMS),
  status: filterEnum(STORE_STATUSES),
  inventoryUpdate: filterEnum(INVENTORY_UPDATE_METHODS),
  ...createdRange,
});
export type StorePageRequest = z.infer<typeof storePageRequest>;
export type StoreFilters = ListFilters<StorePageRequest>;

/** The authorization as the page shows it: whom the credentials reach and when they were last tried. */
export const storeAuthorization = z.object({
  /** The shop's own name as the platform answered it. */
  shopName: z.string().nullable(),
  /** The credentials' last characters, e.g. `shpat_…3f9a`; null when the platform needs none. */
  credentialHint: z.string().nullable(),
  authorizedAt: z.string().nullable(),
  checkedAt: z.string().nullable(),
  /** The message key of the last failed check (e.g. `stores.authExpired`), null after a good one. */
  error: z.string().nullable(),
  /** That message's parameters (e.g. `{ scopes }`). */
  errorParams: z.record(z.string(), z.string()).nullable(),
});
export type StoreAuthorization = z.infer<typeof storeAuthorization>;

export const store = z.object({
  id: z.string(),
  name: z.string(),
  platform: z.enum(STORE_PLATFORMS),
  status: z.enum(STORE_STATUSES),
  inventoryUpdate: z.enum(INVENTORY_UPDATE_METHODS),
  shopDomain: z.string().nullable(),
  authorization: storeAuthorization,
  mappingCount: z.number().int(),
  remark: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Store = z.infer<typeof store>;
export const storePage = pageResult(store);
export const storeDetail = withOperations(store);
export type StoreDetail = z.infer<typeof storeDetail>;

export const storeNameSchema = requiredText('stores.nameRequired', STORE_LIMITS.name);

export const shopDomainSchema = z.preprocess(
  (v) => (typeof v === 'string' ? normalizeShopDomain(v) : v),
  z
    .string({ error: 'stores.shopDomainRequired' })
    .min(1, { error: 'stores.shopDomainRequired' })
    .max(STORE_LIMITS.shopDomain, { error: 'validation.tooLong' })
    .regex(SHOPIFY_DOMAIN_PATTERN, { error: 'stores.shopDomainFormat' }),
);
export const accessTokenSchema = requiredString('stores.accessTokenRequired').regex(SHOPIFY_TOKEN_PATTERN, {
  error: 'stores.accessTokenFormat',
});

const fields = {
  name: storeNameSchema,
  inventoryUpdate: z.enum(INVENTORY_UPDATE_METHODS, { error: 'stores.inventoryUpdateRequired' }),
  remark: optionalText(STORE_LIMITS.remark),
};

type Checked = {
  platform: StorePlatform;
  inventoryUpdate: InventoryUpdateMethod;
  shopDomain?: string;
  accessToken?: string;
};

/** A Shopify store names its shop and its token; a manual store has nothing to push stock to. */
export const checkStore = (v: Checked, ctx: z.RefinementCtx, requireToken: boolean) => {
  if (v.platform === 'SHOPIFY') {
    if (!v.shopDomain)
      ctx.addIssue({ code: 'custom', path: ['shopDomain'], message: 'stores.shopDomainRequired' });
    if (requireToken && !v.accessToken)
      ctx.addIssue({ code: 'custom', path: ['accessToken'], message: 'stores.accessTokenRequired' });
  }
  if (v.platform === 'MANUAL' && v.inventoryUpdate === 'AUTO')
    ctx.addIssue({ code: 'custom', path: ['inventoryUpdate'], message: 'stores.manualNoAutoInventory' });
};

export const createStoreRequest = z
  .object({
    ...fields,
    platform: z.enum(CONNECTED_PLATFORMS, { error: 'stores.platformUnavailable' }),
    shopDomain: optionalInput(shopDomainSchema),
    accessToken: optionalInput(accessTokenSchema),
  })
  .superRefine((v, ctx) => checkStore(v, ctx, true));
export type CreateStoreRequest = z.infer<typeof createStoreRequest>;

/**
 * A change: the platform stays; the stored token stays unless a new one is typed. A new shop domain
 * needs a new token (the old one belongs to the old shop); the server checks either before saving.
 */
export const updateStoreRequest = z.object({
  id: idSchema,
  ...fields,
  shopDomain: optionalInput(shopDomainSchema),
  accessToken: optionalInput(accessTokenSchema),
});
export type UpdateStoreRequest = z.infer<typeof updateStoreRequest>;

export const deleteStoresRequest = deleteWithReasonRequest;
export type DeleteStoresRequest = z.infer<typeof deleteStoresRequest>;

/** The answer of "test the connection". */
export const storeCheckResult = z.object({
  ok: z.boolean(),
  /** Translated: what was found, or why it failed. */
  message: z.string(),
  store,
});
export type StoreCheckResult = z.infer<typeof storeCheckResult>;

// SKU mapping: a platform SKU of one store → one product of the company.

export const platformSkuSchema = requiredText('stores.platformSkuRequired', STORE_LIMITS.platformSku);

export const MAPPING_SORT_KEYS = ['platformSku', 'sku', 'updatedAt'] as const;
export const mappingPageRequest = listRequest(MAPPING_SORT_KEYS).extend({
  storeId: idSchema,
  /** Contains, in the platform SKU or our SKU. */
  keyword: filterText(STORE_LIMITS.platformSku),
});
export type MappingPageRequest = z.infer<typeof mappingPageRequest>;

export const skuMapping = z.object({
  id: z.string(),
  storeId: z.string(),
  platformSku: z.string(),
  productId: z.string(),
  sku: z.string(),
  productName: z.string().nullable(),
  updatedAt: z.string(),
});
export type SkuMapping = z.infer<typeof skuMapping>;
export const mappingPage = pageResult(skuMapping);

export const saveMappingRequest = z.object({
  storeId: idSchema,
  /** Present: change this mapping; absent: add one (a platform SKU already mapped is refused). */
  id: idSchema.optional(),
  platformSku: platformSkuSchema,
  productId: idSchema,
});
export type SaveMappingRequest = z.infer<typeof saveMappingRequest>;

export const deleteMappingsRequest = z.object({
  storeId: idSchema,
  ids: z.array(idSchema).min(1, { error: 'list.selectRows' }).max(STORE_LIMITS.mappingBatch),
});
export type DeleteMappingsRequest = z.infer<typeof deleteMappingsRequest>;

/** A listing on the platform (a Shopify variant) and whether it is mapped yet. */
export const platformListing = z.object({
  platformSku: z.string(),
  title: z.string(),
  mappedSku: z.string().nullable(),
});
export type PlatformListing = z.infer<typeof platformListing>;
export const listingsResult = z.object({ listings: z.array(platformListing), withoutSku: z.number().int() });
export type ListingsResult = z.infer<typeof listingsResult>;

export const mappingImportRow = z.object({
  storeName: storeNameSchema,
  platformSku: platformSkuSchema,
  sku: requiredText('stores.skuRequired', STORE_LIMITS.platformSku),
});
export type MappingImportRow = z.infer<typeof mappingImportRow>;
