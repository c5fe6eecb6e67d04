import type { DbOrTx } from '../../db/client';
import { operationRecordsRepository as repo } from './operation-records.repository';

/** One state change of a document (PRODUCT.md §3): who, when, from which state to which, and why. */
export type OperationRecordInput = {
  tenantId: number;
  /** The customer company owning the document; null for operator-wide records. */
  companyId?: number | null;
  /** The customer user who acted; null when the warehouse or the system acted. */
  userId?: number | null;
  /** Who acted, as shown on the timeline: an account name, a warehouse code, or `system`. */
  actor: string;
  /** The document's domain, e.g. `outbound-orders`. */
  entityType: string;
  entityId: string | number;
  /** The action, e.g. `submit`, `ship`, `cancel`. */
  action: string;
  fromState?: string | null;
  toState?: string | null;
  note?: string | null;
};

export type OperationRecord = {
  id: string;
  actor: string;
  action: string;
  fromState: string | null;
  toState: string | null;
  note: string | null;
  createdAt: string;
};

const listFor = async (
  db: DbOrTx,
  where: { tenantId: number; companyId: number; entityType: string; entityId: string | number },
): Promise<OperationRecord[]> => {
  const rows = await repo.listFor(db, { ...where, entityId: String(where.entityId) });
  return rows.map((r) => ({
    id: String(r.id),
    actor: r.actor,
    action: r.action,
    fromState: r.fromState,
    toState: r.toState,
    note: r.note,
    createdAt: r.createdAt.toISOString(),
  }));
};

/**
 * Every module writes its state changes here, inside the transaction that makes the change, so a
 * record exists exactly when the change does.
 */
export const createOperationRecordsService = () => ({
  async record(tx: DbOrTx, input: OperationRecordInput): Promise<number> {
    const [row] = await repo.insert(tx, {
      tenantId: input.tenantId,
      companyId: input.companyId ?? null,
      userId: input.userId ?? null,
      actor: input.actor,
      entityType: input.entityType,
      entityId: String(input.entityId),
      action: input.action,
      fromState: input.fromState ?? null,
      toState: input.toState ?? null,
      note: input.note?.slice(0, 2000) ?? null,
    });
    return row!.id;
  },

  /** Many records in one statement (bulk imports); same rules as `record`. */
  async recordMany(tx: DbOrTx, inputs: OperationRecordInput[]): Promise<void> {
    if (inputs.length === 0) return;
    await repo.insertMany(
      tx,
      inputs.map((input) => ({
        tenantId: input.tenantId,
        companyId: input.companyId ?? null,
        userId: input.userId ?? null,
        actor: input.actor,
        entityType: input.entityType,
        entityId: String(input.entityId),
        action: input.action,
        fromState: input.fromState ?? null,
        toState: input.toState ?? null,
        note: input.note?.slice(0, 2000) ?? null,
      })),
    );
  },

  /** The timeline of one document of one company, oldest first. */
  listFor,

  /** The record of one entity of the caller's company (a detail page's timeline). */
  recordOf: (
    db: DbOrTx,
    owner: { tenantId: number; companyId: number },
    entityType: string,
    entityId: string | number,
  ): Promise<OperationRecord[]> =>
    listFor(db, { tenantId: owner.tenantId, companyId: owner.companyId, entityType, entityId }),
});
export type OperationRecordsService = ReturnType<typeof createOperationRecordsService>;
