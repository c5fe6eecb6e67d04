// Helpers for the inbound orders API tests (not a test file itself).
import type { InboundOrder, RateCardInput } from '@oms/contracts';
import type { App } from '../../app';
import type { IntegrationContext } from '../../core/context';
import { bodyOf, call, type Company } from '../../../test/fixtures';
import { passedCompany } from '../certification/certification.test-support';
import { passedProduct } from '../combinations/combinations.test-support';
import { createProduct } from '../products/products.test-support';
import { keyForTenant, post, type TestKey } from '../integration/integration.test-support';

/** Prices a test can work out by hand: handling 1.20/carton, unloading 280/container, put-away 0.15/piece. */
export const INBOUND_CARD: RateCardInput = {
  fees: [
    { feeType: 'INBOUND_HANDLING', currency: 'USD', tiers: [{ from: 0, price: '1.20' }] },
    { feeType: 'UNLOADING', currency: 'USD', tiers: [{ from: 0, price: '280.00' }] },
    { feeType: 'PUT_AWAY', currency: 'USD', tiers: [{ from: 0, price: '0.15' }] },
  ],
  services: [],
};

/** Signs the warehouse for the company (applied, then signed by the warehouse). */
export const signWarehouse = async (app: App, c: Company, warehouseId: number) => {
  const res = bodyOf<{ signingId: string }>(
    await call(app, c.token, 'signing/apply', { warehouseId: String(warehouseId) }),
  );
  if (res.code !== 0) throw new Error(`apply failed: ${res.message}`);
  await app.services.signing.decide(c.tenantId, Number(res.data.signingId), { approve: true }, 'test');
};

/** Gives the key's warehouse the test card. */
export const priceWarehouse = (app: App, k: TestKey) =>
  app.services.rateCards.replace(
    {
      tenantId: k.tenantId,
      warehouseId: k.warehouseId,
      warehouseCode: k.warehouseCode,
      actor: `${k.warehouseCode}/test`,
    } as IntegrationContext,
    INBOUND_CARD as never,
  );

/**
 * Two certified companies of one tenant, both signed to the key's warehouse (priced with the test
 * card), each with two passed products (40 pieces per carton); `other` is a warehouse nobody signed.
 */
export const inboundWorld = async (app: App) => {
  const a = await passedCompany(app);
  const b = await passedCompany(app);
  const k = await keyForTenant(app, a.tenantId, 'inbound');
  const other = await keyForTenant(app, a.tenantId, 'other');
  await priceWarehouse(app, k);
  for (const c of [a, b]) await signWarehouse(app, c, k.warehouseId);
  const pa = [await passedProduct(app, a), await passedProduct(app, a)];
  const pb = [await passedProduct(app, b), await passedProduct(app, b)];
  return { a, b, k, other, pa, pb };
};
export type InboundWorld = Awaited<ReturnType<typeof inboundWorld>>;

/** An order body that passes every rule: `lines` as [product, boxes]. */
export const orderBody = (
  warehouseId: number,
  lines: [{ id: string }, number][],
  extra: Record<string, unknown> = {},
) => ({
  warehouseId: String(warehouseId),
  inboundType: 'STANDARD',
  headLeg: 'SELF_DELIVERY',
  expectedArrival: '2030-01-15',
  lines: lines.map(([p, boxes]) => ({ productId: p.id, boxes })),
  ...extra,
});

/** Creates through the API; answers the order (throws when refused). */
export const createOrder = async (app: App, token: string, body: object) => {
  const res = bodyOf<InboundOrder>(await call(app, token, 'inbound-orders/create', body));
  if (res.code !== 0) throw new Error(`create refused: ${res.message}`);
  return res.data;
};

/** A product still to be submitted (not passed). */
export const draftProduct = (app: App, c: Company) => createProduct(app, c.token);

/** A warehouse call on an order: `/inbound-orders/:id/<action>`. */
export const act = (app: App, k: TestKey, id: string, action: string, body: unknown = {}) =>
  post(app, k.key, `/inbound-orders/${id}/${action}`, body);
