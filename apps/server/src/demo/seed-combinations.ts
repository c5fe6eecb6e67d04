// The demo company's combinations, made of its passed demo products (seed-products.ts), so the
// combinations pages have something to show. Part of the demo seed's transaction; seeds only while the
// company has no combinations, and skips a combination whose products are missing or not passed.
import { and, eq, inArray } from 'drizzle-orm';
import { combinationTotalPcs } from '@oms/contracts';
import type { Tx } from '../db/client';
import { combinationComponents, combinations, operationRecords, products } from '../schema';

type DemoCombination = { name: string; remark: string | null; lines: [sku: string, ratio: number][] };

export const DEMO_COMBINATIONS: DemoCombination[] = [
  {
    name: '马克杯台灯礼盒',
    remark: '节日礼盒',
    lines: [
      ['GH-MUG-350', 2],
      ['GH-LAMP-01', 1],
    ],
  },
  {
    name: 'BW 音频套装',
    remark: null,
    lines: [
      ['BW-EARBUD-BLK', 1],
      ['BW-SPEAKER-M', 1],
    ],
  },
];

export const seedDemoCombinations = async (
  tx: Tx,
  ids: { tenantId: number; companyId: number; userId: number; accountName: string },
): Promise<number> => {
  const [any] = await tx
    .select({ id: combinations.id })
    .from(combinations)
    .where(eq(combinations.companyId, ids.companyId))
    .limit(1);
  if (any) return 0;
  const skus = DEMO_COMBINATIONS.flatMap((c) => c.lines.map(([sku]) => sku));
  const passed = new Map(
    (
      await tx
        .select({ id: products.id, sku: products.sku })
        .from(products)
        .where(
          and(
            eq(products.companyId, ids.companyId),
            eq(products.status, 'PASSED'),
            inArray(products.sku, skus),
          ),
        )
    ).map((p) => [p.sku, p.id]),
  );
  const owner = { tenantId: ids.tenantId, companyId: ids.companyId };
  let created = 0;
  for (const demo of DEMO_COMBINATIONS) {
    if (!demo.lines.every(([sku]) => passed.has(sku))) continue;
    const [row] = await tx
      .insert(combinations)
      .values({
        ...owner,
        name: demo.name,
        remark: demo.remark,
        totalPcs: combinationTotalPcs(demo.lines.map(([, ratio]) => ({ ratio }))),
        createdBy: ids.accountName,
        updatedBy: ids.accountName,
      })
      .returning({ id: combinations.id });
    await tx.insert(combinationComponents).values(
      demo.lines.map(([sku, ratio], position) => ({
        combinationId: row!.id,
        productId: passed.get(sku)!,
        ratio,
        position,
      })),
    );
    await tx.insert(operationRecords).values({
      ...owner,
      userId: ids.userId,
      actor: ids.accountName,
      entityType: 'combinations',
      entityId: String(row!.id),
      action: 'create',
    });
    created += 1;
  }
  return created;
};
