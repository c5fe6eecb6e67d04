import {
  OVER_RECEIPT_MACHINE,
  OVER_RECEIPT_DOCUMENT,
  formatBoth,
  type OverReceiptAction,
  type OverReceiptDetail,
  type OverReceiptPageRequest,
} from '@oms/contracts';
import type { Deps } from '../../core/deps';
import type { AuthContext } from '../../core/context';
import type { DbOrTx } from '../../db/client';
import { errors, orNotFound } from '../../lib/errors';
import type { CompanyNotice } from '../../lib/notifier';
import type { FeesService } from '../fees/fees.service';
import type { FinanceService } from '../finance/finance.service';
import type { TodosService } from '../homepage/todos.service';
import type { InventoryService } from '../inventory/inventory.service';
import { createDocumentMoves } from '../documents/document-moves.service';
import { createDocumentNotices } from '../documents/document-notices.service';
import { actorOf, type OperationRecordsService } from '../operation-records/operation-records.service';
import type { RateCardsService } from '../rate-cards/rate-cards.service';
import { createOverReceiptFees, OVER_RECEIPT_ENTITY } from './over-receipts.fees';
import { toOverReceipt } from './over-receipts.mapping';
import { overReceiptsRepository as repo } from './over-receipts.repository';
import { overReceiptsList } from './over-receipts.list';
import type { OverReceiptRow } from './over-receipts.table';

export type OverReceiptsDeps = Pick<Deps, 'db'> & {
  operationRecords: OperationRecordsService;
  todos: TodosService;
  finance: FinanceService;
  rateCards: RateCardsService;
  fees: FeesService;
  inventory: Pick<InventoryService, 'receive'>;
};

type Owner = { tenantId: number; companyId: number };

/** What the inbound-orders module reports when a line is received above its forecast. */
export type OverReceiptInput = {
  warehouseId: number;
  inboundOrderId: number;
  inboundOrderNo: string;
  lineId: number;
  productId: number;
  forecast: number;
  received: number;
  actor: string;
};

/** Who decides: the session's user acting for its company (or the demo seed's main account). */
type Decider = Pick<AuthContext, 'tenantId' | 'companyId' | 'userId' | 'accountName'>;

/** A decision of the customer: accept the excess into stock, or reject it (return or disposal). */
export type OverReceiptDecisionInput = { action: OverReceiptAction; reason?: string };

/**
 * Inbound over-receipts. The inbound-orders module records one inside its receiving transaction
 * (once per line; a to-do of type 14 asks the customer); the customer accepts a batch (each excess
 * received into available stock through the inventory kernel, document type OVER_RECEIPT, and the
 * over-receipt fee charged per piece) or rejects it (the excess held for return or disposal, at the
 * same fee named as that handling). A batch decides all of its rows or none, each by one conditional
 * move: deciding twice, or concurrently, decides once (the others answer 409).
 */
export const createOverReceiptsService = (deps: OverReceiptsDeps) => {
  const { db, operationRecords, todos, inventory, fees } = deps;
  const chargeFee = createOverReceiptFees(deps);
  const record = operationRecords.recorderOf(OVER_RECEIPT_ENTITY);
  const move = createDocumentMoves(operationRecords, {
    document: OVER_RECEIPT_DOCUMENT,
    repository: repo,
    refused: () => errors.conflict('overReceipts.notConfirmable'),
  });

  const notify = createDocumentNotices(todos, OVER_RECEIPT_DOCUMENT);
  const subjectOf = (row: OverReceiptRow) => ({ ...row, number: row.overReceiptNo });

  /** The decision of one locked, unconfirmed row: its move with the record and the to-do settled. */
  const decideOne = async (
    tx: DbOrTx,
    row: OverReceiptRow,
    input: OverReceiptDecisionInput,
    auth: Decider,
    at: Date,
  ) => {
    const accepted = input.action === 'accept';
    const reason = accepted ? null : (input.reason ?? null);
    const set = {
      decision: accepted ? 'ACCEPTED' : 'REJECTED',
      rejectReason: reason,
      decidedBy: auth.accountName,
      decidedAt: at,
    };
    await move(tx, row, input.action, actorOf(auth), set, reason);
    const key = accepted ? 'overReceipts.todoAccepted' : 'overReceipts.todoRejected';
    const title = formatBoth(key, { number: row.overReceiptNo, excess: row.excess });
    return notify(tx, subjectOf(row), 'CONFIRMED', title, false);
  };

  const decideIn = async (
    tx: DbOrTx,
    who: Decider,
    wanted: number[],
    input: OverReceiptDecisionInput,
    at: Date,
  ) => {
    const rows = await repo.lockMany(tx, who.companyId, wanted);
    if (rows.length !== wanted.length) throw errors.notFound();
    const done = rows.find((r) => r.status !== OVER_RECEIPT_MACHINE.initial);
    if (done) throw errors.conflict('overReceipts.alreadyConfirmed', { number: done.overReceiptNo });
    const sorted = [...rows].sort((a, b) => a.productId - b.productId || a.id - b.id);
    const out: CompanyNotice[] = [];
    for (const row of sorted) {
      out.push(await decideOne(tx, row, input, who, at));
      if (input.action === 'accept')
        await inventory.receive(
          tx,
          { tenantId: row.tenantId, companyId: row.companyId },
          {
            warehouseId: row.warehouseId,
            documentType: 'OVER_RECEIPT',
            documentNo: row.overReceiptNo,
            actor: who.accountName,
            note: row.inboundOrderNo,
            at,
            lines: [{ productId: row.productId, fromTransit: 0, quantity: row.excess }],
          },
        );
    }
    for (const row of sorted)
      out.push(...(await chargeFee(tx, row, input.action === 'reject', who.accountName, at)));
    return out;
  };

  return {
    /**
     * Records a line received above its forecast, in the caller's (receiving) transaction: an
     * unconfirmed over-receipt and its to-do. Once per line: a second report of the same line answers
     * the first over-receipt and raises nothing. Answers the notice to publish after commit (null when
     * nothing was raised).
     */
    async record(
      tx: DbOrTx,
      owner: Owner,
      input: OverReceiptInput,
      at = new Date(),
    ): Promise<{ overReceipt: OverReceiptRow; notice: CompanyNotice | null }> {
      const excess = input.received - input.forecast;
      if (!Number.isSafeInteger(excess) || excess <= 0 || input.forecast < 0)
        throw errors.invalid('error.validation');
      const { actor, ...values } = input;
      const created = await repo.insert(tx, owner, { ...values, excess }, at);
      if (!created) return { overReceipt: orNotFound(await repo.byLine(tx, input.lineId)), notice: null };
      await record(tx, { ...owner, actor }, created.id, 'create', {
        toState: created.status,
        note: `${input.inboundOrderNo}: ${input.forecast} → ${input.received}`,
      });
      const sku = (await repo.byId(tx, owner.companyId, created.id))?.sku ?? '';
      const title = formatBoth('overReceipts.todoCreated', { order: input.inboundOrderNo, sku, excess });
      return {
        overReceipt: created,
        notice: await notify(tx, subjectOf(created), 'UNCONFIRMED', title, true),
      };
    },

    page: (auth: AuthContext, request: OverReceiptPageRequest) => overReceiptsList.page(db, auth, request),

    async detail(auth: AuthContext, id: string): Promise<OverReceiptDetail> {
      const r = orNotFound(await repo.byId(db, auth.companyId, Number(id)));
      return {
        ...toOverReceipt(r, auth.language),
        operations: await operationRecords.recordOf(db, auth, OVER_RECEIPT_ENTITY, r.row.id),
      };
    },

    warehouses: (auth: AuthContext) => fees.warehouses(auth),

    /**
     * Accepts or rejects the selected over-receipts, all or none: any id not the company's answers
     * 404, any already confirmed 409 (nothing changes). Accepting receives each excess into available
     * stock (in product order, so concurrent batches never deadlock) before the fees are charged.
     */
    async decide(auth: AuthContext, ids: string[], input: OverReceiptDecisionInput, at = new Date()) {
      const wanted = [...new Set(ids.map(Number))];
      const notices = await db.transaction((tx) => decideIn(tx, auth, wanted, input, at));
      await todos.publish(...notices);
      return { affected: wanted.length };
    },

    /** `decide` in the caller's transaction (the demo seed); answers the notices to publish after commit. */
    decideIn: (tx: DbOrTx, who: Decider, ids: number[], input: OverReceiptDecisionInput, at: Date) =>
      decideIn(tx, who, [...new Set(ids)], input, at),

    /** Whether the company has any over-receipt (the demo seed runs once). */
    anyOf: (companyId: number) => repo.anyOf(db, companyId),
  };
};
export type OverReceiptsService = ReturnType<typeof createOverReceiptsService>;
