import { defineEndpoints } from './endpoint';
import {
  SHIPMENT_CODES,
  shipmentDetail,
  shipmentDetailRequest,
  shipmentPage,
  shipmentPageRequest,
} from './shipments';

/** /api/shipments/*: the company's parcels (/order/shipmentManage and its detail). */
export const shipmentsEndpoints = defineEndpoints(
  'shipments',
  {},
  {
    page: {
      access: SHIPMENT_CODES.view,
      summary: "A page of the company's parcels with their latest carrier news",
      body: shipmentPageRequest,
      response: shipmentPage,
    },
    detail: {
      access: SHIPMENT_CODES.view,
      summary: 'One parcel with its carrier events, newest first',
      body: shipmentDetailRequest,
      response: shipmentDetail,
    },
  },
);
