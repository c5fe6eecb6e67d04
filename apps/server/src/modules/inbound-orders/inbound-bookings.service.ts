import { INBOUND_MACHINE, canDo } from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
import { errors } from '../../lib/errors';
import type { CompanyNotice } from '../../lib/notifier';
import { waitsForBooking, type InboundMoves, type Mover } from './inbound-orders.moves';
import { inboundOrdersRepository as repo } from './inbound-orders.repository';

type Owner = { tenantId: number; companyId: number };

/**
 * The system's side of inbound orders, called by reservations (design.md §2) in the caller's
 * transaction: which orders can be booked, booking them, and a reservation's moves reaching them.
 * Each answers the notices for the caller to publish after its commit.
 */
export const createInboundBookings = ({ moves }: { moves: InboundMoves }) => ({
  /** The company's PENDING_INBOUND orders at a warehouse. */
  async bookable(tx: DbOrTx, companyId: number, warehouseId: number) {
    const rows = await repo.inState(tx, companyId, warehouseId, ['PENDING_INBOUND']);
    return rows.map((r) => ({
      id: r.id,
      orderNo: r.orderNo,
      containerNo: r.containerNo,
      containerType: r.containerType,
      totalBoxes: r.totalBoxes,
      totalQuantity: r.totalQuantity,
    }));
  },

  /**
   * Books orders on a reservation: each must be the company's, at the warehouse and PENDING_INBOUND
   * (409 naming the order otherwise). Answers the orders with the notice to publish after commit.
   */
  async book(
    tx: DbOrTx,
    owner: Owner,
    input: { orderIds: number[]; warehouseId: number; reservationNo: string; actor: string },
  ) {
    const out: { id: number; orderNo: string; notice: CompanyNotice }[] = [];
    for (const id of [...new Set(input.orderIds)].sort((a, b) => a - b)) {
      const row = await repo.byId(tx, owner.companyId, id);
      if (!row || row.warehouseId !== input.warehouseId || row.status !== 'PENDING_INBOUND')
        throw errors.conflict('inboundOrders.notBookable', { number: row?.orderNo ?? String(id) });
      await moves.move(tx, row, 'book', { actor: input.actor }, {}, input.reservationNo);
      out.push({ id: row.id, orderNo: row.orderNo, notice: await moves.notify(tx, row, 'BOOKED', null) });
    }
    return out;
  },

  /**
   * A reservation's move reaches its orders: confirmed → AWAITING_RECEIPT, arrived → ARRIVED (with
   * its milestone and unloading), cancelled → PENDING_INBOUND. Orders not in a state the move starts
   * from are left as they are. Answers the notices to publish after commit.
   */
  async reservationMoved(
    tx: DbOrTx,
    owner: Owner,
    input: {
      orderIds: number[];
      reservationNo: string;
      event: 'confirmed' | 'arrived' | 'cancelled';
      actor: string;
      /** The warehouse that moved the reservation through its key: the orders' records name it. */
      warehouseId?: number;
    },
  ): Promise<CompanyNotice[]> {
    const notices: CompanyNotice[] = [];
    const action = ({ confirmed: 'expectArrival', arrived: 'arrive', cancelled: 'unbook' } as const)[
      input.event
    ];
    for (const id of [...new Set(input.orderIds)].sort((a, b) => a - b)) {
      const row = await repo.byId(tx, owner.companyId, id);
      const locked = row && (await repo.lock(tx, row.id));
      if (!row || !locked || !canDo(INBOUND_MACHINE, locked.status, action)) continue;
      const by: Mover = { actor: input.actor, warehouseId: input.warehouseId ?? null };
      if (action === 'arrive') {
        notices.push(...(await moves.arrive(tx, row, by, new Date(), input.reservationNo)));
        continue;
      }
      await moves.move(tx, row, action, by, {}, input.reservationNo);
      const to = INBOUND_MACHINE.transitions[action].to ?? locked.status;
      notices.push(await moves.notify(tx, row, to, waitsForBooking(row, to)));
    }
    return notices;
  },
});
export type InboundBookings = ReturnType<typeof createInboundBookings>;
