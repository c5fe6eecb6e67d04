// Helpers for the over-receipts API tests and the access fixture (not a test file itself).
import type { InboundDetail, OverReceipt, PageResult, RateCardInput } from '@oms/contracts';
import type { App } from '../../app';
import type { IntegrationContext } from '../../core/context';
import { bodyOf, call, uniqueName, type Company } from '../../../test/fixtures';
import { fullProfile, upload } from '../certification/certification.test-support';
import { passedProduct } from '../combinations/combinations.test-support';
import {
  act,
  createOrder,
  INBOUND_CARD,
  orderBody,
  signWarehouse,
} from '../inbound-orders/inbound-orders.test-support';
import { keyForTenant, type TestKey } from '../integration/integration.test-support';

/** The inbound test card with the over-receipt fee: 2.00 USD per piece. */
export const OVER_RECEIPT_CARD: RateCardInput = {
  ...INBOUND_CARD,
  fees: [
    ...INBOUND_CARD.fees,
    { feeType: 'OVER_RECEIPT', currency: 'USD', tiers: [{ from: 0, price: '2.00' }] },
  ],
};

/** Certifies the company unless it already is (its submission refused). */
const certify = async (app: App, c: Company) => {
  const license = await upload(app, c.token);
  const res = bodyOf<{ id: string }>(
    await call(app, c.token, 'certification/submit', fullProfile(license.id)),
  );
  if (res.code === 0)
    await app.services.certification.decide(c.tenantId, Number(res.data.id), { approve: true }, 'LAX');
};

/** A warehouse of the company's tenant with its key, priced with OVER_RECEIPT_CARD and signed by the company. */
export const overReceiptWarehouse = async (app: App, c: Company): Promise<TestKey> => {
  await certify(app, c);
  const k = await keyForTenant(app, c.tenantId, uniqueName('or'));
  await app.services.rateCards.replace(
    {
      tenantId: k.tenantId,
      warehouseId: k.warehouseId,
      warehouseCode: k.warehouseCode,
      actor: 'test',
    } as IntegrationContext,
    OVER_RECEIPT_CARD as never,
  );
  await signWarehouse(app, c, k.warehouseId);
  return k;
};

const ok = async (res: { statusCode: number; body: string }, what: string) => {
  if (res.statusCode !== 200) throw new Error(`${what}: ${res.body}`);
};

/**
 * A self-delivered order of one passed product (2 cartons of 40 = 80 pieces) received as
 * `received` pieces through the warehouse API: receiving more than 80 records an over-receipt.
 * Answers the order and its over-receipts.
 */
export const overReceivedOrder = async (app: App, c: Company, k: TestKey, received = 95) => {
  const product = await passedProduct(app, c);
  const order = await createOrder(app, c.token, orderBody(k.warehouseId, [[product, 2]], { submit: true }));
  await ok(await act(app, k, order.id, 'approve'), 'approve');
  await ok(await act(app, k, order.id, 'arrive'), 'arrive');
  const detail = bodyOf<InboundDetail>(
    await call(app, c.token, 'inbound-orders/detail', { id: order.id }),
  ).data;
  const lines = detail.lines.map((l) => ({ lineId: l.id, receivedQuantity: received, receivedBoxes: 2 }));
  await ok(await act(app, k, order.id, 'receive', { lines }), 'receive');
  await ok(await act(app, k, order.id, 'finish-receiving'), 'finish-receiving');
  const page = bodyOf<PageResult<OverReceipt>>(
    await call(app, c.token, 'over-receipts/page', { inboundOrderNo: order.orderNo }),
  ).data;
  return { order, product, overReceipts: page.records };
};
