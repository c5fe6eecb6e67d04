import { and, asc, desc, eq, ilike, inArray, isNotNull, or, type SQL } from 'drizzle-orm';
import type { ContainerFilters } from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
import {
  inboundMilestones,
  inboundOrders as o,
  reservationOrders,
  reservations,
  warehouseLabel,
  warehouses,
} from '../../schema';
import { contains } from '../../lib/like';

/** The company's sea orders that name a container. */
const seaOrdersOf = (companyId: number) =>
  and(
    eq(o.companyId, companyId),
    or(eq(o.headLeg, 'SEA_FCL'), eq(o.headLeg, 'SEA_LCL')),
    isNotNull(o.containerNo),
  );

/**
 * The text filters of the list, which live on the orders: a container matches when one of its orders
 * does, and then all of its orders make its row (not only the matching ones).
 */
const textFilter = (db: DbOrTx, companyId: number, f: Partial<ContainerFilters>): SQL | undefined => {
  const matching = [
    f.containerNo ? ilike(o.containerNo, contains(f.containerNo)) : undefined,
    f.billOfLading ? ilike(o.billOfLading, contains(f.billOfLading)) : undefined,
    f.shippingCompany ? ilike(o.shippingCompany, contains(f.shippingCompany)) : undefined,
  ].filter((c) => c !== undefined);
  if (matching.length === 0) return undefined;
  return inArray(
    o.containerNo,
    db
      .select({ containerNo: o.containerNo })
      .from(o)
      .where(and(seaOrdersOf(companyId), ...matching)),
  );
};

/**
 * Container tracking reads the inbound orders, their milestones and reservations (never writes):
 * a container is the company's sea orders (full container or consolidation) sharing a number.
 */
export const containersRepository = {
  /**
   * The company's sea orders with a container number, newest first: every order of each container
   * that matches the list's text filters. Unbounded: a page reads all of them (see the service).
   */
  orders: (db: DbOrTx, companyId: number, f: Partial<ContainerFilters> & { containerNos?: string[] }) =>
    db
      .select({
        id: o.id,
        orderNo: o.orderNo,
        headLeg: o.headLeg,
        status: o.status,
        containerNo: o.containerNo,
        containerType: o.containerType,
        sealNo: o.sealNo,
        shippingCompany: o.shippingCompany,
        billOfLading: o.billOfLading,
        portOfLoading: o.portOfLoading,
        portOfDestination: o.portOfDestination,
        etd: o.etd,
        eta: o.eta,
        totalBoxes: o.totalBoxes,
        totalQuantity: o.totalQuantity,
        expectedArrival: o.expectedArrival,
        warehouseId: o.warehouseId,
        ...warehouseLabel,
      })
      .from(o)
      .innerJoin(warehouses, eq(warehouses.id, o.warehouseId))
      .where(
        and(
          seaOrdersOf(companyId),
          f.containerNos ? inArray(o.containerNo, f.containerNos) : undefined,
          textFilter(db, companyId, f),
        ),
      )
      .orderBy(desc(o.id)),

  /** The milestones of these orders, oldest first. */
  milestones: (db: DbOrTx, companyId: number, orderIds: number[]) =>
    orderIds.length === 0
      ? Promise.resolve([])
      : db
          .select({
            id: inboundMilestones.id,
            orderId: inboundMilestones.orderId,
            milestone: inboundMilestones.milestone,
            occurredAt: inboundMilestones.occurredAt,
            note: inboundMilestones.note,
          })
          .from(inboundMilestones)
          .where(
            and(eq(inboundMilestones.companyId, companyId), inArray(inboundMilestones.orderId, orderIds)),
          )
          .orderBy(asc(inboundMilestones.occurredAt), asc(inboundMilestones.id)),

  /** The reservations booking these orders (newest first), with the order each books. */
  reservations: (db: DbOrTx, companyId: number, orderIds: number[]) =>
    orderIds.length === 0
      ? Promise.resolve([])
      : db
          .select({
            orderId: reservationOrders.inboundOrderId,
            id: reservations.id,
            reservationNo: reservations.reservationNo,
            status: reservations.status,
            slotDate: reservations.slotDate,
            slotStart: reservations.slotStart,
            slotEnd: reservations.slotEnd,
            freeExpiryDate: reservations.freeExpiryDate,
            dockNo: reservations.dockNo,
          })
          .from(reservationOrders)
          .innerJoin(reservations, eq(reservations.id, reservationOrders.reservationId))
          .where(
            and(
              eq(reservationOrders.companyId, companyId),
              eq(reservations.companyId, companyId),
              inArray(reservationOrders.inboundOrderId, orderIds),
            ),
          )
          .orderBy(desc(reservations.id)),
};
export type ContainerOrderRow = Awaited<ReturnType<typeof containersRepository.orders>>[number];
export type ContainerMilestoneRow = Awaited<ReturnType<typeof containersRepository.milestones>>[number];
export type ContainerReservationRow = Awaited<ReturnType<typeof containersRepository.reservations>>[number];
