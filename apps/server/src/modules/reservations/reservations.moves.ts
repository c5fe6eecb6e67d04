import {
  RESERVATION_LIMITS,
  RESERVATION_DOCUMENT,
  RESERVATION_MACHINE,
  formatBoth,
  formatMessage,
  type Reservation,
  type ReservationStatus,
} from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
import { errors } from '../../lib/errors';
import type { CompanyNotice } from '../../lib/notifier';
import { createDocumentMoves, type Mover } from '../documents/document-moves.service';
import { createDocumentNotices } from '../documents/document-notices.service';
import type { TodosService } from '../homepage/todos.service';
import type { InboundWarehouseService } from '../inbound-orders/inbound-warehouse.service';
import type { OperationRecordsService } from '../operation-records/operation-records.service';
import { addDays, localNow } from './calendar-dates';
import { reservationsRepository as repo, type ReservationListRow } from './reservations.repository';
import type { ReservationRow } from './reservations.table';

/** The timeline's entity type (operation records) and the to-dos' document type. */
export const RESERVATION_ENTITY = RESERVATION_DOCUMENT.entity;

/** What reservations need of inbound orders (design.md §2): book, list the bookable, pass moves on. */
export type ReservationInbound = Pick<InboundWarehouseService, 'bookable' | 'book' | 'reservationMoved'>;

/** Who moves a reservation (the document kernel's mover). */
export type { Mover };

type Ref = Pick<ReservationRow, 'id' | 'tenantId' | 'companyId' | 'reservationNo' | 'freeExpiryDate'>;

/** 409: the reservation's state does not allow the action. */
export const notAllowed = (number: string) => errors.conflict('reservations.notAllowed', { number });

/** States in which the container is still the customer's concern (its free period counts). */
const OPEN_STATES: readonly ReservationStatus[] = RESERVATION_MACHINE.states.filter(
  (s) => s !== 'COMPLETED' && s !== 'CANCELLED',
);

export const toReservation = (r: ReservationListRow): Reservation => ({
  id: String(r.id),
  reservationNo: r.reservationNo,
  status: r.status,
  warehouse: {
    id: String(r.warehouseId),
    code: r.warehouseCode,
    nameZh: r.warehouseNameZh,
    nameEn: r.warehouseNameEn,
  },
  containerNo: r.containerNo,
  containerType: r.containerType,
  slotDate: r.slotDate,
  slotStart: r.slotStart,
  slotEnd: r.slotEnd,
  freeExpiryDate: r.freeExpiryDate,
  unloadingMethod: r.unloadingMethod,
  dockNo: r.dockNo,
  orderCount: r.orderCount,
  remark: r.remark,
  createdBy: r.createdBy,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/**
 * The moves both sides share: a state change along RESERVATION_MACHINE with its operation record, and
 * the to-do it leaves (picking a slot, or a free-container period about to end, waits for the
 * customer; anything else is an update).
 */
export const createReservationMoves = ({
  operationRecords,
  todos,
}: {
  operationRecords: OperationRecordsService;
  todos: TodosService;
}) => {
  const move = createDocumentMoves(operationRecords, {
    document: RESERVATION_DOCUMENT,
    repository: repo,
    refused: (row: Ref) => notAllowed(row.reservationNo),
  });

  /**
   * What waits for the customer after a move to `status`, or null: a slot to pick, else a
   * free-container period about to end; the expiry job (`expiring`) always names the period.
   */
  const waiting = (row: Ref, status: ReservationStatus, at: Date, expiring: boolean) => {
    const soon = addDays(localNow('UTC', at).date, RESERVATION_LIMITS.expiryWarningDays);
    const expires = row.freeExpiryDate !== null && row.freeExpiryDate <= soon && OPEN_STATES.includes(status);
    const expiry = () =>
      formatBoth('reservations.todoExpiry', { number: row.reservationNo, date: row.freeExpiryDate ?? '' });
    if (expiring && expires) return expiry();
    if (status === 'PENDING_RESERVATION')
      return formatBoth('reservations.todoPickSlot', { number: row.reservationNo });
    return expires ? expiry() : null;
  };

  const notice = createDocumentNotices(todos, RESERVATION_DOCUMENT);
  const notify = (
    tx: DbOrTx,
    row: Ref,
    status: ReservationStatus,
    at = new Date(),
    expiring = false,
  ): Promise<CompanyNotice> => {
    const waits = waiting(row, status, at, expiring);
    const moved = (language: 'zh' | 'en') =>
      formatMessage('reservations.todoMoved', language, {
        number: row.reservationNo,
        status: RESERVATION_DOCUMENT.statusText(status, language),
      });
    const title = waits ?? { zh: moved('zh'), en: moved('en') };
    return notice(tx, { ...row, number: row.reservationNo }, status, title, waits !== null);
  };

  return { move, notify };
};
export type ReservationMoves = ReturnType<typeof createReservationMoves>;
