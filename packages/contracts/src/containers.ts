import { z } from 'zod';
import { pageResult } from './api';
import { feeWarehouse } from './fees';
import { commonFields, defineFields } from './fields';
import { CONTAINER_TYPES, HEAD_LEG_SERVICES, INBOUND_STATUSES, MILESTONES } from './inbound-orders';
import { filterDateTime, filterEnum, filterText, listRequest, type ListFilters } from './list';
import { definePage } from './page';
import { RESERVATION_STATUSES } from './reservations';

// Container tracking (/order/containerTrack, containerTrackDetail; PRODUCT.md §4): one row per
// container of the company's sea inbound orders (full container or consolidation) that name a
// container number. Read-only: everything comes from the inbound orders, their milestones and the
// reservation that books them. Calls are POST /api/containers/<action>.

export const CONTAINERS_CODE = 'OMS_ORDERCONTAINER';
export const CONTAINERS_PAGE = definePage(CONTAINERS_CODE, ['view', 'export']);
export const CONTAINERS_CODES = CONTAINERS_PAGE.codes;
export const CONTAINERS_PAGE_KEY = 'containers';
export const CONTAINERS_EXPORT_KIND = 'containers';

/** A free-container expiry this many days away or fewer (or past) warns. */
export const CONTAINER_EXPIRY_WARNING_DAYS = 3;

export const CONTAINER_SORT_KEYS = ['containerNo', 'etd', 'eta', 'freeExpiryDate'] as const;
export type ContainerSortKey = (typeof CONTAINER_SORT_KEYS)[number];

export const containerPageRequest = listRequest(CONTAINER_SORT_KEYS).extend({
  containerNo: filterText(40),
  billOfLading: filterText(100),
  shippingCompany: filterText(100),
  milestone: filterEnum(MILESTONES),
  /** ETA between (the days the user picked). */
  etaFrom: filterDateTime,
  etaTo: filterDateTime,
});
export type ContainerPageRequest = z.infer<typeof containerPageRequest>;
export type ContainerFilters = ListFilters<ContainerPageRequest>;

const day = z.string().describe('yyyy-mm-dd');

export const container = z.object({
  /** The container number (a container is one row per company). */
  id: z.string(),
  containerNo: z.string(),
  sealNo: z.string().nullable(),
  containerType: z.enum(CONTAINER_TYPES).nullable(),
  shippingCompany: z.string().nullable(),
  billOfLading: z.string().nullable(),
  portOfLoading: z.string().nullable(),
  portOfDestination: z.string().nullable(),
  etd: day.nullable(),
  eta: day.nullable(),
  warehouse: feeWarehouse.nullable(),
  /** The latest milestone of its orders. */
  milestone: z.enum(MILESTONES).nullable(),
  milestoneAt: z.string().nullable(),
  /** Days since sailing (or the ETD) until arrival at the port of destination, or until today. */
  daysInTransit: z.number().int().nullable(),
  /** From the reservation booking its orders. */
  freeExpiryDate: day.nullable(),
  /** The free-container expiry is within CONTAINER_EXPIRY_WARNING_DAYS days, or past. */
  expiryWarning: z.boolean(),
  reservationNo: z.string().nullable(),
  /** The states of its inbound orders (distinct, in machine order). */
  orderStatuses: z.array(z.enum(INBOUND_STATUSES)),
  orderCount: z.number().int(),
});
export type Container = z.infer<typeof container>;
export const containerPage = pageResult(container);

export const containerDetailRequest = z.object({
  containerNo: z.string({ error: 'error.validation' }).trim().min(1, { error: 'error.validation' }).max(40),
});
export type ContainerDetailRequest = z.infer<typeof containerDetailRequest>;

export const containerMilestone = z.object({
  id: z.string(),
  milestone: z.enum(MILESTONES),
  occurredAt: z.string(),
  note: z.string().nullable(),
  orderNo: z.string(),
});
export type ContainerMilestone = z.infer<typeof containerMilestone>;

export const containerOrder = z.object({
  id: z.string(),
  orderNo: z.string(),
  headLeg: z.enum(HEAD_LEG_SERVICES),
  status: z.enum(INBOUND_STATUSES),
  totalBoxes: z.number().int(),
  totalQuantity: z.number().int(),
  expectedArrival: day,
});
export type ContainerOrder = z.infer<typeof containerOrder>;

export const containerReservation = z.object({
  id: z.string(),
  reservationNo: z.string(),
  status: z.enum(RESERVATION_STATUSES),
  slotDate: day.nullable(),
  slotStart: z.string().nullable(),
  slotEnd: z.string().nullable(),
  freeExpiryDate: day.nullable(),
  dockNo: z.string().nullable(),
});
export type ContainerReservation = z.infer<typeof containerReservation>;

export const containerDetail = container.extend({
  milestones: z.array(containerMilestone),
  orders: z.array(containerOrder),
  reservation: containerReservation.nullable(),
});
export type ContainerDetail = z.infer<typeof containerDetail>;

/** The labels of the containers' columns, detail and export. */
export const CONTAINER_FIELDS = defineFields({
  containerNo: { zh: '柜号', en: 'Container number' },
  sealNo: { zh: '封条号', en: 'Seal number' },
  containerType: { zh: '柜型', en: 'Container type' },
  shippingCompany: { zh: '船公司', en: 'Shipping company' },
  billOfLading: { zh: '提单号', en: 'Bill of lading' },
  portOfLoading: { zh: '起运港', en: 'Port of loading' },
  portOfDestination: { zh: '目的港', en: 'Port of destination' },
  etd: { zh: 'ETD', en: 'ETD' },
  eta: { zh: 'ETA', en: 'ETA' },
  warehouse: { zh: '仓库', en: 'Warehouse' },
  milestone: { zh: '当前节点', en: 'Current milestone' },
  milestoneAt: { zh: '节点时间', en: 'Milestone time' },
  daysInTransit: { zh: '在途天数', en: 'Days in transit' },
  freeExpiryDate: { zh: '免柜期到期', en: 'Free-container expiry' },
  reservationNo: { zh: '预约单号', en: 'Reservation' },
  orderStatuses: { zh: '入库单状态', en: 'Inbound order status' },
  orderCount: { zh: '入库单数', en: 'Inbound orders' },
  ...commonFields('status'),
});
