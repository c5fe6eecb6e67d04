import {
  CONTAINER_EXPIRY_WARNING_DAYS,
  INBOUND_STATUSES,
  type Container,
  type ContainerFilters,
  type ContainerReservation,
  type ContainerSortKey,
  type Sort,
} from '@oms/contracts';
import type {
  ContainerMilestoneRow,
  ContainerOrderRow,
  ContainerReservationRow,
} from './containers.repository';

const DAY_MS = 86_400_000;
/** Reservations that no longer hold the container (their expiry no longer warns). */
const CLOSED_RESERVATIONS = ['COMPLETED', 'CANCELLED'];

const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`);
const firstOf = <T>(values: (T | null)[]) => values.find((v) => v !== null) ?? null;

export type ContainerGroup = {
  view: Container;
  orders: ContainerOrderRow[];
  milestones: ContainerMilestoneRow[];
  reservation: ContainerReservationRow | null;
};

/** The reservation of a container: its newest open one, else its newest. */
const reservationOf = (rows: ContainerReservationRow[]) =>
  rows.find((r) => !CLOSED_RESERVATIONS.includes(r.status)) ?? rows[0] ?? null;

/**
 * One container from its orders (newest first), their milestones (oldest first) and reservations
 * (newest first). Its fields are the newest order's that has them; the milestone is the latest;
 * days in transit count from sailing (or the ETD) until arrival at the port of destination (or now).
 */
export const containerOf = (
  orders: ContainerOrderRow[],
  milestones: ContainerMilestoneRow[],
  reservations: ContainerReservationRow[],
  now: Date,
): ContainerGroup => {
  const pick = <K extends keyof ContainerOrderRow>(key: K) => firstOf(orders.map((o) => o[key]));
  const latest = milestones[milestones.length - 1] ?? null;
  const sail = milestones.find((m) => m.milestone === 'SAIL')?.occurredAt.getTime();
  const arrival = milestones.find((m) => m.milestone === 'ARRIVAL')?.occurredAt.getTime();
  const etd = pick('etd');
  const start = sail ?? (etd ? dayStart(etd) : undefined);
  const end = arrival ?? now.getTime();
  const daysInTransit = start === undefined || start > end ? null : Math.floor((end - start) / DAY_MS);
  const reservation = reservationOf(reservations);
  const expiry = reservation?.freeExpiryDate ?? null;
  const today = dayStart(now.toISOString().slice(0, 10));
  const expiryWarning =
    expiry !== null &&
    !CLOSED_RESERVATIONS.includes(reservation!.status) &&
    (dayStart(expiry) - today) / DAY_MS <= CONTAINER_EXPIRY_WARNING_DAYS;
  const statuses = new Set(orders.map((o) => o.status));
  const first = orders[0]!;
  return {
    orders,
    milestones,
    reservation,
    view: {
      id: String(Math.min(...orders.map((o) => o.id))),
      containerNo: first.containerNo!,
      sealNo: pick('sealNo'),
      containerType: pick('containerType'),
      shippingCompany: pick('shippingCompany'),
      billOfLading: pick('billOfLading'),
      portOfLoading: pick('portOfLoading'),
      portOfDestination: pick('portOfDestination'),
      etd,
      eta: pick('eta'),
      warehouse: {
        id: String(first.warehouseId),
        code: first.warehouseCode,
        nameZh: first.warehouseNameZh,
        nameEn: first.warehouseNameEn,
      },
      milestone: latest?.milestone ?? null,
      milestoneAt: latest ? latest.occurredAt.toISOString() : null,
      daysInTransit,
      freeExpiryDate: expiry,
      expiryWarning,
      reservationNo: reservation?.reservationNo ?? null,
      orderStatuses: INBOUND_STATUSES.filter((s) => statuses.has(s)),
      orderCount: orders.length,
    },
  };
};

export const toReservation = (r: ContainerReservationRow | null): ContainerReservation | null =>
  r && {
    id: String(r.id),
    reservationNo: r.reservationNo,
    status: r.status,
    slotDate: r.slotDate,
    slotStart: r.slotStart,
    slotEnd: r.slotEnd,
    freeExpiryDate: r.freeExpiryDate,
    dockNo: r.dockNo,
  };

/** The filters the orders' SQL cannot apply: the current milestone and the ETA range (days overlapping). */
export const matches = (c: Container, f: Partial<ContainerFilters>) =>
  (!f.milestone || c.milestone === f.milestone) &&
  (!f.etaFrom || (c.eta !== null && dayStart(c.eta) + DAY_MS > Date.parse(f.etaFrom))) &&
  (!f.etaTo || (c.eta !== null && dayStart(c.eta) <= Date.parse(f.etaTo)));

/** Sorts containers by a whitelisted key (nulls last), the container number breaking ties. */
export const sortContainers = (rows: Container[], sort: Sort<ContainerSortKey>) => {
  const sign = sort.order === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = a[sort.key];
    const y = b[sort.key];
    if (x !== y) {
      if (x === null) return 1;
      if (y === null) return -1;
      return x < y ? -sign : sign;
    }
    return a.containerNo < b.containerNo ? -1 : a.containerNo > b.containerNo ? 1 : 0;
  });
};
