import {
  RESERVATION_LIMITS,
  RESERVATION_MACHINE,
  type PendingReservation,
  type ReservationAction,
  type ReservationDecisionResult,
  type ReservationReview,
  type ReservationStatus,
  type ReplaceCalendar,
} from '@oms/contracts';
import type { Deps } from '../../core/deps';
import type { IntegrationContext } from '../../core/context';
import { orNotFound } from '../../lib/errors';
import type { TodosService } from '../homepage/todos.service';
import type { OperationRecordsService } from '../operation-records/operation-records.service';
import { addDays, localNow } from './calendar-dates';
import type { CalendarService } from './calendar.service';
import {
  RESERVATION_ENTITY,
  toReservation,
  type ReservationInbound,
  type ReservationMoves,
} from './reservations.moves';
import { reservationsRepository as repo } from './reservations.repository';

export type ReservationWarehouseDeps = Pick<Deps, 'db'> & {
  operationRecords: OperationRecordsService;
  todos: TodosService;
  calendar: CalendarService;
  inbound: ReservationInbound;
  moves: ReservationMoves;
};

/** The integration key's warehouse and name. */
export type WarehouseCaller = Pick<IntegrationContext, 'tenantId' | 'warehouseId' | 'actor'>;

/** What waits for the warehouse: every booked state until the empty is back. */
const IN_FLIGHT: readonly ReservationStatus[] = [
  'RESERVED',
  'PENDING_ARRIVAL',
  'ARRIVED',
  'PENDING_UNLOADING',
  'PENDING_EMPTY_RETURN',
];

/** The inbound orders' side of a warehouse move (design.md §2). */
const INBOUND_EVENT: Partial<Record<ReservationAction, 'confirmed' | 'arrived'>> = {
  confirm: 'confirmed',
  arrive: 'arrived',
};

/**
 * The warehouse's side of reservations (integration API, simulator): confirm with a dock number,
 * arrival (the linked orders arrive with it), unloading and the empty's return; and the calendar's
 * template. A key sees its own warehouse only (another's id answers 404).
 */
export const createReservationWarehouseService = (deps: ReservationWarehouseDeps) => {
  const { db, operationRecords, todos, calendar, inbound, moves } = deps;

  const load = async (caller: WarehouseCaller, id: number) =>
    orNotFound(await repo.byIdForWarehouse(db, caller.tenantId, caller.warehouseId, id));

  return {
    async pending(caller: WarehouseCaller): Promise<PendingReservation[]> {
      const rows = await repo.inFlight(db, caller.tenantId, caller.warehouseId, IN_FLIGHT);
      return rows.map(({ companyName, ...r }) => ({
        ...toReservation(r),
        companyId: String(r.companyId),
        companyName,
      }));
    },

    async review(caller: WarehouseCaller, id: number): Promise<ReservationReview> {
      const row = await load(caller, id);
      const orders = await repo.orders(db, row.id);
      return {
        ...toReservation(row),
        orders: orders.map((o) => ({ ...o, id: String(o.id) })),
        operations: await operationRecords.listFor(db, {
          tenantId: row.tenantId,
          companyId: row.companyId,
          entityType: RESERVATION_ENTITY,
          entityId: row.id,
        }),
        companyId: String(row.companyId),
        companyName: await repo.companyName(db, row.companyId),
      };
    },

    /**
     * One warehouse move (409 from a state that does not allow it): confirm sets the dock number;
     * confirm and arrive reach the linked inbound orders in the same transaction.
     */
    async move(
      caller: WarehouseCaller,
      id: number,
      action: Exclude<ReservationAction, 'book' | 'edit' | 'cancel'>,
      dockNo?: string,
    ): Promise<ReservationDecisionResult> {
      const notices = await db.transaction(async (tx) => {
        const row = orNotFound(await repo.byIdForWarehouse(tx, caller.tenantId, caller.warehouseId, id));
        const owner = { tenantId: row.tenantId, companyId: row.companyId };
        const who = { actor: caller.actor, warehouseId: caller.warehouseId };
        const set = action === 'confirm' ? { dockNo } : {};
        await moves.move(tx, row, action, who, set, dockNo ?? null);
        const event = INBOUND_EVENT[action];
        const linked = event
          ? await inbound.reservationMoved(tx, owner, {
              orderIds: await repo.orderIds(tx, row.id),
              reservationNo: row.reservationNo,
              event,
              actor: caller.actor,
              warehouseId: caller.warehouseId,
            })
          : [];
        const to = RESERVATION_MACHINE.transitions[action].to ?? row.status;
        return [...linked, await moves.notify(tx, row, to)];
      });
      await todos.publish(...notices);
      const after = await load(caller, id);
      return { id: String(after.id), reservationNo: after.reservationNo, status: after.status };
    },

    /**
     * The system's daily look at free-container periods: each open reservation whose period ends
     * within RESERVATION_LIMITS.expiryWarningDays gets one to-do (the job runs hourly; once each).
     */
    async warnExpiring(at = new Date()) {
      const soon = addDays(localNow('UTC', at).date, RESERVATION_LIMITS.expiryWarningDays);
      const notices = await db.transaction(async (tx) => {
        const rows = await repo.markExpiring(tx, soon);
        return Promise.all(rows.map((r) => moves.notify(tx, r, r.status, at, true)));
      });
      await todos.publish(...notices);
      return notices.length;
    },

    calendar: (caller: WarehouseCaller) => calendar.template(caller.warehouseId),
    replaceCalendar: (caller: WarehouseCaller, input: ReplaceCalendar) =>
      calendar.replace(caller.warehouseId, input),
  };
};
export type ReservationWarehouseService = ReturnType<typeof createReservationWarehouseService>;
