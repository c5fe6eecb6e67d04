// The demo's warehouse calendars and reservations (issue 11): every demo warehouse gets Mon–Sat slots
// (09–11, 11–13, 14–16, 16–18, three containers each) with Sundays and a few holidays closed; the demo
// company gets a reservation in every state at LAX. Upcoming ones link the seeded pending-inbound
// orders through the inbound service (booked, confirmed); past ones link the orders whose container
// they brought, or none where the state allows. Each leaves the to-do its last move would leave (the
// service's own `notify`): one without a slot waits for the customer to pick one.
import { and, eq } from 'drizzle-orm';
import {
  RESERVATION_DOCUMENT,
  RESERVATION_MACHINE,
  type ContainerType,
  type ReservationAction,
  type ReservationStatus,
  type UnloadingMethod,
} from '@oms/contracts';
import {
  addDays,
  createReservationsDemo,
  localNow,
  weekdayOf,
} from '../modules/reservations/reservations.demo';
import type { Tx } from '../db/client';
import { DEMO_SIGNED_WAREHOUSE, DEMO_WAREHOUSE_ACTOR as WAREHOUSE_ACTOR } from './seed-certification';
import type { OrderSeedContext } from './seed-orders-context';
import { inboundOrders, operationRecords, warehouses } from '../schema';

const DAY = 86_400_000;
const SLOTS = [
  ['09:00', '11:00'],
  ['11:00', '13:00'],
  ['14:00', '16:00'],
  ['16:00', '18:00'],
] as const;

/** The actions from creation to each state, in order (a slot picked at creation: RESERVED). */
const PATH: Record<ReservationStatus, ReservationAction[]> = {
  PENDING_RESERVATION: [],
  RESERVED: [],
  PENDING_ARRIVAL: ['confirm'],
  ARRIVED: ['confirm', 'arrive'],
  PENDING_UNLOADING: ['confirm', 'arrive', 'startUnloading'],
  PENDING_EMPTY_RETURN: ['confirm', 'arrive', 'startUnloading', 'unload'],
  COMPLETED: ['confirm', 'arrive', 'startUnloading', 'unload', 'returnEmpty'],
  CANCELLED: ['cancel'],
};

type Demo = {
  status: ReservationStatus;
  /** The slot's day from today (negative: past); null: no slot. */
  inDays: number | null;
  slot: number;
  containerNo: string;
  containerType: ContainerType;
  method: UnloadingMethod;
  /** Seeded inbound orders to link, by container number (`pending`: booked through the service). */
  link?: { containerNo: string; pending?: boolean };
  dock?: string;
};

const DEMO: Demo[] = [
  {
    status: 'PENDING_RESERVATION',
    inDays: null,
    slot: 0,
    containerNo: 'TGHU5021936',
    containerType: '40GP',
    method: 'FORKLIFT',
  },
  {
    status: 'RESERVED',
    inDays: 3,
    slot: 0,
    containerNo: 'MSCU4409812',
    containerType: '40HQ',
    method: 'FORKLIFT',
    link: { containerNo: 'MSCU4409812', pending: true },
  },
  {
    status: 'PENDING_ARRIVAL',
    inDays: 1,
    slot: 2,
    containerNo: 'EGHU3390127',
    containerType: '20GP',
    method: 'MANUAL',
    link: { containerNo: 'EGHU3390127', pending: true },
    dock: 'D3',
  },
  {
    status: 'ARRIVED',
    inDays: 0,
    slot: 0,
    containerNo: 'SEGU8812034',
    containerType: '40HQ',
    method: 'PALLET',
    dock: 'D1',
  },
  {
    status: 'PENDING_UNLOADING',
    inDays: -1,
    slot: 1,
    containerNo: 'TRHU6630418',
    containerType: '45HQ',
    method: 'FORKLIFT',
    dock: 'D5',
  },
  {
    status: 'PENDING_EMPTY_RETURN',
    inDays: -12,
    slot: 0,
    containerNo: 'OOLU6612093',
    containerType: '40GP',
    method: 'MANUAL',
    link: { containerNo: 'OOLU6612093' },
    dock: 'D2',
  },
  {
    status: 'COMPLETED',
    inDays: -200,
    slot: 1,
    containerNo: 'MSKU7301245',
    containerType: '40HQ',
    method: 'FORKLIFT',
    link: { containerNo: 'MSKU7301245' },
    dock: 'D4',
  },
  {
    status: 'CANCELLED',
    inDays: 6,
    slot: 3,
    containerNo: 'CSNU1187702',
    containerType: '20GP',
    method: 'MANUAL',
  },
];

/** The warehouse's closed days from today: Dec 25 and Jan 1 of this year and the next, one maintenance day. */
const holidays = (today: string) => {
  const year = Number(today.slice(0, 4));
  const days = [year, year + 1].flatMap((y) => [
    { date: `${y}-12-25`, reason: 'Christmas' },
    { date: `${y + 1}-01-01`, reason: "New Year's Day" },
  ]);
  return [...days, { date: openDay(addDays(today, 9)), reason: 'Dock maintenance' }].filter(
    (d) => d.date >= today,
  );
};

/** The first Monday–Saturday on or after `date` that is not Dec 25 or Jan 1. */
const openDay = (date: string): string =>
  weekdayOf(date) === 7 || date.endsWith('-12-25') || date.endsWith('-01-01')
    ? openDay(addDays(date, 1))
    : date;

/** The demo company's reservations, and every demo warehouse's calendar (0 when already seeded). */
export const seedDemoReservations = async (tx: Tx, ctx: OrderSeedContext): Promise<number> => {
  const demo = createReservationsDemo(ctx.services);
  if (await demo.seeded(tx, ctx.companyId)) return 0;
  const today = localNow('UTC', ctx.now).date;
  const all = await tx.select().from(warehouses).where(eq(warehouses.tenantId, ctx.tenantId));
  const template = [1, 2, 3, 4, 5, 6].flatMap((weekday) =>
    SLOTS.map(([start, end]) => ({ weekday, start, end, capacity: 3 })),
  );
  for (const w of all)
    await demo.setCalendar(
      tx,
      { tenantId: ctx.tenantId, warehouseId: w.id },
      template,
      holidays(today),
      today,
    );
  const lax = all.find((w) => w.code === DEMO_SIGNED_WAREHOUSE);
  if (!lax) return 0;

  const owner = { tenantId: ctx.tenantId, companyId: ctx.companyId };
  const ordersOf = (containerNo: string) =>
    tx
      .select({ id: inboundOrders.id, status: inboundOrders.status })
      .from(inboundOrders)
      .where(and(eq(inboundOrders.companyId, ctx.companyId), eq(inboundOrders.containerNo, containerNo)));

  let created = 0;
  for (const d of DEMO) {
    const date =
      d.inDays === null ? null : d.inDays >= 0 ? openDay(addDays(today, d.inDays)) : addDays(today, d.inDays);
    const [start, end] = SLOTS[d.slot]!;
    const createdAt = new Date(
      ctx.now.getTime() - (d.inDays === null || d.inDays > -3 ? 2 : 5 - d.inDays) * DAY,
    );
    const holds = date !== null && d.status !== 'CANCELLED';
    const orders = d.link ? await ordersOf(d.link.containerNo) : [];
    const orderIds = orders
      .filter((o) => !d.link?.pending || o.status === 'PENDING_INBOUND')
      .map((o) => o.id);
    const row = await demo.place(
      tx,
      owner,
      {
        warehouseId: lax.id,
        status: d.status,
        containerNo: d.containerNo,
        containerType: d.containerType,
        slotDate: date,
        slotStart: date ? start : null,
        slotEnd: date ? end : null,
        freeExpiryDate: addDays(date ?? today, d.status === 'PENDING_RESERVATION' ? 2 : 7),
        unloadingMethod: d.method,
        dockNo: d.dock ?? null,
        remark: null,
        createdBy: ctx.accountName,
      },
      {
        slot: holds ? { warehouseId: lax.id, date, start, end, capacity: 3 } : null,
        orderIds,
        createdAt,
      },
    );
    if (d.link?.pending && orderIds.length > 0) {
      await ctx.services.inboundWarehouse.book(tx, owner, {
        orderIds,
        warehouseId: lax.id,
        reservationNo: row.reservationNo,
        actor: ctx.accountName,
      });
      if (d.status === 'PENDING_ARRIVAL')
        await ctx.services.inboundWarehouse.reservationMoved(tx, owner, {
          orderIds,
          reservationNo: row.reservationNo,
          event: 'confirmed',
          actor: WAREHOUSE_ACTOR,
        });
    }
    const base = { ...owner, entityType: RESERVATION_DOCUMENT.entity, entityId: String(row.id) };
    const customer = { userId: ctx.userId, actor: ctx.accountName };
    const warehouse = { userId: null, actor: WAREHOUSE_ACTOR, warehouseId: lax.id };
    const first: ReservationStatus =
      date && d.status !== 'PENDING_RESERVATION' ? 'RESERVED' : 'PENDING_RESERVATION';
    const records: (typeof operationRecords.$inferInsert)[] = [
      {
        ...base,
        ...customer,
        action: 'create',
        toState: first,
        note: date ? `${date} ${start}-${end}` : null,
        createdAt,
      },
    ];
    let from: ReservationStatus = first;
    for (const [i, action] of PATH[d.status].entries()) {
      const t = RESERVATION_MACHINE.transitions[action];
      const to: ReservationStatus = t.to ?? from;
      const stepAt = new Date(createdAt.getTime() + (i + 1) * 3_600_000 * 6);
      const by = t.by === 'customer' ? customer : warehouse;
      records.push({
        ...base,
        ...by,
        action,
        fromState: from,
        toState: to,
        note: action === 'confirm' ? (d.dock ?? null) : null,
        createdAt: stepAt,
      });
      from = to;
    }
    await tx.insert(operationRecords).values(records);
    await demo.notify(tx, row, d.status, ctx.now);
    created++;
  }
  return created;
};
