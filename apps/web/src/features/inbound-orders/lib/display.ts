import {
  INBOUND_DOCUMENT,
  RESERVATION_CREATE_PATH,
  SIGNING_DOCUMENT,
  type InboundOrder,
  type InboundStatus,
} from '@oms/contracts';

export const NS = 'inbound-orders';
export const MANAGE_PATH = INBOUND_DOCUMENT.listPath;
export const detailPath = INBOUND_DOCUMENT.detailPath;
/** Where the company signs warehouses (an order goes to a signed one only). */
export const SIGN_PATH = SIGNING_DOCUMENT.listPath;
/** A new reservation at the order's warehouse with the order ticked (and its container or truck named). */
export const reservePathOf = (o: Pick<InboundOrder, 'id' | 'warehouse' | 'containerNo' | 'truckNo'>) => {
  const query = new URLSearchParams({ warehouseId: o.warehouse.id, orderId: o.id });
  const vehicle = o.containerNo ?? o.truckNo;
  if (vehicle) query.set('containerNo', vehicle);
  return `${RESERVATION_CREATE_PATH}?${query.toString()}`;
};
/** The fee inquiry list of one document's fees. */
export const feesOf = (orderNo: string) => `/finance/feeInquiry?documentNo=${encodeURIComponent(orderNo)}`;

export const STATUS_COLOR: Record<InboundStatus, string> = INBOUND_DOCUMENT.colors;

/** received − forecast, or null before receipt. */
export const differenceOf = (forecast: number, received: number | null) =>
  received === null ? null : received - forecast;
