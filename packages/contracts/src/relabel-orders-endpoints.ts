import { z } from 'zod';
import { defineEndpoints, INTEGRATION, INTEGRATION_BASE } from './endpoint';
import { feeWarehouse } from './fees';
import { documentFileParams, integrationIdParams } from './integration';
import { batchResult, deleteWithReasonRequest, idRequest } from './list';
import {
  cancelRelabelRequest,
  completeRelabelRequest,
  createRelabelRequest,
  RELABEL_CODES,
  relabelDecisionResult,
  relabelDetail,
  relabelPage,
  relabelPageRequest,
  relabelReview,
  rejectRelabelRequest,
  updateRelabelRequest,
} from './relabel-orders';

/** /api/relabel-orders/*: relabel orders (/order/relabel and its detail). */
export const relabelOrdersEndpoints = defineEndpoints(
  'relabel-orders',
  {},
  {
    page: {
      access: RELABEL_CODES.view,
      summary: "A page of the company's relabel orders",
      body: relabelPageRequest,
      response: relabelPage,
    },
    detail: {
      access: RELABEL_CODES.view,
      summary: 'One relabel order with its lines, label files and timeline',
      body: idRequest,
      response: relabelDetail,
    },
    warehouses: {
      access: RELABEL_CODES.view,
      summary: "The operator's warehouses (the warehouse filter)",
      response: z.array(feeWarehouse),
    },
    create: {
      access: RELABEL_CODES.create,
      summary:
        'Create a draft (`submit: true` submits it too: the old SKUs reserved; 409 naming the SKU when one lacks the stock)',
      body: createRelabelRequest,
      response: relabelDetail,
      idempotent: true,
    },
    update: {
      access: RELABEL_CODES.edit,
      summary: 'Change a draft',
      body: updateRelabelRequest,
      response: relabelDetail,
    },
    submit: {
      access: RELABEL_CODES.submit,
      summary:
        'Submit a draft: the old SKUs reserved by the expected quantities (409 naming a SKU short of stock)',
      body: idRequest,
      response: relabelDetail,
    },
    cancel: {
      access: RELABEL_CODES.cancel,
      summary: 'Cancel before processing: the reserved stock released',
      body: cancelRelabelRequest,
      response: relabelDetail,
    },
    delete: {
      access: RELABEL_CODES.delete,
      summary: 'Delete drafts with a reason (all or none)',
      body: deleteWithReasonRequest,
      response: batchResult,
    },
  },
);

const order = (path: string) => `/relabel-orders${path}`;

/** /open-api/warehouse/relabel-orders/*: the warehouse's side (the key's warehouse only). */
export const relabelWarehouseEndpoints = defineEndpoints(
  'relabel-orders',
  { base: INTEGRATION_BASE, tags: ['relabel-orders'] },
  {
    pending: {
      method: 'GET',
      path: order('/pending'),
      access: INTEGRATION,
      summary: 'Relabel orders of this warehouse to review or in processing, oldest first',
      response: z.array(relabelReview),
    },
    file: {
      // A file download: no envelope.
      method: 'GET',
      path: order('/:id/files/:fileId'),
      access: INTEGRATION,
      summary: 'Download a new label file the customer attached to the order',
      params: documentFileParams,
    },
    start: {
      path: order('/:id/start'),
      access: INTEGRATION,
      summary: 'Accept a relabel order and start the work (the customer can no longer cancel it)',
      params: integrationIdParams,
      response: relabelDecisionResult,
    },
    reject: {
      path: order('/:id/reject'),
      access: INTEGRATION,
      summary: 'Reject a relabel order with a reason: the reserved stock released',
      params: integrationIdParams,
      body: rejectRelabelRequest,
      response: relabelDecisionResult,
    },
    complete: {
      path: order('/:id/complete'),
      access: INTEGRATION,
      summary:
        'Complete with the actual quantity of each line: the old SKUs out by it, the new SKUs in, the rest released, the relabel fee charged per piece',
      params: integrationIdParams,
      body: completeRelabelRequest,
      response: relabelDecisionResult,
    },
  },
);
