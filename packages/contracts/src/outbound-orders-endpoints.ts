import { z } from 'zod';
import { defineEndpoints, INTEGRATION, INTEGRATION_BASE } from './endpoint';
import { documentFileParams, integrationIdParams } from './integration';
import { deleteWithReasonRequest, idRequest } from './list';
import { OUTBOUND_CODES } from './outbound-orders-document';
import {
  batchCancelOutboundRequest,
  createOutboundRequest,
  outboundDetail,
  outboundOrder,
  outboundPage,
  outboundPageRequest,
  outboundQuote,
  outboundQuoteRequest,
  outboundReasonRequest,
  outboundPrintRequest,
  outboundPrintResult,
  outboundServiceOption,
  outboundServicesRequest,
  outboundWarehouseOption,
  updateOutboundRequest,
} from './outbound-orders-api';
import {
  interceptionAnswerRequest,
  outboundDecisionResult,
  outboundErrorRequest,
  outboundProgressRequest,
  outboundReview,
  pendingOutboundOrder,
  shipOutboundRequest,
  inTransitParcel,
} from './outbound-orders-warehouse';
import { postTrackingRequest } from './logistics-tracking';

const affected = z.object({ affected: z.number().int() });

/** /api/outbound-orders/*: the company's outbound orders (/order/outWarehouse and its detail). */
export const outboundOrdersEndpoints = defineEndpoints(
  'outbound-orders',
  {},
  {
    page: {
      access: OUTBOUND_CODES.view,
      summary: "A page of the company's outbound orders",
      body: outboundPageRequest,
      response: outboundPage,
    },
    detail: {
      access: OUTBOUND_CODES.view,
      summary: 'One outbound order with its lines, options, parcels, fees and timeline',
      body: idRequest,
      response: outboundDetail,
    },
    warehouses: {
      access: OUTBOUND_CODES.view,
      summary: "The company's signed warehouses (the form's choice)",
      response: z.array(outboundWarehouseOption),
    },
    services: {
      access: OUTBOUND_CODES.view,
      summary: "A signed warehouse's carrier services (the form's choice)",
      body: outboundServicesRequest,
      response: z.array(outboundServiceOption),
    },
    quote: {
      access: OUTBOUND_CODES.create,
      summary:
        'The price of an order before it is saved: handling, pieces, packaging, insurance and the carrier service; chooses the warehouse and the service when absent',
      body: outboundQuoteRequest,
      response: outboundQuote,
    },
    create: {
      access: OUTBOUND_CODES.create,
      idempotent: true,
      summary: 'Create a draft outbound order (`submit: true` submits it too)',
      body: createOutboundRequest,
      response: outboundOrder,
    },
    copy: {
      access: OUTBOUND_CODES.create,
      idempotent: true,
      summary: 'A new draft with the lines, recipient and options of an order (not its reference)',
      body: idRequest,
      response: outboundOrder,
    },
    update: {
      access: OUTBOUND_CODES.edit,
      summary: 'Edit a draft or an order with an error (409 otherwise)',
      body: updateOutboundRequest,
      response: outboundOrder,
    },
    submit: {
      access: OUTBOUND_CODES.submit,
      idempotent: true,
      summary:
        'Submit: stock reserved and the estimate frozen (pending outbound), or on hold when the balance is short; 409 when stock is short',
      body: idRequest,
      response: outboundOrder,
    },
    hold: {
      access: OUTBOUND_CODES.edit,
      summary: 'Hold a pending order (the warehouse does not start it until released)',
      body: outboundReasonRequest,
      response: outboundOrder,
    },
    release: {
      access: OUTBOUND_CODES.edit,
      summary: 'Release your hold; the order waits on for its other reasons, if any',
      body: idRequest,
      response: outboundOrder,
    },
    cancel: {
      access: OUTBOUND_CODES.cancel,
      summary:
        'Cancel before processing (stock and money released); while processing, ask the warehouse to intercept',
      body: outboundReasonRequest,
      response: outboundOrder,
    },
    batchCancel: {
      path: '/batch-cancel',
      access: OUTBOUND_CODES.cancel,
      summary: 'Cancel the selected orders with one reason: all of them or none',
      body: batchCancelOutboundRequest,
      response: affected,
    },
    packingList: {
      path: '/packing-list',
      access: OUTBOUND_CODES.print,
      summary:
        'The packing lists of the selected orders (A4, Chinese and English) as a PDF in the file center',
      body: outboundPrintRequest,
      response: outboundPrintResult,
    },
    delete: {
      access: OUTBOUND_CODES.delete,
      summary: 'Delete drafts with a reason',
      body: deleteWithReasonRequest,
      response: affected,
    },
  },
);

const order = (path: string) => `/outbound-orders${path}`;

/** /open-api/warehouse/outbound-orders/*: the warehouse's side (the key's warehouse only). */
export const outboundWarehouseEndpoints = defineEndpoints(
  'outbound-orders',
  { base: INTEGRATION_BASE, tags: ['outbound-orders'] },
  {
    pending: {
      method: 'GET',
      path: order('/pending'),
      access: INTEGRATION,
      summary: 'Outbound orders of this warehouse to start or in processing, oldest first',
      response: z.array(pendingOutboundOrder),
    },
    detail: {
      method: 'GET',
      path: order('/:id'),
      access: INTEGRATION,
      summary: 'One outbound order with its lines (components of combinations), options and parcels',
      params: integrationIdParams,
      response: outboundReview,
    },
    file: {
      // A file download: no envelope.
      method: 'GET',
      path: order('/:id/files/:fileId'),
      access: INTEGRATION,
      summary:
        'Download a file the customer attached to the order (extra packing list, own carrier label, FBA box labels)',
      params: documentFileParams,
    },
    start: {
      path: order('/:id/start'),
      access: INTEGRATION,
      summary: 'Start processing a pending order (picking): a cancel is now an interception request',
      params: integrationIdParams,
      response: outboundDecisionResult,
    },
    progress: {
      path: order('/:id/progress'),
      access: INTEGRATION,
      summary: 'Report a step of processing: picked, packed, labelled',
      params: integrationIdParams,
      body: outboundProgressRequest,
      response: outboundDecisionResult,
    },
    ship: {
      path: order('/:id/ship'),
      access: INTEGRATION,
      summary:
        'Ship: one or more parcels with tracking numbers and weights; stock leaves, actual fees charged, the rest of the freeze released',
      params: integrationIdParams,
      body: shipOutboundRequest,
      response: outboundDecisionResult,
    },
    error: {
      path: order('/:id/error'),
      access: INTEGRATION,
      summary:
        'The order cannot go on (shortage, address, carrier…): stock and money released, the customer fixes it',
      params: integrationIdParams,
      body: outboundErrorRequest,
      response: outboundDecisionResult,
    },
    inTransit: {
      method: 'GET',
      path: order('/in-transit'),
      access: INTEGRATION,
      summary: "This warehouse's parcels not yet delivered, returned or expired, oldest first",
      response: z.array(inTransitParcel),
    },
    tracking: {
      path: order('/:id/tracking'),
      access: INTEGRATION,
      summary:
        "Post a parcel's carrier events (time with offset, place, the carrier's text, the normalised status); a repeat is kept once. Delivered parcels date the order's delivery; an exception or a failed attempt raises a to-do",
      params: integrationIdParams,
      body: postTrackingRequest,
      response: outboundDecisionResult,
    },
    answerInterception: {
      path: order('/:id/interception'),
      access: INTEGRATION,
      summary: "Answer the customer's interception request: accepted (cancelled, released) or refused",
      params: integrationIdParams,
      body: interceptionAnswerRequest,
      response: outboundDecisionResult,
    },
  },
);
