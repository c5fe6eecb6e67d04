import { Link } from 'react-router';
import {
  SHIPMENT_CATALOGUE,
  shipmentDetailPath,
  type ShipmentFilters,
  type ShipmentRow,
} from '@oms/contracts';
import { outboundDetailPath } from '@/features/outbound-orders';
import { pageLinkColumn, useCatalogueColumns } from '@/shared/list-page';
import { TrackingTag } from '@/shared/ui/tracking-tag';
import { NS } from './lib/display';

/** The parcels' columns: search items, table, column configuration and export from one list. */
export const useShipmentColumns = () =>
  useCatalogueColumns<ShipmentRow, ShipmentFilters>()(NS, SHIPMENT_CATALOGUE, ({ t, column }) => [
    pageLinkColumn(
      'trackingNo',
      'fields.trackingNo',
      { to: (row) => shipmentDetailPath(row.id), testId: (row) => `shipment-${row.trackingNo}` },
      { search: { type: 'text' } },
    ),
    column('trackingStatus', {
      render: (row) => (
        <TrackingTag status={row.trackingStatus} testId={`shipment-status-${row.trackingNo}`}>
          {t(`status.${row.trackingStatus}`)}
        </TrackingTag>
      ),
    }),
    column('orderNo', {
      search: { type: 'text' },
      render: (row) => <Link to={outboundDetailPath(row.orderId)}>{row.orderNo}</Link>,
    }),
    column('referenceNo', { defaultVisible: false }),
    column('carrier', { search: { type: 'text' } }),
    column('serviceCode', { defaultVisible: false }),
    column('warehouse'),
    column('recipientName'),
    column('lastEvent', { ellipsis: true }),
    column('weightKg'),
    column('sizeCm', { defaultVisible: false }),
    column('shipmentNo', { defaultVisible: false }),
    // A parcel is recorded as it ships: the shipping day is the created range the list filters by.
    column('shippedAt', {
      sortable: true,
      search: { type: 'dateRange', from: 'createdFrom', to: 'createdTo' },
    }),
    column('deliveredAt'),
  ]);
