import type { ReservationStatus } from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
import type { OperationRecordsService } from '../operation-records/operation-records.service';
import type { TodosService } from '../homepage/todos.service';
import { calendarRepository, type ClosedDay, type TemplateSlot } from './calendar.repository';
import { createReservationMoves } from './reservations.moves';
import { reservationsRepository, type NewReservation } from './reservations.repository';

// What the demo data (demo/seed-reservations.ts) may do to reservations that no customer call does:
// dock calendars set at once and reservations dated in the past, in any state, holding their slots.
// Only demo/ imports a module's *.demo.ts (lint); the module keeps its repositories to itself.

export { addDays, localNow, weekdayOf } from './calendar-dates';

type Owner = { tenantId: number; companyId: number };
type Slot = { warehouseId: number; date: string; start: string; end: string; capacity: number };

export const createReservationsDemo = (services: {
  operationRecords: OperationRecordsService;
  todos: TodosService;
}) => {
  const moves = createReservationMoves(services);
  return {
    /** Whether the company has a reservation already (the demo seeds once). */
    seeded: (tx: DbOrTx, companyId: number) => reservationsRepository.anyOf(tx, companyId),

    /** A warehouse's weekly slots and closed days from `from` on. */
    setCalendar: (
      tx: DbOrTx,
      owner: { tenantId: number; warehouseId: number },
      slots: TemplateSlot[],
      closed: ClosedDay[],
      from: string,
    ) => calendarRepository.replace(tx, owner, slots, closed, from),

    /**
     * A reservation created at `createdAt`, holding one place of `slot` when given, linked to the
     * company's inbound orders `orderIds`; answers its row.
     */
    async place(
      tx: DbOrTx,
      owner: Owner,
      values: NewReservation,
      { slot, orderIds, createdAt }: { slot: Slot | null; orderIds: number[]; createdAt: Date },
    ) {
      if (slot) {
        const key = { warehouseId: slot.warehouseId, date: slot.date, start: slot.start };
        await calendarRepository.ensureCounter(tx, owner.tenantId, key, slot);
        await calendarRepository.take(tx, key);
      }
      const id = await reservationsRepository.insert(tx, owner, values, createdAt);
      const row = (await reservationsRepository.lock(tx, owner.companyId, id))!;
      await reservationsRepository.link(tx, owner.companyId, id, orderIds);
      return row;
    },

    /** The to-do or notice a reservation's last move would have left. */
    notify: (tx: DbOrTx, row: Parameters<typeof moves.notify>[1], status: ReservationStatus, at: Date) =>
      moves.notify(tx, row, status, at),
  };
};
