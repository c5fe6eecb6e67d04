import { SHIPMENT_PAGE_KEY, shipmentPageRequest, shipmentsEndpoints, TODO_TYPE } from '@oms/contracts';
import { defineDomain } from '@/shared/api/domain';

// Every /api/shipments/* call: the company's parcels; carrier news arrives as notices of to-do type 4.

const shipments = defineDomain('shipments', shipmentsEndpoints, { live: [TODO_TYPE.outbound] });
export const shipmentsApi = { ...shipments.calls, detail: (id: string) => shipments.calls.detail({ id }) };
export const shipmentList = shipments.list(SHIPMENT_PAGE_KEY, shipmentPageRequest, shipmentsApi.page);
export const useShipmentDetail = (id: string | null) => shipments.useDetail(shipmentsApi.detail, id);
