import { z } from 'zod';
import { defineEndpoints } from './endpoint';
import { feeWarehouse } from './fees';
import { batchResult, idRequest } from './list';
import {
  acceptOverReceiptsRequest,
  OVER_RECEIPTS_CODES,
  overReceiptDetail,
  overReceiptPage,
  overReceiptPageRequest,
  rejectOverReceiptsRequest,
} from './over-receipts';

/** /api/over-receipts/*: inbound over-receipts (/order/inboundOverchargeManage and its detail). */
export const overReceiptsEndpoints = defineEndpoints(
  'over-receipts',
  {},
  {
    page: {
      access: OVER_RECEIPTS_CODES.view,
      summary: "A page of the company's inbound over-receipts",
      body: overReceiptPageRequest,
      response: overReceiptPage,
    },
    detail: {
      access: OVER_RECEIPTS_CODES.view,
      summary: 'One over-receipt with its timeline',
      body: idRequest,
      response: overReceiptDetail,
    },
    warehouses: {
      access: OVER_RECEIPTS_CODES.view,
      summary: "The operator's warehouses (the warehouse filter)",
      response: z.array(feeWarehouse),
    },
    accept: {
      access: OVER_RECEIPTS_CODES.submit,
      summary:
        'Accept unconfirmed over-receipts: the excess goes into available stock and the over-receipt fee is charged per piece; all or none (409 when one is already confirmed)',
      body: acceptOverReceiptsRequest,
      response: batchResult,
    },
    reject: {
      access: OVER_RECEIPTS_CODES.submit,
      summary:
        'Reject unconfirmed over-receipts: the excess is held for return or disposal, at the over-receipt fee per piece; all or none',
      body: rejectOverReceiptsRequest,
      response: batchResult,
    },
  },
);
