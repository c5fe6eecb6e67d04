import type { SQL } from 'drizzle-orm';
import type { StateMachine } from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
import type { OperationRecordsService } from '../operation-records/operation-records.service';

/** A document row as its moves need it: which one, and whose. */
export type DocumentRef = { id: number; tenantId: number; companyId: number };

/** Who moves a document: the record's actor, its user, and the warehouse when it acted through its key. */
export type Mover = { actor: string; userId?: number | null; warehouseId?: number | null };

/** What a document's repository gives its moves (`...statesOf(table)` and `scope`). */
export type MovesRepository<S extends string> = {
  scope: (owner: { tenantId: number; companyId: number }) => SQL | undefined;
  move: (
    db: DbOrTx,
    scope: SQL | undefined,
    id: number,
    from: readonly S[],
    to: S,
    set?: Record<string, unknown>,
  ) => Promise<S | undefined>;
  current: (db: DbOrTx, scope: SQL | undefined, id: number) => Promise<S | undefined>;
};

/**
 * The document kernel's state change: a move of one document of a company along its contracts
 * machine, in one conditional update with its operation record (operation-records' `transition`),
 * in the caller's transaction. 404 when the company has no such document; when its state does not
 * allow the action, the document's own 409 (`refused`, which names the document).
 */
export const createDocumentMoves = <S extends string, A extends string, R extends DocumentRef>(
  operationRecords: OperationRecordsService,
  spec: {
    /** The document's machine and its timeline's entity type (its descriptor, `defineDocument`). */
    document: { machine: StateMachine<S, A>; entity: string };
    repository: MovesRepository<S>;
    refused: (row: R, action: A) => Error;
  },
) => {
  /**
   * Moves the document by `action` (to `to` for an action whose target the document decides), writing
   * `set` with it and recording `note`; answers the states it moved between.
   */
  return (
    tx: DbOrTx,
    row: R,
    action: A,
    who: Mover,
    set: Record<string, unknown> = {},
    note: string | null = null,
    to?: S,
  ) => {
    const scope = spec.repository.scope({ tenantId: row.tenantId, companyId: row.companyId });
    return operationRecords.transition(tx, {
      machine: spec.document.machine,
      action,
      by: spec.document.machine.transitions[action].by,
      to,
      mover: {
        move: (from, target) => spec.repository.move(tx, scope, row.id, from, target, set),
        current: () => spec.repository.current(tx, scope, row.id),
      },
      record: {
        tenantId: row.tenantId,
        companyId: row.companyId,
        entityType: spec.document.entity,
        entityId: row.id,
        note,
        ...who,
      },
      refused: () => spec.refused(row, action),
    });
  };
};
