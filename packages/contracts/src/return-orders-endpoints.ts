import { z } from 'zod';
import { defineEndpoints, INTEGRATION, INTEGRATION_BASE } from './endpoint';
import { feeWarehouse } from './fees';
import { documentFileParams, integrationIdParams } from './integration';
import { batchResult, deleteWithReasonRequest, idRequest } from './list';
import {
  cancelReturnRequest,
  createReturnRequest,
  inspectReturnRequest,
  RETURN_CODES,
  returnDecisionResult,
  returnDetail,
  returnPage,
  returnPageRequest,
  returnPhotoResult,
  returnPhotoUpload,
  returnReview,
  shippedOrder,
  shippedOrdersRequest,
  updateReturnRequest,
} from './return-orders';

/** /api/return-orders/*: returns (/order/returnedGoods and its detail). */
export const returnOrdersEndpoints = defineEndpoints(
  'return-orders',
  {},
  {
    page: {
      access: RETURN_CODES.view,
      summary: "A page of the company's returns",
      body: returnPageRequest,
      response: returnPage,
    },
    detail: {
      access: RETURN_CODES.view,
      summary: 'One return with its lines, inspection results and photos, and timeline',
      body: idRequest,
      response: returnDetail,
    },
    warehouses: {
      access: RETURN_CODES.view,
      summary: "The operator's warehouses (the warehouse filter and field)",
      response: z.array(feeWarehouse),
    },
    shippedOrders: {
      access: RETURN_CODES.create,
      summary:
        "The company's shipped outbound orders matching a number, reference or tracking number, newest first, with what each shipped (the form's picker)",
      body: shippedOrdersRequest,
      response: z.array(shippedOrder),
    },
    create: {
      access: RETURN_CODES.create,
      summary: 'Create a draft (`submit: true` submits it too: the warehouse awaits the parcel)',
      body: createReturnRequest,
      response: returnDetail,
      idempotent: true,
    },
    update: {
      access: RETURN_CODES.edit,
      summary: 'Change a draft',
      body: updateReturnRequest,
      response: returnDetail,
    },
    submit: {
      access: RETURN_CODES.submit,
      summary: 'Submit a draft: the warehouse awaits the parcel',
      body: idRequest,
      response: returnDetail,
    },
    cancel: {
      access: RETURN_CODES.cancel,
      summary: 'Cancel before the parcel arrives',
      body: cancelReturnRequest,
      response: returnDetail,
    },
    delete: {
      access: RETURN_CODES.delete,
      summary: 'Delete drafts with a reason (all or none)',
      body: deleteWithReasonRequest,
      response: batchResult,
    },
  },
);

const order = (path: string) => `/return-orders${path}`;

/** /open-api/warehouse/return-orders/*: the warehouse's side (the key's warehouse only). */
export const returnWarehouseEndpoints = defineEndpoints(
  'return-orders',
  { base: INTEGRATION_BASE, tags: ['return-orders'] },
  {
    pending: {
      method: 'GET',
      path: order('/pending'),
      access: INTEGRATION,
      summary: 'Returns awaiting arrival or inspection at this warehouse, oldest first',
      response: z.array(returnReview),
    },
    receive: {
      path: order('/:id/receive'),
      access: INTEGRATION,
      summary: 'The parcel arrived: the customer can no longer cancel the return',
      params: integrationIdParams,
      response: returnDecisionResult,
    },
    photo: {
      path: order('/:id/photos'),
      access: INTEGRATION,
      summary:
        'Upload an inspection photo (an image, checked by its content): answers the file id to name in the inspection',
      params: integrationIdParams,
      body: returnPhotoUpload,
      response: returnPhotoResult,
    },
    photoFile: {
      // A file download: no envelope.
      method: 'GET',
      path: order('/:id/files/:fileId'),
      access: INTEGRATION,
      summary: 'Download an inspection photo of the return',
      params: documentFileParams,
    },
    inspect: {
      path: order('/:id/inspect'),
      access: INTEGRATION,
      summary:
        "Report each line's sellable, unsellable and destroyed pieces with photos: the sellable pieces restocked (or held, as the line asks), the unsellable kept apart, the destroyed written off; the return handling fee charged per piece",
      params: integrationIdParams,
      body: inspectReturnRequest,
      response: returnDecisionResult,
    },
  },
);
