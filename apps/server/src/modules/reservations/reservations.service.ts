import {
  RESERVATION_MACHINE,
  SLOT_HOLDING_STATES,
  canDo,
  type BookableOrder,
  type CreateReservation,
  type HomeCalendar,
  type Reservation,
  type ReservationDetail,
  type ReservationPageRequest,
  type ReservationWarehouseOption,
  type SlotChoice,
  type UpdateReservation,
} from '@oms/contracts';
import type { Deps } from '../../core/deps';
import type { AuthContext } from '../../core/context';
import type { DbOrTx } from '../../db/client';
import { orNotFound } from '../../lib/errors';
import type { CompanyNotice } from '../../lib/notifier';
import type { TodosService } from '../homepage/todos.service';
import { actorOf, type OperationRecordsService } from '../operation-records/operation-records.service';
import type { SigningService } from '../signing/signing.service';
import { daysOfMonth } from './calendar-dates';
import { calendarRepository } from './calendar.repository';
import type { CalendarService } from './calendar.service';
import {
  RESERVATION_ENTITY,
  notAllowed,
  toReservation,
  type ReservationInbound,
  type ReservationMoves,
} from './reservations.moves';
import { reservationsList } from './reservations.list';
import { reservationsRepository as repo } from './reservations.repository';
import type { ReservationRow } from './reservations.table';

export type ReservationsDeps = Pick<Deps, 'db'> & {
  operationRecords: OperationRecordsService;
  todos: TodosService;
  signing: SigningService;
  calendar: CalendarService;
  inbound: ReservationInbound;
  moves: ReservationMoves;
};

const ids = (values: string[]) => values.map(Number);

/**
 * The customer's reservations: created with or without a slot (a slot takes one place of the
 * calendar, never beyond its capacity), linked to the company's bookable inbound orders of the
 * warehouse (booked through the inbound service), edited and moved to another slot until the
 * warehouse confirms them, cancelled before arrival (the place is freed, the orders wait again).
 */
export const createReservationsService = (deps: ReservationsDeps) => {
  const { db, operationRecords, todos, signing, calendar, inbound, moves } = deps;
  const ownerOf = (auth: AuthContext) => ({ tenantId: auth.tenantId, companyId: auth.companyId });

  const view = async (tx: DbOrTx, companyId: number, id: number) =>
    toReservation(orNotFound(await repo.byId(tx, companyId, id)));

  const lockOwn = async (tx: DbOrTx, auth: AuthContext, id: number) =>
    orNotFound(await repo.lock(tx, auth.companyId, id));

  /** Books orders on the reservation (409 naming an order that cannot be); answers the notices. */
  const bookOrders = async (tx: DbOrTx, auth: AuthContext, row: ReservationRow, orderIds: number[]) => {
    if (orderIds.length === 0) return [];
    await repo.link(tx, auth.companyId, row.id, orderIds);
    const booked = await inbound.book(tx, ownerOf(auth), {
      orderIds,
      warehouseId: row.warehouseId,
      reservationNo: row.reservationNo,
      actor: auth.accountName,
    });
    return booked.map((b) => b.notice);
  };

  /** Runs a customer change in one transaction, publishes its notices after commit, answers the row. */
  const change = async (
    auth: AuthContext,
    id: number,
    body: (tx: DbOrTx, row: ReservationRow) => Promise<CompanyNotice[]>,
  ): Promise<Reservation> => {
    const notices = await db.transaction(async (tx) => body(tx, await lockOwn(tx, auth, id)));
    await todos.publish(...notices);
    return view(db, auth.companyId, id);
  };

  const slotNote = (s: { date: string; start: string; end: string }) => `${s.date} ${s.start}-${s.end}`;

  return {
    page: (auth: AuthContext, request: ReservationPageRequest) => reservationsList.page(db, auth, request),

    async detail(auth: AuthContext, id: string): Promise<ReservationDetail> {
      const row = orNotFound(await repo.byId(db, auth.companyId, Number(id)));
      const orders = await repo.orders(db, row.id);
      return {
        ...toReservation(row),
        orders: orders.map((o) => ({ ...o, id: String(o.id) })),
        operations: await operationRecords.recordOf(db, auth, RESERVATION_ENTITY, row.id),
      };
    },

    async warehouses(auth: AuthContext): Promise<ReservationWarehouseOption[]> {
      const signed = await signing.signedWarehouses(auth.companyId);
      const rows = await calendarRepository.warehousesByIds(
        db,
        signed.map((w) => w.id),
      );
      return rows.map((w) => ({ ...w, id: String(w.id) }));
    },

    async calendar(auth: AuthContext, warehouseId: string, month: string) {
      await signing.requireSigned(auth, Number(warehouseId));
      return calendar.month(Number(warehouseId), month);
    },

    /** The home page's month: the company's bookings and the closed days of its signed warehouses. */
    async homeCalendar(auth: AuthContext, month: string): Promise<HomeCalendar> {
      const days = daysOfMonth(month);
      const from = days[0]!;
      const to = days[days.length - 1]!;
      const signed = await signing.signedWarehouses(auth.companyId);
      const codeOf = new Map(signed.map((w) => [w.id, w.code]));
      const [bookings, closed] = await Promise.all([
        repo.bookingsOf(db, auth.companyId, from, to),
        calendar.closedDaysOf(
          signed.map((w) => w.id),
          from,
          to,
        ),
      ]);
      return {
        month,
        bookings: bookings.map((b) => ({
          ...b,
          id: String(b.id),
          date: b.date ?? '',
          start: b.start ?? '',
          end: b.end ?? '',
        })),
        closedDays: closed.map((c) => ({
          warehouseCode: codeOf.get(c.warehouseId) ?? '',
          date: c.date,
          reason: c.reason,
        })),
      };
    },

    async bookable(auth: AuthContext, warehouseId: string): Promise<BookableOrder[]> {
      await signing.requireSigned(auth, Number(warehouseId));
      const rows = await inbound.bookable(db, auth.companyId, Number(warehouseId));
      return rows.map((r) => ({ ...r, id: String(r.id) }));
    },

    /** A new reservation: RESERVED with a slot (one place taken), else PENDING_RESERVATION. */
    async create(auth: AuthContext, input: CreateReservation, at = new Date()): Promise<Reservation> {
      const warehouseId = Number(input.warehouseId);
      const { id, notices } = await db.transaction(async (tx) => {
        await signing.requireSigned(auth, warehouseId, tx);
        const held = input.slot ? await calendar.take(tx, warehouseId, input.slot, at) : null;
        const id = await repo.insert(
          tx,
          ownerOf(auth),
          {
            warehouseId,
            status: held ? 'RESERVED' : 'PENDING_RESERVATION',
            containerNo: input.containerNo.toUpperCase(),
            containerType: input.containerType,
            slotDate: held?.date ?? null,
            slotStart: held?.start ?? null,
            slotEnd: held?.end ?? null,
            freeExpiryDate: input.freeExpiryDate ?? null,
            unloadingMethod: input.unloadingMethod,
            remark: input.remark ?? null,
            createdBy: auth.accountName,
          },
          at,
        );
        const row = orNotFound(await repo.lock(tx, auth.companyId, id));
        await operationRecords.recorderOf(RESERVATION_ENTITY)(tx, auth, id, 'create', {
          toState: row.status,
          note: held ? slotNote(held) : null,
        });
        const booked = await bookOrders(tx, auth, row, ids(input.inboundOrderIds));
        return { id, notices: [...booked, await moves.notify(tx, row, row.status, at)] };
      });
      await todos.publish(...notices);
      return view(db, auth.companyId, id);
    },

    /** Edits the container data and the linked orders (the full set) before the warehouse confirms. */
    update: (auth: AuthContext, input: UpdateReservation) =>
      change(auth, Number(input.id), async (tx, row) => {
        if (!canDo(RESERVATION_MACHINE, row.status, 'edit')) throw notAllowed(row.reservationNo);
        const set = {
          containerNo: input.containerNo.toUpperCase(),
          containerType: input.containerType,
          freeExpiryDate: input.freeExpiryDate ?? null,
          // A new date may deserve a new warning.
          ...(input.freeExpiryDate !== (row.freeExpiryDate ?? undefined) ? { expiryWarned: false } : {}),
          unloadingMethod: input.unloadingMethod,
          remark: input.remark ?? null,
        };
        await moves.move(tx, row, 'edit', actorOf(auth), set);
        const before = await repo.orderIds(tx, row.id);
        const wanted = ids(input.inboundOrderIds);
        const removed = before.filter((o) => !wanted.includes(o));
        const added = wanted.filter((o) => !before.includes(o));
        const unbooked = await inbound.reservationMoved(tx, ownerOf(auth), {
          orderIds: removed,
          reservationNo: row.reservationNo,
          event: 'cancelled',
          actor: auth.accountName,
        });
        await repo.unlink(tx, row.id, removed);
        const booked = await bookOrders(tx, auth, row, added);
        return [...unbooked, ...booked, await moves.notify(tx, { ...row, ...set }, row.status)];
      }),

    /** Picks a slot (pending reservation → reserved) or changes it (reserved): the old place is freed. */
    book: (auth: AuthContext, id: string, slot: SlotChoice, at = new Date()) =>
      change(auth, Number(id), async (tx, row) => {
        const action = row.status === 'PENDING_RESERVATION' ? 'book' : 'edit';
        if (!canDo(RESERVATION_MACHINE, row.status, action)) throw notAllowed(row.reservationNo);
        if (row.slotDate === slot.date && row.slotStart === slot.start) return [];
        const held = await calendar.take(tx, row.warehouseId, slot, at);
        if (row.slotDate && row.slotStart)
          await calendar.free(tx, { warehouseId: row.warehouseId, date: row.slotDate, start: row.slotStart });
        const set = { slotDate: held.date, slotStart: held.start, slotEnd: held.end };
        await moves.move(tx, row, action, actorOf(auth), set, slotNote(held));
        return [await moves.notify(tx, row, 'RESERVED', at)];
      }),

    /** Cancels before arrival: the place is freed and the linked orders wait for a booking again. */
    cancel: (auth: AuthContext, id: string) =>
      change(auth, Number(id), async (tx, row) => {
        await moves.move(tx, row, 'cancel', actorOf(auth));
        if (SLOT_HOLDING_STATES.includes(row.status) && row.slotDate && row.slotStart)
          await calendar.free(tx, { warehouseId: row.warehouseId, date: row.slotDate, start: row.slotStart });
        const unbooked = await inbound.reservationMoved(tx, ownerOf(auth), {
          orderIds: await repo.orderIds(tx, row.id),
          reservationNo: row.reservationNo,
          event: 'cancelled',
          actor: auth.accountName,
        });
        return [...unbooked, await moves.notify(tx, row, 'CANCELLED')];
      }),
  };
};
export type ReservationsService = ReturnType<typeof createReservationsService>;
