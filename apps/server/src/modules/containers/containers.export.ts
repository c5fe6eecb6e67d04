import {
  CONTAINER_FIELDS,
  CONTAINER_TYPE_LABELS,
  CONTAINERS_CODES,
  CONTAINERS_EXPORT_KIND,
  INBOUND_STATUS_LABELS,
  MILESTONE_LABELS,
  containerPageRequest,
  type Container,
  type ContainerFilters,
} from '@oms/contracts';
import { dateTimeColumn, defineExport, type ExportColumn } from '../exports/define-export';
import type { ContainersService } from './containers.service';

type Filters = ContainerFilters & { sort?: string };

const text = (key: keyof typeof CONTAINER_FIELDS & keyof Container, width = 18): ExportColumn<Container> => ({
  key,
  header: CONTAINER_FIELDS[key],
  width,
  value: (r) => {
    const v = r[key];
    return typeof v === 'string' || typeof v === 'number' ? v : null;
  },
});

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
    columns: [
      text('containerNo', 16),
      text('sealNo'),
      {
        key: 'containerType',
        header: CONTAINER_FIELDS.containerType,
        width: 12,
        value: (r, language) => (r.containerType ? CONTAINER_TYPE_LABELS[r.containerType][language] : null),
      },
      text('shippingCompany'),
      text('billOfLading'),
      text('portOfLoading'),
      text('portOfDestination'),
      text('etd', 12),
      text('eta', 12),
      {
        key: 'milestone',
        header: CONTAINER_FIELDS.milestone,
        width: 16,
        value: (r, language) => (r.milestone ? MILESTONE_LABELS[r.milestone][language] : null),
      },
      dateTimeColumn('milestoneAt', CONTAINER_FIELDS.milestoneAt, (r) => r.milestoneAt),
      text('daysInTransit', 10),
      text('freeExpiryDate', 14),
      text('reservationNo', 20),
      {
        key: 'orderStatuses',
        header: CONTAINER_FIELDS.orderStatuses,
        width: 24,
        value: (r, language) => r.orderStatuses.map((s) => INBOUND_STATUS_LABELS[s][language]).join(', '),
      },
      text('orderCount', 10),
    ],
  });
