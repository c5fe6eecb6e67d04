// The demo company's certification (passed) and its signing with LAX (signed), so the modules that
// need both work in a fresh demo. Part of the demo seed's transaction; creates only what is missing.
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { certifications, operationRecords, warehouseSignings, warehouses } from '../schema';

export const DEMO_CERTIFICATION = {
  companyNameCn: '深圳星河跨境贸易有限公司',
  companyNameEn: 'Shenzhen Galaxy Cross-border Trading Co., Ltd.',
  companyCode: 'GALAXY',
  address: '广东省深圳市南山区粤海街道科技南十二路 18 号',
  website: 'https://galaxy-trading.example',
  phone: '+86 755-2688 1234',
  fax: '0755-2688 1235',
  email: 'demo@galaxy-trading.example',
  contact: 'Alice Zhang 张经理',
  organizationCode: '91440300MA5GALAXY1',
} as const;
/** The warehouse the demo company has signed with. */
export const DEMO_SIGNED_WAREHOUSE = 'LAX';
/** Who a warehouse's system is in the demo's records: its integration key's actor, `<code>/<key name>`. */
export const demoWarehouseActor = (code: string) => `${code}/wms`;
/** The signed warehouse's system, which answers most of the demo's documents. */
export const DEMO_WAREHOUSE_ACTOR = demoWarehouseActor(DEMO_SIGNED_WAREHOUSE);

const DAY_MS = 86_400_000;

export const seedDemoCertification = async (
  tx: Tx,
  ids: { tenantId: number; companyId: number; userId: number; accountName: string },
): Promise<number> => {
  let created = 0;
  const now = Date.now();
  const submittedAt = new Date(now - 30 * DAY_MS);
  const decidedAt = new Date(now - 29 * DAY_MS);
  const scope = { tenantId: ids.tenantId, companyId: ids.companyId };
  const [lax] = await tx
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(and(eq(warehouses.tenantId, ids.tenantId), eq(warehouses.code, DEMO_SIGNED_WAREHOUSE)));
  const record = (entityType: string, entityId: number, rows: [string, string, string, string, Date][]) =>
    tx.insert(operationRecords).values(
      rows.map(([actor, action, fromState, toState, createdAt]) => ({
        ...scope,
        userId: actor === ids.accountName ? ids.userId : null,
        // The warehouse's answers name it (customers see its name).
        warehouseId: actor === DEMO_SIGNED_WAREHOUSE ? (lax?.id ?? null) : null,
        actor,
        entityType,
        entityId: String(entityId),
        action,
        fromState,
        toState,
        createdAt,
      })),
    );

  const [cert] = await tx
    .insert(certifications)
    .values({
      ...scope,
      ...DEMO_CERTIFICATION,
      status: 'PASSED',
      submittedAt,
      decidedAt,
      decidedBy: DEMO_SIGNED_WAREHOUSE,
    })
    .onConflictDoNothing()
    .returning({ id: certifications.id });
  if (cert) {
    created += 1;
    await record('certifications', cert.id, [
      [ids.accountName, 'submit', 'TO_BE_SUBMITTED', 'UNDER_REVIEW', submittedAt],
      [DEMO_SIGNED_WAREHOUSE, 'approve', 'UNDER_REVIEW', 'PASSED', decidedAt],
    ]);
  }

  if (!lax) return created;
  const appliedAt = new Date(now - 28 * DAY_MS);
  const signedAt = new Date(now - 27 * DAY_MS);
  const [signing] = await tx
    .insert(warehouseSignings)
    .values({
      ...scope,
      warehouseId: lax.id,
      status: 'SIGNED',
      appliedAt,
      decidedAt: signedAt,
      decidedBy: DEMO_SIGNED_WAREHOUSE,
    })
    .onConflictDoNothing()
    .returning({ id: warehouseSignings.id });
  if (signing) {
    created += 1;
    await record('warehouse-signings', signing.id, [
      [ids.accountName, 'apply', 'UNSIGNED', 'PENDING_REVIEW', appliedAt],
      [DEMO_SIGNED_WAREHOUSE, 'approve', 'PENDING_REVIEW', 'SIGNED', signedAt],
    ]);
  }
  return created;
};
