// The demo company's manual store with a small SKU mapping to its demo products, so the stores page
// and its mapping have something to show without a real platform. (A Shopify store needs a shop to
// talk to; the demo has none.) Part of the demo seed's transaction; seeds only while the company has
// no store, and maps only products that exist.
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { operationRecords, products, storeSkuMappings, stores } from '../schema';

export const DEMO_STORE = {
  name: '展会与线下渠道',
  remark: '订单由 Excel 导入',
  mappings: [
    ['FAIR-MUG-WHITE', 'GH-MUG-350'],
    ['FAIR-EARBUDS', 'BW-EARBUD-BLK'],
    ['FAIR-SPEAKER', 'BW-SPEAKER-M'],
  ] as [platformSku: string, sku: string][],
};

export const seedDemoStores = async (
  tx: Tx,
  ids: { tenantId: number; companyId: number; userId: number; accountName: string },
): Promise<number> => {
  const [any] = await tx
    .select({ id: stores.id })
    .from(stores)
    .where(eq(stores.companyId, ids.companyId))
    .limit(1);
  if (any) return 0;
  const [store] = await tx
    .insert(stores)
    .values({
      tenantId: ids.tenantId,
      companyId: ids.companyId,
      name: DEMO_STORE.name,
      platform: 'MANUAL',
      inventoryUpdate: 'MANUAL',
      remark: DEMO_STORE.remark,
      status: 'ENABLED',
    })
    .returning({ id: stores.id });
  const skus = DEMO_STORE.mappings.map(([, sku]) => sku);
  const bySku = new Map(
    (
      await tx
        .select({ id: products.id, sku: products.sku })
        .from(products)
        .where(and(eq(products.companyId, ids.companyId), inArray(products.sku, skus)))
    ).map((p) => [p.sku, p.id]),
  );
  const mappings = DEMO_STORE.mappings.flatMap(([platformSku, sku]) => {
    const productId = bySku.get(sku);
    return productId ? [{ companyId: ids.companyId, storeId: store!.id, platformSku, productId }] : [];
  });
  if (mappings.length > 0) await tx.insert(storeSkuMappings).values(mappings);
  await tx.insert(operationRecords).values({
    tenantId: ids.tenantId,
    companyId: ids.companyId,
    userId: ids.userId,
    actor: ids.accountName,
    entityType: 'store',
    entityId: String(store!.id),
    action: 'create',
    toState: 'ENABLED',
  });
  return 1;
};
