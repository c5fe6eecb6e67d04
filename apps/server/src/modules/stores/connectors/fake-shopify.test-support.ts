import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in for Shopify's Admin REST API, for tests (server and browser): shops reached as
// http://127.0.0.1:<port>/<shop domain>/admin/…, each with its access token, granted scopes, products,
// orders, one location, inventory levels and fulfillments. It answers the way Shopify does where the
// connector depends on it: 401 for a wrong token, 403 for a missing scope, 404 for an unknown shop,
// 429 with Retry-After, and page links in the Link header.

export type FakeVariant = { id: number; sku: string; title: string; inventory_item_id: number };
export type FakeOrder = {
  id: number;
  name: string;
  created_at: string;
  updated_at: string;
  email: string;
  financial_status: string;
  fulfillment_status: string | null;
  currency: string;
  total_price: string;
  shipping_address: Record<string, string | null>;
  line_items: { id: number; sku: string; title: string; quantity: number }[];
};
export type FakeShop = {
  domain: string;
  name: string;
  token: string;
  scopes: string[];
  products: { id: number; title: string; variants: FakeVariant[] }[];
  orders: FakeOrder[];
  locationId: number;
  /** inventory_item_id → available */
  levels: Map<number, number>;
  fulfillments: { orderId: number; number: string; company: string }[];
  /** Answers the next calls with these statuses first (e.g. 429). */
  failures: number[];
  calls: string[];
};

export const FAKE_SHOPIFY_SCOPES = [
  'read_orders',
  'read_products',
  'write_merchant_managed_fulfillment_orders',
  'read_locations',
  'write_inventory',
];

let nextId = 1000;
const newId = () => (nextId += 1);

const PAGE_MAX = 250;

export type FakeShopify = {
  /** Where it listens; `POST <origin>/_control/…` changes it from another process. */
  origin: string;
  /** The SHOPIFY_BASE_URL that reaches it. */
  baseUrl: string;
  addShop: (shop: Partial<FakeShop> & { domain: string; token: string }) => FakeShop;
  shop: (domain: string) => FakeShop;
  addProduct: (domain: string, title: string, skus: string[]) => void;
  addOrders: (domain: string, count: number, skus: string[]) => void;
  close: () => Promise<void>;
};

const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};

const readBody = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return chunks.length ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>) : {};
};

export const startFakeShopify = async (): Promise<FakeShopify> => {
  const shops = new Map<string, FakeShop>();
  let origin = '';

  /** One page of `items`, with Shopify's cursor-style Link header when more remain. */
  const paged = <T>(res: ServerResponse, url: URL, key: string, items: T[]) => {
    const limit = Math.min(PAGE_MAX, Number(url.searchParams.get('limit') ?? 50));
    const offset = Number(Buffer.from(url.searchParams.get('page_info') ?? '', 'base64url').toString() || 0);
    const slice = items.slice(offset, offset + limit);
    const headers: Record<string, string> = {};
    if (offset + limit < items.length) {
      const next = new URL(url);
      next.search = '';
      next.searchParams.set('limit', String(limit));
      next.searchParams.set('page_info', Buffer.from(String(offset + limit)).toString('base64url'));
      headers.Link = `<${origin}${next.pathname}${next.search}>; rel="next"`;
    }
    send(res, 200, { [key]: slice }, headers);
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (url.pathname.startsWith('/_control/'))
      return control(req, res, url.pathname.slice('/_control/'.length));
    const [, domain, ...rest] = url.pathname.split('/');
    const path = `/${rest.join('/')}`;
    const shop = shops.get(domain ?? '');
    if (!shop) return send(res, 404, { errors: 'Not Found' });
    shop.calls.push(`${req.method} ${path}`);
    const failure = shop.failures.shift();
    if (failure === 429)
      return send(res, 429, { errors: 'Exceeded 2 calls per second' }, { 'Retry-After': '0.05' });
    if (failure) return send(res, failure, { errors: 'failure' });
    if (req.headers['x-shopify-access-token'] !== shop.token)
      return send(res, 401, {
        errors: '[API] Invalid API key or access token (unrecognized login or wrong password)',
      });
    const need = (scope: string) => {
      const ok = shop.scopes.includes(scope) || shop.scopes.includes(scope.replace(/^read_/, 'write_'));
      if (!ok) send(res, 403, { errors: `This action requires merchant approval for ${scope} scope.` });
      return ok;
    };

    if (path === '/admin/oauth/access_scopes.json')
      return send(res, 200, { access_scopes: shop.scopes.map((handle) => ({ handle })) });
    const api = /^\/admin\/api\/[0-9]{4}-[0-9]{2}\/(.+)$/.exec(path)?.[1];
    if (!api) return send(res, 404, { errors: 'Not Found' });

    if (req.method === 'GET' && api === 'shop.json')
      return send(res, 200, { shop: { id: 1, name: shop.name, myshopify_domain: shop.domain } });
    if (req.method === 'GET' && api === 'products.json')
      return need('read_products') && paged(res, url, 'products', shop.products);
    if (req.method === 'GET' && api === 'locations.json')
      return need('read_locations') && send(res, 200, { locations: [{ id: shop.locationId, active: true }] });
    if (req.method === 'GET' && api === 'orders.json') {
      if (!need('read_orders')) return;
      const min = url.searchParams.get('updated_at_min');
      return paged(
        res,
        url,
        'orders',
        shop.orders.filter((o) => !min || o.updated_at >= min),
      );
    }
    const fo = /^orders\/(\d+)\/fulfillment_orders\.json$/.exec(api);
    if (req.method === 'GET' && fo) {
      if (!need('write_merchant_managed_fulfillment_orders')) return;
      const order = shop.orders.find((o) => o.id === Number(fo[1]));
      if (!order) return send(res, 404, { errors: 'Not Found' });
      const status = order.fulfillment_status === 'fulfilled' ? 'closed' : 'open';
      return send(res, 200, { fulfillment_orders: [{ id: order.id * 10, order_id: order.id, status }] });
    }
    if (req.method === 'POST' && api === 'fulfillments.json') {
      if (!need('write_merchant_managed_fulfillment_orders')) return;
      const body = (await readBody(req)) as {
        fulfillment?: {
          line_items_by_fulfillment_order?: { fulfillment_order_id: number }[];
          tracking_info?: { number: string; company: string };
        };
      };
      const foId = body.fulfillment?.line_items_by_fulfillment_order?.[0]?.fulfillment_order_id ?? 0;
      const order = shop.orders.find((o) => o.id * 10 === foId);
      if (!order || !body.fulfillment?.tracking_info) return send(res, 422, { errors: 'Invalid' });
      order.fulfillment_status = 'fulfilled';
      shop.fulfillments.push({ orderId: order.id, ...body.fulfillment.tracking_info });
      return send(res, 201, { fulfillment: { id: newId(), order_id: order.id, status: 'success' } });
    }
    if (req.method === 'POST' && api === 'inventory_levels/set.json') {
      if (!need('write_inventory')) return;
      const body = await readBody(req);
      if (body.location_id !== shop.locationId) return send(res, 422, { errors: 'Unknown location' });
      shop.levels.set(Number(body.inventory_item_id), Number(body.available));
      return send(res, 200, { inventory_level: body });
    }
    return send(res, 404, { errors: 'Not Found' });
  };

  /**
   * For tests in another process (the browser tests): `shops` adds a shop with its products
   * ({ domain, token, name?, products?: { title, skus }[] }); `token` replaces a shop's token
   * ({ domain, token }), as when the merchant reinstalls the app.
   */
  const control = async (req: IncomingMessage, res: ServerResponse, action: string) => {
    const body = (await readBody(req)) as {
      domain: string;
      token: string;
      name?: string;
      products?: { title: string; skus: string[] }[];
    };
    if (action === 'shops') {
      api.addShop({ domain: body.domain, token: body.token, ...(body.name ? { name: body.name } : {}) });
      for (const p of body.products ?? []) api.addProduct(body.domain, p.title, p.skus);
      return send(res, 201, { ok: true });
    }
    if (action === 'token' && shops.has(body.domain)) {
      shops.get(body.domain)!.token = body.token;
      return send(res, 200, { ok: true });
    }
    return send(res, 404, { errors: 'Not Found' });
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => send(res, 500, { errors: 'Internal Server Error' }));
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const shopOf = (domain: string) => {
    const shop = shops.get(domain);
    if (!shop) throw new Error(`no fake shop ${domain}`);
    return shop;
  };

  const api: FakeShopify = {
    origin,
    baseUrl: `${origin}/{shop}`,
    addShop: (init) => {
      const shop: FakeShop = {
        name: init.domain.replace('.myshopify.com', ''),
        scopes: FAKE_SHOPIFY_SCOPES,
        products: [],
        orders: [],
        locationId: newId(),
        levels: new Map(),
        fulfillments: [],
        failures: [],
        calls: [],
        ...init,
      };
      shops.set(shop.domain, shop);
      return shop;
    },
    shop: shopOf,
    addProduct: (domain, title, skus) => {
      shopOf(domain).products.push({
        id: newId(),
        title,
        variants: skus.map((sku) => ({ id: newId(), sku, title: sku, inventory_item_id: newId() })),
      });
    },
    addOrders: (domain, count, skus) => {
      const shop = shopOf(domain);
      for (let i = 0; i < count; i += 1) {
        const at = new Date(Date.UTC(2026, 10, 1, 0, i)).toISOString();
        const id = newId();
        shop.orders.push({
          id,
          name: `#${1001 + shop.orders.length}`,
          created_at: at,
          updated_at: at,
          email: `buyer${i}@example.com`,
          financial_status: 'paid',
          fulfillment_status: null,
          currency: 'USD',
          total_price: '19.90',
          shipping_address: {
            first_name: 'Jane',
            last_name: `Roe ${i}`,
            company: null,
            country_code: 'US',
            province_code: 'CA',
            city: 'Los Angeles',
            address1: '100 Main St',
            address2: null,
            zip: '90001',
            phone: '+1 213 555 0100',
          },
          line_items: skus.map((sku, n) => ({ id: id * 10 + n, sku, title: sku, quantity: n + 1 })),
        });
      }
    },
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
  return api;
};
