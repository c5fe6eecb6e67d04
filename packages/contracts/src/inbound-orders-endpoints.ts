import { z } from 'zod';
import { defineEndpoints, INTEGRATION, INTEGRATION_BASE } from './endpoint';
import {
  cancelInboundRequest,
  createInboundOrderRequest,
  INBOUND_CODES,
  inboundDeleteResult,
  inboundDetail,
  inboundDetailRequest,
  inboundOrder,
  inboundPage,
  inboundPageRequest,
  inboundWarehouseOption,
  updateInboundOrderRequest,
} from './inbound-orders';
import {
  addMilestoneRequest,
  arriveInboundRequest,
  inboundDecisionResult,
  inboundReasonRequest,
  inboundReview,
  pendingInboundOrder,
  receiveInboundRequest,
} from './inbound-orders-warehouse';
import { integrationIdParams } from './integration';
import { inboundPrintRequest, inboundPrintResult } from './inbound-orders-print';
import { deleteWithReasonRequest, idRequest } from './list';

/** /api/inbound-orders/*: the company's inbound orders (/order/warehousManage and its detail). */
export const inboundOrdersEndpoints = defineEndpoints(
  'inbound-orders',
  {},
  {
    page: {
      access: INBOUND_CODES.view,
      summary: "A page of the company's inbound orders",
      body: inboundPageRequest,
      response: inboundPage,
    },
    detail: {
      access: INBOUND_CODES.view,
      summary: 'One inbound order (by id or order number) with lines, milestones, timeline and fees',
      body: inboundDetailRequest,
      response: inboundDetail,
    },
    warehouses: {
      access: INBOUND_CODES.view,
      summary: "The company's signed warehouses (the form's choice)",
      response: z.array(inboundWarehouseOption),
    },
    create: {
      access: INBOUND_CODES.create,
      idempotent: true,
      summary:
        'Create a draft inbound order (`submit: true` submits it too); quantity = boxes × pieces per carton',
      body: createInboundOrderRequest,
      response: inboundOrder,
    },
    update: {
      access: INBOUND_CODES.edit,
      summary: 'Edit a draft or rejected inbound order (409 otherwise)',
      body: updateInboundOrderRequest,
      response: inboundOrder,
    },
    submit: {
      access: INBOUND_CODES.submit,
      idempotent: true,
      summary: 'Submit a draft or rejected inbound order for review',
      body: idRequest,
      response: inboundOrder,
    },
    confirmDifference: {
      access: INBOUND_CODES.submit,
      summary: 'Confirm the received difference: the order goes to be stocked',
      body: idRequest,
      response: inboundOrder,
    },
    cancel: {
      access: INBOUND_CODES.cancel,
      summary: 'Cancel an inbound order up to pending inbound (the in-transit stock is withdrawn)',
      body: cancelInboundRequest,
      response: inboundOrder,
    },
    delete: {
      access: INBOUND_CODES.delete,
      summary: 'Delete draft or rejected inbound orders with a reason',
      body: deleteWithReasonRequest,
      response: inboundDeleteResult,
    },
    labels: {
      access: INBOUND_CODES.print,
      summary:
        'Box labels of approved orders as a PDF in the file center: one page per carton, Code 128 of <orderNo>-<i>',
      body: inboundPrintRequest,
      response: inboundPrintResult,
    },
    packingList: {
      path: '/packing-list',
      access: INBOUND_CODES.print,
      summary: 'The packing list (A4) of approved orders as a PDF in the file center',
      body: inboundPrintRequest,
      response: inboundPrintResult,
    },
  },
);

const order = (path: string) => `/inbound-orders${path}`;

/** /open-api/warehouse/inbound-orders/*: the warehouse's side (the key's warehouse only). */
export const inboundWarehouseEndpoints = defineEndpoints(
  'inbound-orders',
  { base: INTEGRATION_BASE, tags: ['inbound-orders'] },
  {
    pending: {
      method: 'GET',
      path: order('/pending'),
      access: INTEGRATION,
      summary: 'Inbound orders of this warehouse waiting for it (pending review and in flight), oldest first',
      response: z.array(pendingInboundOrder),
    },
    detail: {
      method: 'GET',
      path: order('/:id'),
      access: INTEGRATION,
      summary: 'One inbound order with its lines, milestones and timeline',
      params: integrationIdParams,
      response: inboundReview,
    },
    approve: {
      path: order('/:id/approve'),
      access: INTEGRATION,
      summary: 'Approve a pending order: it moves by head-leg and its forecast goes in transit',
      params: integrationIdParams,
      response: inboundDecisionResult,
    },
    reject: {
      path: order('/:id/reject'),
      access: INTEGRATION,
      summary: 'Reject a pending order with a reason the customer sees',
      params: integrationIdParams,
      body: inboundReasonRequest,
      response: inboundDecisionResult,
    },
    error: {
      path: order('/:id/error'),
      access: INTEGRATION,
      summary: 'Mark an approved order as having an error (reason); resolve returns it to where it was',
      params: integrationIdParams,
      body: inboundReasonRequest,
      response: inboundDecisionResult,
    },
    resolve: {
      path: order('/:id/resolve'),
      access: INTEGRATION,
      summary: 'Resolve an error: the order returns to the state it left',
      params: integrationIdParams,
      response: inboundDecisionResult,
    },
    milestones: {
      path: order('/:id/milestones'),
      access: INTEGRATION,
      summary:
        'Add a milestone; loading or sailing (any milestone for truck/express collection) dispatches the order to pending inbound',
      params: integrationIdParams,
      body: addMilestoneRequest,
      response: inboundDecisionResult,
    },
    arrive: {
      path: order('/:id/arrive'),
      access: INTEGRATION,
      summary: 'The goods arrived at the warehouse (unloading is charged for sea and truck orders)',
      params: integrationIdParams,
      body: arriveInboundRequest,
      response: inboundDecisionResult,
    },
    receive: {
      path: order('/:id/receive'),
      access: INTEGRATION,
      summary: 'Receive lines (actual pieces and boxes); each line once (409 on a second receipt)',
      params: integrationIdParams,
      body: receiveInboundRequest,
      response: inboundDecisionResult,
    },
    finishReceiving: {
      path: order('/:id/finish-receiving'),
      access: INTEGRATION,
      summary:
        'Finish receiving: to be stocked, or with difference; over-receipts recorded; handling charged',
      params: integrationIdParams,
      response: inboundDecisionResult,
    },
    putAway: {
      path: order('/:id/put-away'),
      access: INTEGRATION,
      summary: 'Put away: the received goods become available stock; put-away charged',
      params: integrationIdParams,
      response: inboundDecisionResult,
    },
  },
);
