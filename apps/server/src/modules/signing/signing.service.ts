import {
  SIGNING_MACHINE,
  SIGNING_DOCUMENT,
  canDo,
  formatBoth,
  type ReviewDecision,
  type SignedWarehouse,
  type SigningDetail,
  type SigningPageRequest,
} from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
import { errors, orNotFound } from '../../lib/errors';
import { pageOf, splitPage } from '../../lib/paginate';
import { reviewedColumns, reviewOutcome } from '../../lib/review';
import type { Deps } from '../../core/deps';
import type { AuthContext } from '../../core/context';
import type { CertificationService } from '../certification/certification.service';
import { createDocumentMoves } from '../documents/document-moves.service';
import { createDocumentNotices } from '../documents/document-notices.service';
import type { TodosService } from '../homepage/todos.service';
import {
  deciderOf,
  type Decider,
  type OperationRecordsService,
} from '../operation-records/operation-records.service';
import { signingRepository as repo, type SignedWarehouseRow } from './signing.repository';

export type SigningDeps = Pick<Deps, 'db'> & {
  operationRecords: OperationRecordsService;
  todos: TodosService;
  certification: CertificationService;
};

/** The timeline's entity type and the to-dos' document type. */
export const SIGNING_ENTITY = SIGNING_DOCUMENT.entity;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const toSignedWarehouse = (row: SignedWarehouseRow): SignedWarehouse => ({
  id: String(row.id),
  warehouseCode: row.warehouseCode,
  nameZh: row.nameZh,
  nameEn: row.nameEn,
  country: row.country,
  address: row.address,
  status: row.signingStatus ?? SIGNING_MACHINE.initial,
  signingId: row.signingId === null ? null : String(row.signingId),
  rejectReason: row.rejectReason,
  appliedAt: iso(row.appliedAt),
  decidedAt: iso(row.decidedAt),
});

/**
 * Signed warehouses: the operator's warehouses with the company's signing state. The customer applies
 * (a passed certification first); the warehouse signs or rejects with a reason (integration API,
 * simulator), which raises a to-do for the company. Transitions follow SIGNING_MACHINE (contracts).
 */
export const createSigningService = ({ db, operationRecords, todos, certification }: SigningDeps) => {
  const record = operationRecords.recorderOf(SIGNING_ENTITY);
  const notify = createDocumentNotices(todos, SIGNING_DOCUMENT);
  const move = createDocumentMoves(operationRecords, {
    document: SIGNING_DOCUMENT,
    repository: repo,
    refused: () => errors.conflict('signing.alreadyDecided'),
  });

  const load = async (auth: AuthContext, warehouseId: number, tx: DbOrTx = db) =>
    orNotFound(await repo.warehouse(tx, auth, warehouseId));

  const service = {
    async page(auth: AuthContext, request: SigningPageRequest) {
      const { paging, filters } = splitPage(request);
      return pageOf(db, repo.listQuery(auth, filters), paging, toSignedWarehouse);
    },

    /** One warehouse with the company's signing and its operation record. */
    async detail(auth: AuthContext, warehouseId: string): Promise<SigningDetail> {
      const row = await load(auth, Number(warehouseId));
      const operations =
        row.signingId === null
          ? []
          : await operationRecords.recordOf(db, auth, SIGNING_ENTITY, row.signingId);
      return { ...toSignedWarehouse(row), operations };
    },

    /** Applies to sign a warehouse (unsigned or rejected); needs a passed certification. */
    async apply(auth: AuthContext, warehouseId: string): Promise<SigningDetail> {
      const id = Number(warehouseId);
      await load(auth, id);
      await db.transaction(async (tx) => {
        await certification.requirePassed(auth, tx);
        await repo.ensure(tx, { tenantId: auth.tenantId, companyId: auth.companyId, warehouseId: id });
        const row = (await repo.lockByWarehouse(tx, auth.companyId, id))!;
        if (!canDo(SIGNING_MACHINE, row.status, 'apply', 'customer'))
          throw errors.conflict('signing.notApplicable');
        const to = SIGNING_MACHINE.transitions.apply.to!;
        await repo.update(tx, row.id, {
          status: to,
          appliedAt: new Date(),
          rejectReason: null,
          decidedAt: null,
          decidedBy: null,
        });
        await record(tx, auth, row.id, 'apply', { fromState: row.status, toState: to });
        await todos.resolve(tx, {
          companyId: auth.companyId,
          documentType: SIGNING_ENTITY,
          documentId: row.id,
        });
      });
      return service.detail(auth, warehouseId);
    },

    /** The company's signed warehouses (later modules offer only these). */
    signedWarehouses: (companyId: number, tx: DbOrTx = db) => repo.signed(tx, companyId),

    /** Throws `signing.notSigned` (409) unless the company has signed the warehouse. */
    async requireSigned(auth: Pick<AuthContext, 'companyId'>, warehouseId: number, tx: DbOrTx = db) {
      const signed = await repo.signed(tx, auth.companyId);
      const hit = signed.find((w) => w.id === warehouseId);
      if (!hit) throw errors.conflict('signing.notSigned', { warehouse: String(warehouseId) });
      return hit;
    },

    // ---- operator side: the integration API and the simulator call these ----

    /** Applications waiting for the tenant's warehouses, oldest first. */
    async pendingForTenant(
      tenantId: number,
    ): Promise<
      Array<{ id: number; companyId: number; companyName: string; warehouseCode: string; appliedAt: string }>
    > {
      const rows = await repo.pending(db, tenantId);
      return rows.map((r) => ({
        id: r.id,
        companyId: r.companyId,
        companyName: r.companyName,
        warehouseCode: r.warehouseCode,
        appliedAt: (r.appliedAt ?? new Date(0)).toISOString(),
      }));
    },

    /**
     * The warehouse signs or rejects (with a reason) an application pending review. Another tenant's
     * id answers 404; one already decided 409 `signing.alreadyDecided`. A rejection raises a to-do
     * (relate type 12), a signature an update notice.
     */
    async decide(
      tenantId: number,
      id: number,
      decision: ReviewDecision,
      by: Decider,
    ): Promise<{ id: number; status: string }> {
      const { action, reason } = reviewOutcome(decision);
      const { actor, warehouseId } = deciderOf(by);
      const { notice, status } = await db.transaction(async (tx) => {
        const { signing: row, warehouseCode } = orNotFound(await repo.lockForTenant(tx, tenantId, id));
        const { to } = await move(
          tx,
          row,
          action,
          { actor, warehouseId },
          reviewedColumns(reason, actor),
          reason,
        );
        const params = { warehouse: warehouseCode, reason: reason ?? '' };
        const key = action === 'approve' ? 'signing.todoSigned' : 'signing.todoRejected';
        // Rejected waits for the customer (a to-do); signed is information (an update notice).
        const subject = { tenantId, companyId: row.companyId, id: row.id, number: warehouseCode };
        const raised = await notify(tx, subject, to, formatBoth(key, params), action !== 'approve');
        return { notice: raised, status: to };
      });
      await todos.publish(notice);
      return { id, status };
    },
  };
  return service;
};
export type SigningService = ReturnType<typeof createSigningService>;
