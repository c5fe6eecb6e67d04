import {
  CONTAINER_CATALOGUE,
  CONTAINERS_CODES,
  CONTAINERS_EXPORT_KIND,
  containerPageRequest,
  type Container,
  type ContainerFilters,
} from '@oms/contracts';
import { catalogueColumns, defineExport } from '../exports/define-export';
import type { ContainersService } from './containers.service';

type Filters = ContainerFilters & { sort?: string };

/** The containers as xlsx (OMS_ORDERCONTAINER:export): the rows the list shows, or the selected ones. */
export const containersExport = (containers: ContainersService) =>
  defineExport<Container, Filters>({
    kind: CONTAINERS_EXPORT_KIND,
    module: 'containers',
    name: { zh: '海柜追踪', en: 'Container tracking' },
    permission: CONTAINERS_CODES.export,
    filters: containerPageRequest.omit({ current: true, size: true, cursor: true }) as never,
    count: async (ctx, { ids, filters }) =>
      (await containers.list(ctx.companyId, filters, filters.sort, ids)).length,
    rows: async function* (ctx, { ids, filters }) {
      yield await containers.list(ctx.companyId, filters, filters.sort, ids);
    },
    // A container is gathered from its orders, not read by a list query: the catalogue's columns over
    // the service's rows, in the list's order.
    columns: catalogueColumns(CONTAINER_CATALOGUE, [
      'containerNo',
      'sealNo',
      'containerType',
      'shippingCompany',
      'billOfLading',
      'portOfLoading',
      'portOfDestination',
      'etd',
      'eta',
      'milestone',
      'milestoneAt',
      'daysInTransit',
      'freeExpiryDate',
      'orderStatuses',
      'orderCount',
      'reservationNo',
      'warehouse',
    ]),
  });
