import {
  HEAD_LEGS,
  INBOUND_MACHINE,
  INBOUND_STATUSES,
  approvedStateOf,
  canDo,
  formatBoth,
  type AddMilestoneRequest,
  type InboundDecisionResult,
  type InboundReview,
  type InboundStatus,
  type Milestone,
  type PendingInboundOrder,
  type ReceiveInboundRequest,
} from '@oms/contracts';
import type { Deps } from '../../core/deps';
import type { IntegrationContext } from '../../core/context';
import type { DbOrTx } from '../../db/client';
import { errors, orNotFound } from '../../lib/errors';
import type { CompanyNotice } from '../../lib/notifier';
import type { TodosService } from '../homepage/todos.service';
import type { OperationRecordsService } from '../operation-records/operation-records.service';
import { createInboundBookings } from './inbound-bookings.service';
import {
  INBOUND_ENTITY,
  notAllowed,
  waitsForBooking,
  type InboundMoves,
  type Mover,
} from './inbound-orders.moves';
import type { InboundInventory, InboundOverReceipts } from './inbound-orders.ports';
import { inboundOrdersRepository as repo, type InboundListRow } from './inbound-orders.repository';
import { forecastOf, type InboundOrdersService } from './inbound-orders.service';
import { toInboundOrder } from './inbound-orders.view';

export type InboundWarehouseDeps = Pick<Deps, 'db'> & {
  operationRecords: OperationRecordsService;
  todos: TodosService;
  inventory: InboundInventory;
  overReceipts: InboundOverReceipts;
  moves: InboundMoves;
  orders: InboundOrdersService;
};

/** The integration key's warehouse and name. */
export type WarehouseCaller = Pick<IntegrationContext, 'tenantId' | 'warehouseId' | 'actor'>;

/** What waits for the warehouse: pending review and every state in flight. */
const PENDING_STATES = INBOUND_STATUSES.filter(
  (s) => !['DRAFT', 'REJECTED', 'COMPLETED', 'CANCELLED'].includes(s),
);

type Step = { notices: CompanyNotice[] };

/**
 * The warehouse's side of inbound orders (integration API, simulator) and the system's (reservations):
 * review, milestones, arrival, receipt line by line (each line once), finishing with the difference,
 * put-away into stock. Stock through the kernel, fees through the finance kernel (an unaffordable
 * fee never stops the work), a to-do for each step that waits on the customer.
 */
export const createInboundWarehouseService = (deps: InboundWarehouseDeps) => {
  const { db, operationRecords, todos, inventory, overReceipts, moves, orders } = deps;
  const who = (caller: WarehouseCaller): Mover => ({ actor: caller.actor, warehouseId: caller.warehouseId });
  const ownerOf = (row: { tenantId: number; companyId: number }) => ({
    tenantId: row.tenantId,
    companyId: row.companyId,
  });
  const docOf = (row: InboundListRow, actor: string, at?: Date) => ({
    warehouseId: row.warehouseId,
    documentType: 'INBOUND' as const,
    documentNo: row.orderNo,
    actor,
    at,
  });

  /** Runs one warehouse step on an order of the key's warehouse (404 for another's) and answers its state. */
  const step = async (
    caller: WarehouseCaller,
    id: number,
    body: (tx: DbOrTx, row: InboundListRow) => Promise<Step>,
  ): Promise<InboundDecisionResult> => {
    const { notices } = await db.transaction(async (tx) => {
      const row = orNotFound(await repo.byIdForWarehouse(tx, caller.tenantId, caller.warehouseId, id));
      return body(tx, row);
    });
    await todos.publish(...notices);
    const after = orNotFound(await repo.byIdForWarehouse(db, caller.tenantId, caller.warehouseId, id));
    return { id: String(after.id), orderNo: after.orderNo, status: after.status };
  };

  /** Moves an approved order along when a milestone of its head-leg says it left (or was collected). */
  const dispatchOn = async (tx: DbOrTx, row: InboundListRow, m: Milestone, by: Mover) => {
    if (!canDo(INBOUND_MACHINE, row.status, 'dispatch') || !HEAD_LEGS[row.headLeg].dispatch.includes(m))
      return [];
    await moves.move(tx, row, 'dispatch', by, {}, m);
    return [await moves.notify(tx, row, 'PENDING_INBOUND', waitsForBooking(row, 'PENDING_INBOUND'))];
  };

  return {
    /** The key's warehouse's orders waiting for it, oldest first. */
    async pending(caller: WarehouseCaller): Promise<PendingInboundOrder[]> {
      const rows = await repo.ofWarehouse(db, caller.tenantId, caller.warehouseId, PENDING_STATES);
      return rows.map(({ companyName, ...r }) => ({
        ...toInboundOrder(r),
        companyId: String(r.companyId),
        companyName,
      }));
    },

    async review(caller: WarehouseCaller, id: number): Promise<InboundReview> {
      const row = orNotFound(await repo.byIdForWarehouse(db, caller.tenantId, caller.warehouseId, id));
      return {
        ...(await orders.detailOf(db, row)),
        companyId: String(row.companyId),
        companyName: await repo.companyName(db, row.companyId),
        operations: await operationRecords.listFor(db, {
          ...ownerOf(row),
          entityType: INBOUND_ENTITY,
          entityId: row.id,
        }),
      };
    },

    /** Approves: the order moves by head-leg and its forecast goes in transit. */
    approve: (caller: WarehouseCaller, id: number, at = new Date()) =>
      step(caller, id, async (tx, row) => {
        const to = approvedStateOf(row.headLeg);
        await moves.move(tx, row, 'approve', who(caller), { approvedAt: at, rejectReason: null }, null, to);
        const lines = await repo.lines(tx, [row.id]);
        await inventory.expect(tx, ownerOf(row), {
          ...docOf(row, caller.actor, at),
          lines: forecastOf(lines),
        });
        return { notices: [await moves.notify(tx, row, to, waitsForBooking(row, to))] };
      }),

    reject: (caller: WarehouseCaller, id: number, reason: string) =>
      step(caller, id, async (tx, row) => {
        await moves.move(tx, row, 'reject', who(caller), { rejectReason: reason }, reason);
        const waits = formatBoth('inboundOrders.todoRejected', { number: row.orderNo, reason });
        return { notices: [await moves.notify(tx, row, 'REJECTED', waits)] };
      }),

    /** An error: HAS_ERROR, remembering the state it interrupted. */
    error: (caller: WarehouseCaller, id: number, reason: string) =>
      step(caller, id, async (tx, row) => {
        const locked = orNotFound(await repo.lock(tx, row.id));
        const set = { errorFromStatus: locked.status, errorReason: reason };
        await moves.move(tx, row, 'error', who(caller), set, reason);
        const waits = formatBoth('inboundOrders.todoError', { number: row.orderNo, reason });
        return { notices: [await moves.notify(tx, row, 'HAS_ERROR', waits)] };
      }),

    /** Resolves an error: back to the state it interrupted. */
    resolve: (caller: WarehouseCaller, id: number) =>
      step(caller, id, async (tx, row) => {
        const locked = orNotFound(await repo.lock(tx, row.id));
        const to = locked.errorFromStatus ?? 'PENDING_INBOUND';
        await moves.move(
          tx,
          row,
          'resolve',
          who(caller),
          { errorFromStatus: null, errorReason: null },
          null,
          to,
        );
        const waits =
          to === 'WITH_DIFFERENCE'
            ? formatBoth('inboundOrders.todoDifference', { number: row.orderNo })
            : waitsForBooking(row, to);
        return { notices: [await moves.notify(tx, row, to, waits)] };
      }),

    /**
     * A milestone of the order's head-leg while its goods travel (422 for another's: an express parcel
     * does not sail); one that says the goods left dispatches the order to pending inbound.
     */
    addMilestone: (caller: WarehouseCaller, id: number, input: AddMilestoneRequest) =>
      step(caller, id, async (tx, row) => {
        const { transit } = HEAD_LEGS[row.headLeg];
        if (!transit.includes(input.milestone))
          throw errors.invalid(
            'inboundOrders.milestoneNotOfHeadLeg',
            { number: row.orderNo, milestone: input.milestone, allowed: transit.join(', ') || '-' },
            'milestone',
          );
        await moves.move(tx, row, 'addMilestone', who(caller), {}, input.milestone);
        await moves.milestone(tx, row, input.milestone, new Date(input.occurredAt), caller.actor, input.note);
        return { notices: await dispatchOn(tx, row, input.milestone, who(caller)) };
      }),

    arrive: (caller: WarehouseCaller, id: number, occurredAt?: string) =>
      step(caller, id, async (tx, row) => ({
        notices: await moves.arrive(
          tx,
          row,
          who(caller),
          occurredAt ? new Date(occurredAt) : new Date(),
          null,
        ),
      })),

    /**
     * Receives lines: the first receipt starts receiving; each line is received once (a conditional
     * update: a second receipt of a line, even a concurrent one, answers 409).
     */
    receive: (caller: WarehouseCaller, id: number, input: ReceiveInboundRequest) =>
      step(caller, id, async (tx, row) => {
        const locked = orNotFound(await repo.lock(tx, row.id));
        if (locked.status === 'ARRIVED') await moves.move(tx, row, 'startReceiving', who(caller));
        else if (locked.status !== 'RECEIVING') throw notAllowed(row.orderNo);
        const lines = new Map((await repo.lines(tx, [row.id])).map((l) => [l.id, l]));
        for (const line of input.lines) {
          const own = lines.get(Number(line.lineId));
          if (!own) throw errors.invalid('inboundOrders.lineUnknown', { line: line.lineId }, 'lines');
          const done = await repo.receiveLine(tx, row.id, own.id, line.receivedQuantity, line.receivedBoxes);
          if (!done)
            throw errors.conflict('inboundOrders.lineAlreadyReceived', { number: row.orderNo, sku: own.sku });
        }
        const skus = input.lines.map((l) => lines.get(Number(l.lineId))!.sku).join(', ');
        await operationRecords.record(tx, {
          ...ownerOf(row),
          ...who(caller),
          entityType: INBOUND_ENTITY,
          entityId: row.id,
          action: 'receive',
          note: skus,
        });
        return { notices: [] };
      }),

    /**
     * Finishes receiving (every line received): to be stocked, or with difference (the customer
     * confirms it); an over-receipt for each line received above its forecast; handling charged per
     * received box.
     */
    finishReceiving: (caller: WarehouseCaller, id: number, at = new Date()) =>
      step(caller, id, async (tx, row) => {
        const locked = orNotFound(await repo.lock(tx, row.id));
        if (locked.status !== 'RECEIVING') throw notAllowed(row.orderNo);
        const lines = await repo.lines(tx, [row.id]);
        const open = lines.filter((l) => l.receivedQuantity === null).length;
        if (open > 0)
          throw errors.conflict('inboundOrders.linesNotReceived', { number: row.orderNo, count: open });
        const differs = lines.some((l) => l.receivedQuantity !== l.quantity);
        const to: InboundStatus = differs ? 'WITH_DIFFERENCE' : 'TO_BE_STOCKED';
        const receivedBoxes = lines.reduce((n, l) => n + (l.receivedBoxes ?? 0), 0);
        const receivedQuantity = lines.reduce((n, l) => n + (l.receivedQuantity ?? 0), 0);
        await moves.move(
          tx,
          row,
          'finishReceiving',
          who(caller),
          { receivedBoxes, receivedQuantity },
          null,
          to,
        );
        await moves.milestone(tx, row, 'RECEIPT', at, caller.actor);
        const raised: CompanyNotice[] = [];
        for (const l of lines) {
          if ((l.receivedQuantity ?? 0) <= l.quantity) continue;
          const { notice } = await overReceipts.record(
            tx,
            ownerOf(row),
            {
              warehouseId: row.warehouseId,
              inboundOrderId: row.id,
              inboundOrderNo: row.orderNo,
              lineId: l.id,
              productId: l.productId,
              forecast: l.quantity,
              received: l.receivedQuantity ?? 0,
              actor: caller.actor,
            },
            at,
          );
          if (notice) raised.push(notice);
        }
        const owed = await moves.charge(tx, row, 'INBOUND_HANDLING', receivedBoxes, caller.actor, at);
        const waits = differs ? formatBoth('inboundOrders.todoDifference', { number: row.orderNo }) : null;
        return { notices: [...raised, ...owed, await moves.notify(tx, row, to, waits)] };
      }),

    /** Puts away: the received goods (up to the forecast) become available stock; put-away charged. */
    putAway: (caller: WarehouseCaller, id: number, at = new Date()) =>
      step(caller, id, async (tx, row) => {
        await moves.move(tx, row, 'putAway', who(caller), { completedAt: at });
        const lines = await repo.lines(tx, [row.id]);
        const stock = lines.map((l) => ({
          productId: l.productId,
          fromTransit: l.quantity,
          quantity: Math.min(l.receivedQuantity ?? 0, l.quantity),
        }));
        await inventory.receive(tx, ownerOf(row), { ...docOf(row, caller.actor, at), lines: stock });
        for (const [i, l] of lines.entries()) await repo.setPutAway(tx, l.id, stock[i]!.quantity);
        await moves.milestone(tx, row, 'PUT_AWAY', at, caller.actor);
        const pieces = stock.reduce((n, l) => n + l.quantity, 0);
        const owed = await moves.charge(tx, row, 'PUT_AWAY', pieces, caller.actor, at);
        return { notices: [...owed, await moves.notify(tx, row, 'COMPLETED', null)] };
      }),

    // The reservations' moves (book, confirmed, arrived, cancelled): inbound-bookings.service.ts.
    ...createInboundBookings({ moves }),
  };
};
export type InboundWarehouseService = ReturnType<typeof createInboundWarehouseService>;
