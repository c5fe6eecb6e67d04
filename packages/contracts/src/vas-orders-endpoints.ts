import { z } from 'zod';
import { defineEndpoints, INTEGRATION, INTEGRATION_BASE } from './endpoint';
import { feeWarehouse } from './fees';
import { documentFileParams, integrationIdParams } from './integration';
import { batchResult, deleteWithReasonRequest, idRequest } from './list';
import {
  cancelVasRequest,
  completeVasRequest,
  createVasRequest,
  quoteVasRequest,
  rejectVasRequest,
  updateVasRequest,
  VAS_CODES,
  vasDecisionResult,
  vasDetail,
  vasPage,
  vasPageRequest,
  vasResultFile,
  vasResultUpload,
  vasReview,
} from './vas-orders';

/** /api/vas-orders/*: value-added service orders (/order/vasManage and its detail). */
export const vasOrdersEndpoints = defineEndpoints(
  'vas-orders',
  {},
  {
    page: {
      access: VAS_CODES.view,
      summary: "A page of the company's value-added service orders",
      body: vasPageRequest,
      response: vasPage,
    },
    detail: {
      access: VAS_CODES.view,
      summary: 'One VAS order with its lines or kit, attachments, results and timeline',
      body: idRequest,
      response: vasDetail,
    },
    warehouses: {
      access: VAS_CODES.view,
      summary: "The operator's warehouses (the warehouse filter and field)",
      response: z.array(feeWarehouse),
    },
    create: {
      access: VAS_CODES.create,
      summary: 'Create a draft (`submit: true` submits it too: the warehouse is asked for a quote)',
      body: createVasRequest,
      response: vasDetail,
      idempotent: true,
    },
    update: {
      access: VAS_CODES.edit,
      summary: 'Change a draft',
      body: updateVasRequest,
      response: vasDetail,
    },
    submit: {
      access: VAS_CODES.submit,
      summary: 'Submit a draft: the warehouse is asked for a quote',
      body: idRequest,
      response: vasDetail,
    },
    confirm: {
      access: VAS_CODES.submit,
      summary:
        "Accept the warehouse's quote: the amount frozen on the account and the pieces reserved (409 naming what is short)",
      body: idRequest,
      response: vasDetail,
    },
    cancel: {
      access: VAS_CODES.cancel,
      summary: 'Cancel before processing: a frozen quote and reserved pieces released',
      body: cancelVasRequest,
      response: vasDetail,
    },
    delete: {
      access: VAS_CODES.delete,
      summary: 'Delete drafts with a reason (all or none)',
      body: deleteWithReasonRequest,
      response: batchResult,
    },
  },
);

const order = (path: string) => `/vas-orders${path}`;

/** /open-api/warehouse/vas-orders/*: the warehouse's side (the key's warehouse only). */
export const vasWarehouseEndpoints = defineEndpoints(
  'vas-orders',
  { base: INTEGRATION_BASE, tags: ['vas-orders'] },
  {
    pending: {
      method: 'GET',
      path: order('/pending'),
      access: INTEGRATION,
      summary: 'VAS orders of this warehouse to quote, confirmed or in processing, oldest first',
      response: z.array(vasReview),
    },
    file: {
      // A file download: no envelope.
      method: 'GET',
      path: order('/:id/files/:fileId'),
      access: INTEGRATION,
      summary: "Download an attachment of the customer's or a result of the order",
      params: documentFileParams,
    },
    quote: {
      path: order('/:id/quote'),
      access: INTEGRATION,
      summary: "Quote the service's price (the customer confirms or cancels)",
      params: integrationIdParams,
      body: quoteVasRequest,
      response: vasDecisionResult,
    },
    reject: {
      path: order('/:id/reject'),
      access: INTEGRATION,
      summary: 'Decline to quote, with a reason',
      params: integrationIdParams,
      body: rejectVasRequest,
      response: vasDecisionResult,
    },
    start: {
      path: order('/:id/start'),
      access: INTEGRATION,
      summary: 'Start the work on a confirmed order (the customer can no longer cancel it)',
      params: integrationIdParams,
      response: vasDecisionResult,
    },
    result: {
      path: order('/:id/results'),
      access: INTEGRATION,
      summary: 'Upload a result (a photo or a report: an image or a PDF, checked by its content)',
      params: integrationIdParams,
      body: vasResultUpload,
      response: vasResultFile,
    },
    complete: {
      path: order('/:id/complete'),
      access: INTEGRATION,
      summary:
        'Complete with the results: the quote charged; the pieces released, disposed of, or for kitting the components used and the kits received',
      params: integrationIdParams,
      body: completeVasRequest,
      response: vasDecisionResult,
    },
  },
);
