import {
  BOOKED_HEAD_LEGS,
  HEAD_LEGS,
  INBOUND_DOCUMENT,
  UNLOADED_HEAD_LEGS,
  formatBoth,
  formatMessage,
  type InboundStatus,
  type LocalizedText,
  type Milestone,
  type PricedFeeType,
} from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
import { errors } from '../../lib/errors';
import type { CompanyNotice } from '../../lib/notifier';
import { createDocumentFees } from '../documents/document-fees.service';
import { createDocumentMoves, type Mover } from '../documents/document-moves.service';
import { createDocumentNotices } from '../documents/document-notices.service';
import type { FinanceService } from '../finance/finance.service';
import type { TodosService } from '../homepage/todos.service';
import type { OperationRecordsService } from '../operation-records/operation-records.service';
import type { RateCardsService } from '../rate-cards/rate-cards.service';
import { inboundOrdersRepository as repo } from './inbound-orders.repository';
import type { InboundOrderRow } from './inbound-orders.table';

/** The timeline's entity type (operation records) and the to-dos' document type. */
export const INBOUND_ENTITY = INBOUND_DOCUMENT.entity;
/** To-dos about owed fees: their own document type, so they do not replace the order's to-do. */
const FEES_OWED_ENTITY = 'inbound-orders-fees';

/** Who moves an order (the document kernel's mover). */
export type { Mover };

export type MovesDeps = {
  operationRecords: OperationRecordsService;
  todos: TodosService;
  finance: FinanceService;
  rateCards: RateCardsService;
};

export type OrderRef = Pick<
  InboundOrderRow,
  'id' | 'tenantId' | 'companyId' | 'warehouseId' | 'orderNo' | 'headLeg'
>;

/** 409: the order's state does not allow the action. */
export const notAllowed = (orderNo: string) =>
  errors.conflict('inboundOrders.notAllowed', { number: orderNo });

/** The to-do of an order that now waits for the customer's booking (sea and truck, pending inbound). */
export const waitsForBooking = (row: OrderRef, status: InboundStatus) =>
  status === 'PENDING_INBOUND' && BOOKED_HEAD_LEGS.includes(row.headLeg)
    ? formatBoth('inboundOrders.todoBook', { number: row.orderNo })
    : null;

/**
 * The moves every side of inbound orders shares: a state change along INBOUND_MACHINE with its
 * operation record, the to-do it leaves, and a warehouse fee that never stops the warehouse's work.
 */
export const createInboundMoves = ({ operationRecords, todos, finance, rateCards }: MovesDeps) => {
  /** Moves the order along INBOUND_MACHINE with its record; 409 `inboundOrders.notAllowed` names it. */
  const move = createDocumentMoves(operationRecords, {
    document: INBOUND_DOCUMENT,
    repository: repo,
    refused: (row: OrderRef) => notAllowed(row.orderNo),
  });

  const notice = createDocumentNotices(todos, INBOUND_DOCUMENT);
  /** A to-do (something waits for the customer) or an update (nothing does) about the order. */
  const notify = (tx: DbOrTx, row: OrderRef, status: InboundStatus, waits: LocalizedText | null) => {
    const moved = (language: 'zh' | 'en') =>
      formatMessage('inboundOrders.todoStatus', language, {
        number: row.orderNo,
        status: INBOUND_DOCUMENT.statusText(status, language),
      });
    const subject = { ...row, number: row.orderNo };
    return notice(tx, subject, status, waits ?? { zh: moved('zh'), en: moved('en') }, waits !== null);
  };

  const fees = createDocumentFees({ finance, rateCards, todos, operationRecords });

  /**
   * Charges a warehouse fee of the order (document type INBOUND, number = the order's) through the
   * document kernel: not charged when the card does not price it, kept on the order as owed (with its
   * record and a to-do) when the company cannot afford it. Answers the notices to publish after commit.
   */
  const charge = async (
    tx: DbOrTx,
    row: OrderRef,
    feeType: PricedFeeType,
    quantity: number,
    actor: string,
    at: Date = new Date(),
    documentNo: string = row.orderNo,
  ): Promise<CompanyNotice[]> => {
    const { notices } = await fees.chargeOrOwe(tx, {
      owner: { tenantId: row.tenantId, companyId: row.companyId },
      warehouseId: row.warehouseId,
      feeType,
      quantity,
      actor,
      at,
      fee: { documentType: 'INBOUND', documentNo },
      owed: {
        document: INBOUND_DOCUMENT,
        entityId: row.id,
        documentNo: row.orderNo,
        // Only the warehouse's work charges a fee: the customer's record names the warehouse.
        recordWarehouseId: row.warehouseId,
        noteKey: 'inboundOrders.feeOwedNote',
        keep: async (t, owed) => {
          const locked = await repo.lock(t, row.id);
          await repo.set(t, row.id, { feesOwed: [...(locked?.feesOwed ?? []), owed] });
        },
        status: async (t) => (await repo.current(t, undefined, row.id)) ?? 'COMPLETED',
        todoDocumentType: FEES_OWED_ENTITY,
        todoTitleKey: 'inboundOrders.todoFeesOwed',
      },
    });
    return notices;
  };

  /** A milestone of the order's timeline. */
  const milestone = (
    tx: DbOrTx,
    row: OrderRef,
    m: Milestone,
    at: Date,
    actor: string,
    note?: string | null,
  ) =>
    repo.addMilestone(tx, {
      orderId: row.id,
      companyId: row.companyId,
      milestone: m,
      occurredAt: at,
      note: note ?? null,
      createdBy: actor,
    });

  /**
   * Arrival at the warehouse (the warehouse's call or a reservation's): ARRIVED, the head-leg's arrival
   * milestone, unloading charged for a container or truck. Answers the notices to publish after commit.
   */
  const arrive = async (tx: DbOrTx, row: OrderRef, by: Mover, at: Date, note: string | null) => {
    await move(tx, row, 'arrive', by, {}, note);
    await milestone(tx, row, HEAD_LEGS[row.headLeg].arrival, at, by.actor, note);
    const owed = UNLOADED_HEAD_LEGS.includes(row.headLeg)
      ? await charge(tx, row, 'UNLOADING', 1, by.actor, at)
      : [];
    return [...owed, await notify(tx, row, 'ARRIVED', null)];
  };

  return { move, notify, charge, milestone, arrive };
};
export type InboundMoves = ReturnType<typeof createInboundMoves>;
