import {
  CLAIM_MACHINE,
  CLAIM_DOCUMENT,
  CLAIMS_CODES,
  CURRENCY_SHORT,
  formatBoth,
  fromMinor,
  toMinor,
  type Claim,
  type ClaimAction,
  type ClaimDetail,
  type ClaimPageRequest,
  type ClaimReview,
  type ClaimStatus,
  type CreateClaim,
  type PendingClaim,
} from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../core/deps';
import type { AuthContext } from '../../core/context';
import { errors, orNotFound } from '../../lib/errors';
import { pageOf, splitPage } from '../../lib/paginate';
import { createDocumentMoves } from '../documents/document-moves.service';
import { createDocumentNotices } from '../documents/document-notices.service';
import type { FilesService } from '../files/files.service';
import type { FinanceService } from '../finance/finance.service';
import type { TodosService } from '../homepage/todos.service';
import {
  actorOf,
  deciderOf,
  type Decider,
  type OperationRecordsService,
} from '../operation-records/operation-records.service';
import type { ClaimDocumentCheckers } from './claim-documents.service';
import { claimsRepository as repo } from './claims.repository';
import { toClaim } from './claims.mapping';
import type { ClaimRow } from './claims.table';

export type ClaimsDeps = Pick<Deps, 'db'> & {
  operationRecords: OperationRecordsService;
  todos: TodosService;
  files: FilesService;
  finance: FinanceService;
  claimDocumentCheckers: ClaimDocumentCheckers;
};

/** The timeline's entity type (operation records) and the to-dos' document type. */
export const CLAIM_ENTITY = CLAIM_DOCUMENT.entity;

/** The warehouse's answer: pass (at the expected amount unless `actualAmount` says less) or reject. */
export type ClaimDecision = { approve: true; actualAmount?: string } | { approve: false; reason: string };

/**
 * Compensation claims: the customer files one (pending review) and may cancel it while it waits;
 * the warehouse (integration API, simulator) passes it at an actual amount, credited to the claim's
 * currency account through the money kernel in the same transaction as the conditional move (so a
 * claim is paid once, however often or concurrently it is approved), or rejects it with a reason.
 * Every move writes the operation record; the warehouse's answer reaches the company live (to-do
 * type 10: a rejection waits for the customer, a pass is an update).
 */
export const createClaimsService = ({
  db,
  operationRecords,
  todos,
  files,
  finance,
  claimDocumentCheckers,
}: ClaimsDeps) => {
  const record = operationRecords.recorderOf(CLAIM_ENTITY);

  const attachmentsOf = (tx: DbOrTx, rows: ClaimRow[]) => {
    const companyId = rows[0]?.companyId;
    const ids = [...new Set(rows.flatMap((r) => r.attachmentIds))];
    return companyId === undefined ? Promise.resolve([]) : repo.attachments(tx, companyId, ids);
  };
  const view = async (tx: DbOrTx, row: ClaimRow) => toClaim(row, await attachmentsOf(tx, [row]));

  const load = async (auth: AuthContext, id: number, tx: DbOrTx = db) =>
    orNotFound(await repo.byId(tx, auth.companyId, id));

  /** Attachments must be images or PDFs the company uploaded (checked by content when uploaded). */
  const assertAttachments = async (companyId: number, ids: number[]) => {
    for (const id of ids) {
      if (!(await files.evidenceOf(companyId, id)))
        throw errors.invalid('claims.attachmentInvalid', {}, 'attachments');
    }
  };

  /** A move of a claim along CLAIM_MACHINE with its record; 404 outside the scope, 409 from another state. */
  const move = createDocumentMoves(operationRecords, {
    document: CLAIM_DOCUMENT,
    repository: repo,
    refused: (_row: ClaimRow, action: ClaimAction) =>
      errors.conflict(action === 'cancel' ? 'claims.notCancellable' : 'claims.alreadyDecided'),
  });

  const notice = createDocumentNotices(todos, CLAIM_DOCUMENT);
  const notify = (
    tx: DbOrTx,
    row: ClaimRow,
    to: ClaimStatus,
    actualMinor: number | null,
    reason: string | null,
  ) => {
    const title =
      reason === null
        ? formatBoth('claims.todoPassed', {
            number: row.claimNo,
            amount: `${CURRENCY_SHORT[row.currency]} ${fromMinor(actualMinor ?? 0)}`,
          })
        : formatBoth('claims.todoRejected', { number: row.claimNo, reason });
    // Rejected waits for the customer (a to-do); passed is information (an update notice).
    return notice(tx, { ...row, number: row.claimNo }, to, title, reason !== null);
  };

  return {
    async page(auth: AuthContext, request: ClaimPageRequest) {
      const { paging, filters } = splitPage(request);
      const page = await pageOf(db, repo.listQuery(auth.companyId, filters), paging, (row) => row);
      const attachments = await attachmentsOf(db, page.records);
      return { ...page, records: page.records.map((row) => toClaim(row, attachments)) };
    },

    async detail(auth: AuthContext, id: string): Promise<ClaimDetail> {
      const row = await load(auth, Number(id));
      return {
        ...(await view(db, row)),
        operations: await operationRecords.recordOf(db, auth, CLAIM_ENTITY, row.id),
        ledger: await finance.ledgerOfDocument(db, auth, row.claimNo),
      };
    },

    /** Files a claim: the related number passes its type's checker, the attachments are the company's. */
    async create(auth: AuthContext, input: CreateClaim, at = new Date()): Promise<Claim> {
      const attachmentIds = [...new Set(input.attachments.map(Number))];
      await assertAttachments(auth.companyId, attachmentIds);
      const row = await db.transaction(async (tx) => {
        const verdict = await claimDocumentCheckers.check(tx, input.relatedType, auth, input.relatedNo);
        if (verdict !== 'ok') throw errors.invalid(verdict, { number: input.relatedNo }, 'relatedNo');
        const created = await repo.insert(
          tx,
          { tenantId: auth.tenantId, companyId: auth.companyId },
          {
            relatedType: input.relatedType,
            relatedNo: input.relatedNo,
            claimType: input.claimType,
            reason: input.reason,
            currency: input.currency,
            expectedAmount: toMinor(input.expectedAmount),
            attachmentIds,
            createdBy: auth.accountName,
          },
          at,
        );
        const attached = await files.attach(tx, auth.companyId, attachmentIds, [CLAIMS_CODES.view]);
        if (attached.length !== attachmentIds.length)
          throw errors.invalid('claims.attachmentInvalid', {}, 'attachments');
        await record(tx, auth, created.id, 'create', { toState: created.status });
        return created;
      });
      return view(db, row);
    },

    /** Cancels a claim while it waits for review; 409 `claims.notCancellable` afterwards. */
    async cancel(auth: AuthContext, id: string): Promise<Claim> {
      const row = await load(auth, Number(id));
      await db.transaction((tx) => move(tx, row, 'cancel', actorOf(auth), {}, null));
      return view(db, await load(auth, row.id));
    },

    // ---- the warehouse's side: the integration API and the simulator call these ----

    async pendingForTenant(tenantId: number): Promise<PendingClaim[]> {
      const rows = await repo.pending(db, tenantId);
      return rows.map(({ claim: c, companyName }) => ({
        id: String(c.id),
        claimNo: c.claimNo,
        companyId: String(c.companyId),
        companyName,
        relatedType: c.relatedType,
        relatedNo: c.relatedNo,
        claimType: c.claimType,
        reason: c.reason,
        expectedAmount: fromMinor(c.expectedAmount),
        currency: c.currency,
        submittedAt: (c.submittedAt ?? c.createdAt).toISOString(),
      }));
    },

    /** One claim of the tenant with its attachments and timeline; another tenant's id answers 404. */
    async reviewOf(tenantId: number, id: number): Promise<ClaimReview & { row: ClaimRow }> {
      const row = orNotFound(await repo.byIdForTenant(db, tenantId, id));
      const owner = { tenantId, companyId: row.companyId };
      return {
        ...(await view(db, row)),
        companyId: String(row.companyId),
        decidedBy: row.decidedBy,
        operations: await operationRecords.listFor(db, {
          ...owner,
          entityType: CLAIM_ENTITY,
          entityId: row.id,
        }),
        row,
      };
    },

    /**
     * The warehouse's answer to a pending claim. A pass credits the actual amount (at most the
     * expected one: above it answers 422 `claims.actualAboveExpected`) to the claim's currency
     * account in the transaction of the conditional move: approving twice, or concurrently, credits
     * once (the others answer 409 `claims.alreadyDecided`). Another tenant's id answers 404.
     */
    async decide(tenantId: number, id: number, decision: ClaimDecision, by: Decider, at = new Date()) {
      const { actor, warehouseId } = deciderOf(by);
      const { notice, row } = await db.transaction(async (tx) => {
        const before = orNotFound(await repo.byIdForTenant(tx, tenantId, id));
        if (before.status !== CLAIM_MACHINE.initial) throw errors.conflict('claims.alreadyDecided');
        const owner = { tenantId, companyId: before.companyId };
        if (decision.approve) {
          const actual = decision.actualAmount ? toMinor(decision.actualAmount) : before.expectedAmount;
          if (actual > before.expectedAmount)
            throw errors.invalid(
              'claims.actualAboveExpected',
              { actual: fromMinor(actual), expected: fromMinor(before.expectedAmount) },
              'actualAmount',
            );
          const note = `${CURRENCY_SHORT[before.currency]} ${fromMinor(actual)}`;
          const set = { actualAmount: actual, rejectReason: null, decidedAt: at, decidedBy: actor };
          await move(tx, before, 'approve', { actor, warehouseId }, set, note);
          await finance.credit(tx, owner, {
            currency: before.currency,
            amountMinor: actual,
            type: 'COMPENSATION',
            documentType: 'CLAIM',
            documentNo: before.claimNo,
            note: before.claimNo,
            actor,
            at,
          });
          return { notice: await notify(tx, before, 'PASSED', actual, null), row: before };
        }
        const set = { rejectReason: decision.reason, decidedAt: at, decidedBy: actor };
        await move(tx, before, 'reject', { actor, warehouseId }, set, decision.reason);
        return { notice: await notify(tx, before, 'REJECTED', null, decision.reason), row: before };
      });
      await todos.publish(notice);
      const after = orNotFound(await repo.byIdForTenant(db, tenantId, row.id));
      return {
        id: String(after.id),
        status: after.status,
        actualAmount: after.actualAmount === null ? null : fromMinor(after.actualAmount),
      };
    },
  };
};
export type ClaimsService = ReturnType<typeof createClaimsService>;
