import type { InboundOrder, InboundStatus } from '@oms/contracts';

export const NS = 'inbound-orders';
export const MANAGE_PATH = '/order/warehousManage';
export const detailPath = (id: string) => `/order/warehousDetail?id=${id}`;
/** Where the company signs warehouses (an order goes to a signed one only). */
export const SIGN_PATH = '/clientCenter/sign';
/** A new reservation at the order's warehouse with the order ticked (and its container or truck named). */
export const reservePathOf = (o: Pick<InboundOrder, 'id' | 'warehouse' | 'containerNo' | 'truckNo'>) => {
  const query = new URLSearchParams({ warehouseId: o.warehouse.id, orderId: o.id });
  const vehicle = o.containerNo ?? o.truckNo;
  if (vehicle) query.set('containerNo', vehicle);
  return `/order/warehousReserveCreat?${query.toString()}`;
};
/** The fee inquiry list of one document's fees. */
export const feesOf = (orderNo: string) => `/finance/feeInquiry?documentNo=${encodeURIComponent(orderNo)}`;

export const STATUS_COLOR: Record<InboundStatus, string> = {
  DRAFT: 'default',
  PENDING_REVIEW: 'processing',
  REJECTED: 'error',
  PENDING_LOADING_SUPERVISION: 'cyan',
  PENDING_CONSOLIDATION: 'cyan',
  AWAITING_COLLECTION: 'cyan',
  PENDING_INBOUND: 'blue',
  BOOKED: 'geekblue',
  AWAITING_RECEIPT: 'geekblue',
  ARRIVED: 'purple',
  RECEIVING: 'purple',
  WITH_DIFFERENCE: 'warning',
  TO_BE_STOCKED: 'gold',
  COMPLETED: 'success',
  HAS_ERROR: 'error',
  CANCELLED: 'default',
};

/** received − forecast, or null before receipt. */
export const differenceOf = (forecast: number, received: number | null) =>
  received === null ? null : received - forecast;
