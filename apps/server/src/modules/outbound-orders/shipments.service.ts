import {
  SHIPMENT_CATALOGUE,
  SHIPMENT_CODES,
  type ShipmentDetail,
  type ShipmentPageRequest,
} from '@oms/contracts';
import type { Deps } from '../../core/deps';
import type { AuthContext } from '../../core/context';
import { orNotFound } from '../../lib/errors';
import { outboundOrdersRepository } from './outbound-orders.repository';
import { toEvent } from './outbound-orders.view';
import { shipmentsList, toShipmentRow } from './shipments.list';
import { shipmentsRepository as repo } from './shipments.repository';

/** The company's parcels: the list (/order/shipmentManage) and one parcel with its carrier news. */
export const createShipmentsService = ({ db }: Pick<Deps, 'db'>) => ({
  page: (auth: AuthContext, request: ShipmentPageRequest) => shipmentsList.page(db, auth, request),

  async detail(auth: AuthContext, id: string): Promise<ShipmentDetail> {
    const row = orNotFound(await repo.byId(db, auth.companyId, Number(id)));
    const events = await outboundOrdersRepository.events(db, [row.id]);
    return { ...toShipmentRow(row), events: events.map(toEvent) };
  },
});
export type ShipmentsService = ReturnType<typeof createShipmentsService>;

/** The shipments as xlsx (OMS_ORDERSHIPMENT:export): the selection, or all matching the filters. */
export const shipmentsExport = shipmentsList.export({
  kind: 'shipments',
  module: 'shipments',
  name: { zh: '货件', en: 'Shipments' },
  permission: SHIPMENT_CODES.export,
  catalogue: SHIPMENT_CATALOGUE,
  keys: [
    'shipmentNo',
    'trackingNo',
    'carrier',
    'serviceCode',
    'trackingStatus',
    'orderNo',
    'referenceNo',
    'warehouse',
    'weightKg',
    'sizeCm',
    'recipientName',
    'lastEvent',
    'shippedAt',
    'deliveredAt',
  ],
});
