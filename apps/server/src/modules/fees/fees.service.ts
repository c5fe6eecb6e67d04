import {
  DISPUTE_REFUND_NOTE,
  FEE_INQUIRY_CODES,
  fromMinor,
  multiplyMinor,
  toMinor,
  type CreateDisputeRequest,
  type Dispute,
  type DisputeDecision,
  type FeeCompany,
  type FeeCurrencyTotal,
  type FeeDetail,
  type FeePageRequest,
  type FeeWarehouse,
  type PendingDispute,
  type PostedFee,
  type PostFeeRequest,
} from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../core/deps';
import type { AuthContext, IntegrationContext } from '../../core/context';
import { errors, orNotFound } from '../../lib/errors';
import { pageOf, splitPage } from '../../lib/paginate';
import { feeTotals } from './fees-totals';
import { isUniqueViolation } from '../../lib/pg-errors';
import type { FinanceService, Owner } from '../finance/finance.service';
import type { FilesService } from '../files/files.service';
import type { ActorNamer, OperationRecordsService } from '../operation-records/operation-records.service';
import { feesRepository as repo, type FeeListFilters, type FeeListRow } from './fees.repository';
import type { FeeDisputeRow } from './fees.table';
import { createFeeCount } from './fee-count';
import { toFeeRow } from './fees.mapping';

export type FeesDeps = Pick<Deps, 'db'> & {
  finance: FinanceService;
  files: FilesService;
  operationRecords: OperationRecordsService;
};

/** The timeline's entity type of a dispute. */
export const DISPUTE_ENTITY = 'fee-disputes';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const refundableOf = (r: Pick<FeeListRow, 'status' | 'deducted' | 'refunded'>) =>
  r.status === 'DEDUCTED' ? r.deducted - r.refunded : 0;

/** A bill supplement's document number: BS + the UTC date and time + 3 random digits. */
const supplementNo = (at = new Date()) =>
  `BS${at.toISOString().replace(/\D/g, '').slice(0, 14)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;

/**
 * Fee inquiry, disputes and fee statistics. Fee records are read from the kernel's tables; every
 * money movement (a posted fee, an accepted dispute's refund) goes through `finance` inside this
 * module's transaction, with the dispute's conditional state change.
 */
export const createFeesService = ({ db, finance, files, operationRecords }: FeesDeps) => {
  const record = operationRecords.recorderOf(DISPUTE_ENTITY);

  const disputeView = async (
    owner: Owner & { language: AuthContext['language'] },
    row: FeeDisputeRow,
    named?: ActorNamer,
  ): Promise<Dispute> => {
    const name = named ?? (await operationRecords.actorNames(db, owner));
    const attachments = [];
    for (const id of row.attachmentIds) {
      const file = await files.ofCompany(row.companyId, id);
      if (file) attachments.push({ id: String(file.id), name: file.name, mime: file.mime });
    }
    return {
      id: String(row.id),
      feeId: String(row.feeRecordId),
      status: row.status,
      reason: row.reason,
      attachments,
      refundAmount: row.refundAmount === null ? null : fromMinor(row.refundAmount),
      answer: row.answer,
      createdBy: name(row.createdBy),
      createdAt: row.createdAt.toISOString(),
      answeredAt: iso(row.answeredAt),
      answeredBy: name(row.answeredBy),
      operations: await operationRecords.recordOf(db, owner, DISPUTE_ENTITY, row.id),
    };
  };

  const feeOf = async (auth: AuthContext, id: number, tx: DbOrTx = db) =>
    orNotFound(await repo.byId(tx, auth.companyId, id));

  const warehouseDecider = (caller: IntegrationContext, companyId: number) => ({
    tenantId: caller.tenantId,
    companyId,
    actor: caller.actor,
    warehouseId: caller.warehouseId,
  });

  return {
    async page(auth: AuthContext, request: FeePageRequest) {
      const { paging, filters } = splitPage(request);
      const named = await operationRecords.actorNames(db, auth);
      return pageOf(db, repo.listQuery(auth.companyId, filters), paging, (r) => toFeeRow(r, named));
    },

    async totals(auth: AuthContext, filters: FeeListFilters): Promise<FeeCurrencyTotal[]> {
      const rows = await feeTotals(db, auth.companyId, filters);
      return rows.map(({ amount, deducted, refunded, ...r }) => {
        return {
          currency: r.currency,
          count: r.count,
          amount: fromMinor(amount),
          deducted: fromMinor(deducted),
          refunded: fromMinor(refunded),
          net: fromMinor(deducted - refunded),
        };
      });
    },

    async detail(auth: AuthContext, id: string): Promise<FeeDetail> {
      const fee = await feeOf(auth, Number(id));
      const disputes = await repo.disputesOfFee(db, auth.companyId, fee.id);
      const refundable = refundableOf(fee);
      const named = await operationRecords.actorNames(db, auth);
      const ledger = await finance.ledgerOfFee(db, auth, fee.id);
      return {
        ...toFeeRow(fee, named),
        refundable: fromMinor(refundable),
        ledger: ledger.map((entry) => ({ ...entry, createdBy: named(entry.createdBy) })),
        disputes: await Promise.all(disputes.map((row) => disputeView(auth, row, named))),
        canDispute: refundable > 0 && !disputes.some((x) => x.status === 'OPEN'),
      };
    },

    async warehouses(auth: AuthContext): Promise<FeeWarehouse[]> {
      const rows = await repo.warehousesOf(db, auth.tenantId);
      return rows.map((r) => ({ ...r, id: String(r.id) }));
    },

    /** Opens a dispute of a deducted fee line; one open dispute per line (409 otherwise). */
    async dispute(auth: AuthContext, input: CreateDisputeRequest): Promise<Dispute> {
      const fee = await feeOf(auth, Number(input.feeId));
      if (refundableOf(fee) <= 0) throw errors.conflict('fees.notDisputable');
      const attachmentIds = [...new Set(input.attachmentIds.map(Number))];
      for (const id of attachmentIds)
        if (!(await files.evidenceOf(auth.companyId, id)))
          throw errors.invalid('fees.attachmentInvalid', undefined, 'attachmentIds');
      try {
        const row = await db.transaction(async (tx) => {
          const created = await repo.insertDispute(tx, {
            tenantId: auth.tenantId,
            companyId: auth.companyId,
            feeRecordId: fee.id,
            reason: input.reason,
            attachmentIds,
            createdBy: auth.accountName,
          });
          const attached = await files.attach(tx, auth.companyId, attachmentIds, [FEE_INQUIRY_CODES.view]);
          if (attached.length !== attachmentIds.length)
            throw errors.invalid('fees.attachmentInvalid', undefined, 'attachmentIds');
          await record(tx, auth, created.id, 'open', { toState: 'OPEN', note: input.reason });
          return created;
        });
        return disputeView(auth, row);
      } catch (error) {
        if (isUniqueViolation(error, 'fee_disputes_one_open')) throw errors.conflict('fees.disputeOpen');
        throw error;
      }
    },

    /** Withdraws one's open dispute (409 when already answered or withdrawn). */
    async withdraw(auth: AuthContext, id: string): Promise<Dispute> {
      const before = orNotFound(await repo.disputeById(db, auth.companyId, Number(id)));
      const row = await db.transaction(async (tx) => {
        const moved = await repo.closeOpen(tx, auth, before.id, 'WITHDRAWN');
        if (!moved) throw errors.conflict('fees.disputeNotOpen');
        await record(tx, auth, moved.id, 'withdraw', { fromState: 'OPEN', toState: 'WITHDRAWN' });
        return moved;
      });
      return disputeView(auth, row);
    },

    count: createFeeCount(db),

    // ---- the warehouse's side ----

    /**
     * Charges a fee or a bill supplement to a company of the caller's tenant (404 for another's).
     * An account that cannot afford it answers the kernel's 409 and nothing is written.
     */
    async post(caller: IntegrationContext, input: PostFeeRequest): Promise<PostedFee> {
      const company = orNotFound(await repo.companyOfTenant(db, caller.tenantId, Number(input.companyId)));
      const unitPriceMinor = toMinor(input.unitPrice);
      const amountMinor = input.amount
        ? toMinor(input.amount)
        : multiplyMinor(unitPriceMinor, input.quantity);
      if (amountMinor <= 0) throw errors.invalid('finance.amountNotPositive', undefined, 'amount');
      const supplement = input.feeType === 'SUPPLEMENT';
      const owner = { tenantId: caller.tenantId, companyId: company.id };
      const fee = await db.transaction((tx) =>
        finance.charge(tx, owner, {
          actor: caller.actor,
          fee: {
            feeType: input.feeType,
            name: input.name,
            currency: input.currency,
            unitPriceMinor,
            quantity: input.quantity,
            amountMinor,
            warehouseId: caller.warehouseId,
            documentType: input.documentType ?? (supplement ? 'SUPPLEMENT' : 'ADJUSTMENT'),
            documentNo: input.documentNo ?? supplementNo(),
            remark: supplement
              ? [input.reason, input.remark].filter(Boolean).join(' / ')
              : (input.remark ?? null),
          },
        }),
      );
      return {
        id: String(fee.id),
        companyId: String(company.id),
        feeType: fee.feeType,
        currency: fee.currency,
        amount: fromMinor(fee.amount),
        status: fee.status,
        documentType: fee.documentType,
        documentNo: fee.documentNo,
      };
    },

    async companies(caller: IntegrationContext): Promise<FeeCompany[]> {
      const byId = new Map<number, FeeCompany>();
      for (const r of await repo.companiesWithAvailable(db, caller.tenantId)) {
        const c = byId.get(r.id) ?? { id: String(r.id), name: r.name, available: [] };
        c.available.push({ currency: r.currency, available: fromMinor(Number(r.available)) });
        byId.set(r.id, c);
      }
      return [...byId.values()];
    },

    async pendingDisputes(caller: IntegrationContext): Promise<PendingDispute[]> {
      const rows = await repo.openOfTenant(db, caller.tenantId);
      return rows.map((r) => ({
        id: String(r.id),
        feeId: String(r.feeId),
        companyId: String(r.companyId),
        companyName: r.companyName,
        feeType: r.feeType,
        currency: r.currency,
        deducted: fromMinor(r.deducted),
        refundable: fromMinor(refundableOf(r)),
        documentNo: r.documentNo,
        reason: r.reason,
        createdAt: r.createdAt.toISOString(),
      }));
    },

    /**
     * Accepts an open dispute: its conditional move to ACCEPTED and the kernel's refund (all that is
     * refundable, or `refundAmount`) commit together, so two concurrent answers refund once.
     */
    async accept(caller: IntegrationContext, id: number, refundAmount?: string): Promise<DisputeDecision> {
      const before = orNotFound(await repo.disputeOfTenant(db, caller.tenantId, id));
      const owner = { tenantId: caller.tenantId, companyId: before.companyId };
      await db.transaction(async (tx) => {
        const fee = orNotFound(await finance.feeRecord(tx, owner, before.feeRecordId));
        const refundable = fee.status === 'DEDUCTED' ? fee.deducted - fee.refunded : 0;
        const amount = refundAmount ? toMinor(refundAmount) : refundable;
        const moved = await repo.closeOpen(tx, owner, id, 'ACCEPTED', {
          refundAmount: amount,
          answeredAt: new Date(),
          answeredBy: caller.actor,
        });
        if (!moved) throw errors.conflict('fees.disputeNotOpen');
        await finance.refund(tx, owner, {
          feeRecordId: fee.id,
          amountMinor: amount,
          // Words in the reader's language, read with the entry's document (not the dispute's id).
          note: DISPUTE_REFUND_NOTE,
          actor: caller.actor,
        });
        await record(tx, warehouseDecider(caller, before.companyId), id, 'accept', {
          fromState: 'OPEN',
          toState: 'ACCEPTED',
          note: fromMinor(amount),
        });
      });
      return { id: String(id), status: 'ACCEPTED' };
    },

    async refuse(caller: IntegrationContext, id: number, reason: string): Promise<DisputeDecision> {
      const before = orNotFound(await repo.disputeOfTenant(db, caller.tenantId, id));
      await db.transaction(async (tx) => {
        const moved = await repo.closeOpen(tx, { tenantId: caller.tenantId }, id, 'REFUSED', {
          answer: reason,
          answeredAt: new Date(),
          answeredBy: caller.actor,
        });
        if (!moved) throw errors.conflict('fees.disputeNotOpen');
        await record(tx, warehouseDecider(caller, before.companyId), id, 'refuse', {
          fromState: 'OPEN',
          toState: 'REFUSED',
          note: reason,
        });
      });
      return { id: String(id), status: 'REFUSED' };
    },
  };
};
export type FeesService = ReturnType<typeof createFeesService>;
