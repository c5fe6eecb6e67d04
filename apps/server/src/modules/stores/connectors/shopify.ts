import { shopifyScopesFor } from '@oms/contracts';
import {
  ConnectorError,
  type InventoryPush,
  type Listing,
  type PlatformOrder,
  type StoreAccess,
  type StoreConnector,
  type TrackingPush,
} from './connector';

// The Shopify connector: the Admin REST API with a shop's Admin API access token (header
// X-Shopify-Access-Token). Pages follow the `Link: <…page_info…>; rel="next"` header; 429 answers are
// retried after their Retry-After. A 401 means the token no longer works: the store's authorization
// has expired. Tests run it against a local fake shop (fake-shopify.ts).

export const SHOPIFY_API_VERSION = '2025-01';
const TIMEOUT_MS = 15_000;
const MAX_RETRIES = 3;
const MAX_WAIT_MS = 10_000;
const PAGE_LIMIT = 250;

type ShopifyAddress = {
  name?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  company?: string | null;
  country_code?: string | null;
  province_code?: string | null;
  province?: string | null;
  city?: string | null;
  address1?: string | null;
  address2?: string | null;
  zip?: string | null;
  phone?: string | null;
};
type ShopifyOrder = {
  id: number;
  name: string;
  created_at: string;
  updated_at: string;
  financial_status?: string | null;
  fulfillment_status?: string | null;
  currency?: string | null;
  total_price?: string | null;
  email?: string | null;
  shipping_address?: ShopifyAddress | null;
  line_items: { id: number; sku?: string | null; title: string; quantity: number }[];
};
type ShopifyVariant = { id: number; sku?: string | null; title: string; inventory_item_id: number };
type ShopifyProduct = { id: number; title: string; variants: ShopifyVariant[] };

const nextPageOf = (link: string | null) => {
  const match = link?.split(',').find((part) => /rel="?next"?/.test(part));
  return match ? /<([^>]+)>/.exec(match)?.[1] : undefined;
};

/** `…/admin/api/2025-01/orders/5/fulfillment_orders.json?x` → `orders`: what a 403 refused. */
const resourceOf = (url: string) => /\/admin\/(?:api\/[^/]+\/)?([a-z_]+)/.exec(url)?.[1] ?? url;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const toOrder = (o: ShopifyOrder): PlatformOrder => {
  const a = o.shipping_address;
  return {
    platformOrderId: String(o.id),
    orderNumber: o.name,
    createdAt: o.created_at,
    updatedAt: o.updated_at,
    financialStatus: o.financial_status ?? null,
    fulfillmentStatus: o.fulfillment_status ?? null,
    currency: o.currency ?? null,
    totalPrice: o.total_price ?? null,
    buyerEmail: o.email ?? null,
    shippingAddress: a
      ? {
          name: a.name ?? [a.first_name, a.last_name].filter(Boolean).join(' '),
          company: a.company ?? null,
          country: a.country_code ?? null,
          state: a.province_code ?? a.province ?? null,
          city: a.city ?? null,
          address1: a.address1 ?? null,
          address2: a.address2 ?? null,
          postalCode: a.zip ?? null,
          phone: a.phone ?? null,
        }
      : null,
    lines: o.line_items.map((l) => ({
      lineId: String(l.id),
      platformSku: l.sku || null,
      title: l.title,
      quantity: l.quantity,
    })),
  };
};

export const createShopifyConnector = ({ baseUrl }: { baseUrl: string }): StoreConnector => {
  const shopRoot = (access: StoreAccess) => {
    if (!access.shopDomain || !access.accessToken) throw new ConnectorError('stores.authExpired', {}, true);
    return baseUrl.replace('{shop}', access.shopDomain);
  };

  /** One call; `path` is under /admin/api/<version>/ unless it starts with /admin/. */
  const call = async <T>(
    access: StoreAccess,
    path: string,
    init: { method?: string; body?: unknown } = {},
  ): Promise<{ data: T; next?: string }> => {
    const root = shopRoot(access);
    const url = path.startsWith('http')
      ? path
      : `${root}${path.startsWith('/admin/') ? path : `/admin/api/${SHOPIFY_API_VERSION}/${path}`}`;
    // A next-page link may only lead back to the same shop.
    if (!url.startsWith(`${root}/`)) throw new ConnectorError('stores.shopUnreachable');
    for (let attempt = 0; ; attempt += 1) {
      let res: Response;
      try {
        res = await fetch(url, {
          method: init.method ?? 'GET',
          headers: {
            'X-Shopify-Access-Token': access.accessToken!,
            Accept: 'application/json',
            ...(init.body ? { 'Content-Type': 'application/json' } : {}),
          },
          body: init.body ? JSON.stringify(init.body) : undefined,
          redirect: 'error',
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch {
        throw new ConnectorError('stores.shopUnreachable');
      }
      if (res.ok) return { data: (await res.json()) as T, next: nextPageOf(res.headers.get('link')) };
      await res.body?.cancel();
      if ((res.status === 429 || res.status >= 500) && attempt < MAX_RETRIES) {
        const after = Number(res.headers.get('retry-after'));
        await sleep(
          Math.min(MAX_WAIT_MS, Number.isFinite(after) && after > 0 ? after * 1000 : 500 * 2 ** attempt),
        );
        continue;
      }
      if (res.status === 401) throw new ConnectorError('stores.authExpired', {}, true);
      if (res.status === 403) throw new ConnectorError('stores.scopesMissing', { scopes: resourceOf(url) });
      if (res.status === 404) throw new ConnectorError('stores.shopNotFound');
      if (res.status === 402 || res.status === 423) throw new ConnectorError('stores.shopUnavailable');
      throw new ConnectorError('stores.shopUnreachable');
    }
  };

  /** Every page of a list call. */
  const all = async <T>(access: StoreAccess, path: string, key: string): Promise<T[]> => {
    const items: T[] = [];
    let next: string | undefined = path;
    while (next) {
      const page: { data: Record<string, T[]>; next?: string } = await call(access, next);
      items.push(...(page.data[key] ?? []));
      next = page.next;
    }
    return items;
  };

  const variants = async (access: StoreAccess) =>
    (
      await all<ShopifyProduct>(
        access,
        `products.json?limit=${PAGE_LIMIT}&fields=id,title,variants`,
        'products',
      )
    ).flatMap((p) => p.variants.map((v) => ({ ...v, productTitle: p.title })));

  return {
    platform: 'SHOPIFY',

    async checkAuthorization(access) {
      const { data: shop } = await call<{ shop: { name: string } }>(access, 'shop.json');
      const { data: granted } = await call<{ access_scopes: { handle: string }[] }>(
        access,
        '/admin/oauth/access_scopes.json',
      );
      const scopes = granted.access_scopes.map((s) => s.handle);
      // A write scope includes its read scope.
      const has = (scope: string) =>
        scopes.includes(scope) || scopes.includes(scope.replace(/^read_/, 'write_'));
      const missing = shopifyScopesFor(access.inventoryUpdate).filter((s) => !has(s));
      if (missing.length > 0)
        throw new ConnectorError('stores.scopesMissing', { scopes: missing.join(', ') });
      return { shopName: shop.shop.name, scopes };
    },

    async fetchOrders(access, since) {
      const query = `orders.json?status=any&limit=${PAGE_LIMIT}&updated_at_min=${encodeURIComponent(since.toISOString())}`;
      return (await all<ShopifyOrder>(access, query, 'orders')).map(toOrder);
    },

    async pushTracking(access, push: TrackingPush) {
      const { data } = await call<{ fulfillment_orders: { id: number; status: string }[] }>(
        access,
        `orders/${encodeURIComponent(push.platformOrderId)}/fulfillment_orders.json`,
      );
      const open = data.fulfillment_orders.filter((f) => f.status === 'open' || f.status === 'in_progress');
      if (open.length === 0) return;
      await call(access, 'fulfillments.json', {
        method: 'POST',
        body: {
          fulfillment: {
            line_items_by_fulfillment_order: open.map((f) => ({ fulfillment_order_id: f.id })),
            tracking_info: { company: push.carrier, number: push.trackingNumber, url: push.trackingUrl },
            notify_customer: true,
          },
        },
      });
    },

    async pushInventory(access, levels: InventoryPush[]) {
      const { data } = await call<{ locations: { id: number; active: boolean }[] }>(access, 'locations.json');
      const location = data.locations.find((l) => l.active);
      if (!location) throw new ConnectorError('stores.shopUnavailable');
      const bySku = new Map((await variants(access)).filter((v) => v.sku).map((v) => [v.sku!, v]));
      const unknownSkus: string[] = [];
      for (const level of levels) {
        const variant = bySku.get(level.platformSku);
        if (!variant) {
          unknownSkus.push(level.platformSku);
          continue;
        }
        await call(access, 'inventory_levels/set.json', {
          method: 'POST',
          body: {
            location_id: location.id,
            inventory_item_id: variant.inventory_item_id,
            available: level.available,
          },
        });
      }
      return { unknownSkus };
    },

    async listings(access): Promise<Listing[]> {
      return (await variants(access)).map((v) => ({
        platformSku: v.sku || null,
        title: v.title && v.title !== 'Default Title' ? `${v.productTitle} / ${v.title}` : v.productTitle,
      }));
    },
  };
};
