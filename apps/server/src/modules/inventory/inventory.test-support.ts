// Helpers for the inventory tests (not a test file itself): a company with products in a warehouse,
// the kernel called the way a module calls it (inside its own transaction).
import { expect } from 'vitest';
import type { RateCardInput } from '@oms/contracts';
import type { App } from '../../app';
import type { IntegrationContext } from '../../core/context';
import type { Tx } from '../../db/client';
import { company, type Company } from '../../../test/fixtures';
import { keyForTenant, type TestKey } from '../integration/integration.test-support';
import { createProduct } from '../products/products.test-support';
import type { Owner, StockDoc } from './inventory.service';

/** Storage per m³·day: 0.45 USD up to 30 days, 0.60 to 60, 0.90 to 90, 1.50 to 180, 2.50 above. */
export const STORAGE_CARD: RateCardInput = {
  fees: [
    {
      feeType: 'STORAGE',
      currency: 'USD',
      tiers: [
        { from: 0, price: '0.45' },
        { from: 31, price: '0.60' },
        { from: 61, price: '0.90' },
        { from: 91, price: '1.50' },
        { from: 181, price: '2.50' },
      ],
    },
  ],
  services: [],
};

export const ownerOf = (c: Pick<Company, 'tenantId' | 'companyId'>): Owner => ({
  tenantId: c.tenantId,
  companyId: c.companyId,
});

/** Runs one kernel call in its own transaction, as a module's service would. */
export const inTx = <T>(app: App, work: (tx: Tx) => Promise<T>) => app.deps.db.transaction(work);

/**
 * Two companies of one tenant, a warehouse of theirs (priced with STORAGE_CARD), and products: `pa`
 * of company a (12 × 8.5 × 4 cm: 408 cm³ a piece), `pb` of company b.
 */
export const stockWorld = async (app: App, products = 2) => {
  const a = await company(app);
  const b = await company(app);
  const k: TestKey = await keyForTenant(app, a.tenantId, 'stock');
  await app.services.rateCards.replace(
    {
      tenantId: k.tenantId,
      warehouseId: k.warehouseId,
      warehouseCode: k.warehouseCode,
      actor: `${k.warehouseCode}/test`,
    } as IntegrationContext,
    STORAGE_CARD as never,
  );
  const pa: number[] = [];
  for (let i = 0; i < products; i++) pa.push(Number((await createProduct(app, a.token)).id));
  const pb = [Number((await createProduct(app, b.token)).id)];
  return { a, b, k, pa, pb, warehouseId: k.warehouseId };
};
export type StockWorld = Awaited<ReturnType<typeof stockWorld>>;

let docSeq = 0;
/** A test document in the world's warehouse. */
export const docOf = (warehouseId: number, extra: Partial<StockDoc> = {}): StockDoc => ({
  warehouseId,
  documentType: 'ADJUSTMENT',
  documentNo: `T-${++docSeq}`,
  actor: 'test',
  ...extra,
});

/** Puts `quantity` pieces straight into available (a receipt with nothing in transit), dated `at`. */
export const putAway = (
  app: App,
  owner: Owner,
  warehouseId: number,
  productId: number,
  quantity: number,
  at?: Date,
) =>
  inTx(app, (tx) =>
    app.services.inventory.receive(tx, owner, {
      ...docOf(warehouseId, { documentType: 'INBOUND', documentNo: `IB-T-${++docSeq}`, at }),
      lines: [{ productId, fromTransit: 0, quantity }],
    }),
  );

/** Every invariant holds for the whole database. */
export const expectNoMismatches = async (app: App) => {
  expect(await app.services.inventory.mismatches()).toEqual([]);
};
