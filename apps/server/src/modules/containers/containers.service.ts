import {
  parseSort,
  type ContainerDetail,
  type ContainerFilters,
  type ContainerPageRequest,
  type ContainerSortKey,
  type PageResult,
  type Container,
  type Sort,
} from '@oms/contracts';
import type { Deps } from '../../core/deps';
import type { DbOrTx } from '../../db/client';
import { orNotFound } from '../../lib/errors';
import { containersRepository as repo, type ContainerOrderRow } from './containers.repository';
import { containerOf, matches, sortContainers, toReservation, type ContainerGroup } from './containers.view';

/** The default order: the latest ETA first. */
const DEFAULT_SORT: Sort<ContainerSortKey> = { key: 'eta', order: 'desc' };

/** Groups the orders (newest first) by container number, each with its milestones and reservations. */
const groupsOf = async (
  db: DbOrTx,
  companyId: number,
  filters: Partial<ContainerFilters> & { containerNos?: string[] },
  now: Date,
): Promise<ContainerGroup[]> => {
  const orders = await repo.orders(db, companyId, filters);
  const ids = orders.map((o) => o.id);
  const [milestones, reservations] = await Promise.all([
    repo.milestones(db, companyId, ids),
    repo.reservations(db, companyId, ids),
  ]);
  const byContainer = new Map<string, ContainerOrderRow[]>();
  for (const o of orders) byContainer.set(o.containerNo!, [...(byContainer.get(o.containerNo!) ?? []), o]);
  return [...byContainer.values()].map((group) => {
    const inGroup = new Set(group.map((o) => o.id));
    return containerOf(
      group,
      milestones.filter((m) => inGroup.has(m.orderId)),
      reservations.filter((r) => inGroup.has(r.orderId)),
      now,
    );
  });
};

/**
 * Container tracking (read-only): the company's sea inbound orders grouped by container number. A
 * company holds few containers next to its orders, so the page is grouped and sorted in memory over
 * the orders that match the text filters (an indexed read of the company's sea orders).
 */
export const createContainersService = ({ db }: Pick<Deps, 'db'>) => {
  const list = async (
    companyId: number,
    filters: Partial<ContainerFilters>,
    sort?: string,
    ids?: number[],
  ) => {
    const groups = await groupsOf(db, companyId, filters, new Date());
    const views = groups
      .map((g) => g.view)
      .filter((c) => matches(c, filters) && (!ids || ids.includes(Number(c.id))));
    return sortContainers(views, sort ? (parseSort(sort) as Sort<ContainerSortKey>) : DEFAULT_SORT);
  };

  return {
    list,

    async page(companyId: number, request: ContainerPageRequest): Promise<PageResult<Container>> {
      const { current, size, sort, cursor: _cursor, ...filters } = request;
      const all = await list(companyId, filters, sort);
      return { records: all.slice((current - 1) * size, current * size), total: all.length, current, size };
    },

    async detail(companyId: number, containerNo: string): Promise<ContainerDetail> {
      const [group] = await groupsOf(db, companyId, { containerNos: [containerNo] }, new Date());
      const g = orNotFound(group);
      const orderNoOf = new Map(g.orders.map((o) => [o.id, o.orderNo]));
      return {
        ...g.view,
        milestones: g.milestones.map((m) => ({
          id: String(m.id),
          milestone: m.milestone,
          occurredAt: m.occurredAt.toISOString(),
          note: m.note,
          orderNo: orderNoOf.get(m.orderId) ?? '',
        })),
        orders: g.orders.map((o) => ({
          id: String(o.id),
          orderNo: o.orderNo,
          headLeg: o.headLeg,
          status: o.status,
          totalBoxes: o.totalBoxes,
          totalQuantity: o.totalQuantity,
          expectedArrival: o.expectedArrival,
        })),
        reservation: toReservation(g.reservation),
      };
    },
  };
};
export type ContainersService = ReturnType<typeof createContainersService>;
