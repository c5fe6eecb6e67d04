// Helpers for the outbound orders API tests (not a test file itself).
import type { OutboundOrder, RateCardInput } from '@oms/contracts';
import type { App } from '../../app';
import type { IntegrationContext } from '../../core/context';
import { bodyOf, call, type Company } from '../../../test/fixtures';
import { passedCompany } from '../certification/certification.test-support';
import { passedProduct } from '../combinations/combinations.test-support';
import { signWarehouse } from '../inbound-orders/inbound-orders.test-support';
import { fund } from '../finance/finance.test-support';
import { keyForTenant, post, type TestKey } from '../integration/integration.test-support';
import { SERVICE_A, SERVICE_B } from '../rate-cards/rate-cards.test-support';

/**
 * Prices a test can work out by hand: 1.50 an order, 0.80 the first piece and 0.30 each further one,
 * packaging 0.50, insurance 1.50 (4.00 for a parcel declared at 500 or more); parcels by SERVICE_A
 * (ZIPs from 9: 5.00 to 1 kg + 10 % fuel) and SERVICE_B (6.50 to 3 kg).
 */
export const OUTBOUND_CARD: RateCardInput = {
  fees: [
    { feeType: 'OUTBOUND_ORDER', currency: 'USD', tiers: [{ from: 0, price: '1.50' }] },
    {
      feeType: 'OUTBOUND_PIECE',
      currency: 'USD',
      tiers: [
        { from: 1, price: '0.80' },
        { from: 2, price: '0.30' },
      ],
    },
    { feeType: 'PACKAGING', currency: 'USD', tiers: [{ from: 0, price: '0.50' }] },
    {
      feeType: 'INSURANCE',
      currency: 'USD',
      tiers: [
        { from: 0, price: '1.50' },
        { from: 500, price: '4.00' },
      ],
    },
  ],
  services: [SERVICE_A, SERVICE_B],
};

/** Gives the key's warehouse a card (OUTBOUND_CARD unless another is given). */
export const priceWarehouse = (app: App, k: TestKey, card: RateCardInput = OUTBOUND_CARD) =>
  app.services.rateCards.replace(
    {
      tenantId: k.tenantId,
      warehouseId: k.warehouseId,
      warehouseCode: k.warehouseCode,
      actor: `${k.warehouseCode}/test`,
    } as IntegrationContext,
    card as never,
  );

/** Puts `quantity` pieces of each product into the warehouse's available stock. */
export const stock = (
  app: App,
  c: Company,
  warehouseId: number,
  products: { id: string }[],
  quantity: number,
) =>
  app.deps.db.transaction((tx) =>
    app.services.inventory.receive(
      tx,
      { tenantId: c.tenantId, companyId: c.companyId },
      {
        warehouseId,
        documentType: 'ADJUSTMENT',
        documentNo: 'ADJ-TEST',
        actor: 'test',
        lines: products.map((p) => ({ productId: Number(p.id), fromTransit: 0, quantity })),
      },
    ),
  );

/**
 * A certified company signed to the key's warehouse (priced with OUTBOUND_CARD), with two passed
 * products (0.36 kg, 12 × 8.5 × 4 cm) of 10 pieces each there and USD 100.00 on its account; `b` is
 * another company of the tenant, signed too.
 */
export const outboundWorld = async (app: App, { balanceMinor = 10_000 } = {}) => {
  const a = await passedCompany(app);
  const b = await passedCompany(app);
  const k = await keyForTenant(app, a.tenantId, 'outbound');
  await priceWarehouse(app, k);
  for (const c of [a, b]) await signWarehouse(app, c, k.warehouseId);
  const pa = [await passedProduct(app, a), await passedProduct(app, a)];
  await stock(app, a, k.warehouseId, pa, 10);
  if (balanceMinor > 0) await fund(app, a, balanceMinor, 'USD');
  return { a, b, k, pa };
};
export type OutboundWorld = Awaited<ReturnType<typeof outboundWorld>>;

/** A recipient in Los Angeles that passes every address rule. */
export const RECIPIENT = {
  name: 'Jane Doe',
  country: 'US',
  state: 'CA',
  city: 'Los Angeles',
  address: '100 Main St',
  postalCode: '90001',
  phone: '+1 213 373 4253',
};

/** A parcel order body: `lines` as [product, quantity]. */
export const parcelBody = (
  warehouseId: number | null,
  lines: [{ id: string }, number][],
  extra: Record<string, unknown> = {},
) => ({
  type: 'PARCEL',
  ...(warehouseId === null ? {} : { warehouseId: String(warehouseId) }),
  lines: lines.map(([p, quantity]) => ({ kind: 'PRODUCT', id: p.id, quantity })),
  recipient: RECIPIENT,
  ...extra,
});

/** Calls `outbound-orders/<path>`; answers the envelope. */
export const outbound = async <T = OutboundOrder>(app: App, c: Company, path: string, body: object) =>
  bodyOf<T>(await call(app, c.token, `outbound-orders/${path}`, body));

/** Creates through the API; answers the order (throws when refused). */
export const createOutbound = async (app: App, c: Company, body: object) => {
  const res = await outbound(app, c, 'create', body);
  if (res.code !== 0) throw new Error(`create refused: ${res.message}`);
  return res.data;
};

/** A warehouse call on an order: `/outbound-orders/:id/<action>`. */
export const act = (app: App, k: TestKey, id: string, action: string, body: unknown = {}) =>
  post(app, k.key, `/outbound-orders/${id}/${action}`, body);

/** The company's stock of a product as the inventory page shows it (available, reserved, shipped). */
export const stockOf = async (app: App, c: Company, product: { sku: string }) => {
  const res = bodyOf<{ records: { sku: string; available: number; reserved: number; shipped: number }[] }>(
    await call(app, c.token, 'inventory/page', { current: 1, size: 20, sku: product.sku }),
  );
  const row = res.data.records.find((r) => r.sku === product.sku);
  return { available: row?.available ?? 0, reserved: row?.reserved ?? 0, shipped: row?.shipped ?? 0 };
};
