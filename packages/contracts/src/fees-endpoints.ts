import { z } from 'zod';
import { defineEndpoints, INTEGRATION, INTEGRATION_BASE } from './endpoint';
import {
  acceptDisputeRequest,
  createDisputeRequest,
  dispute,
  disputeDecision,
  FEE_COUNT_CODES,
  FEE_INQUIRY_CODES,
  feeCountRequest,
  feeCompany,
  feeCountResult,
  feeDetail,
  feeFiltersRequest,
  feePage,
  feePageRequest,
  feeTotals,
  feeWarehouse,
  pendingDispute,
  postedFee,
  postFeeRequest,
  refuseDisputeRequest,
} from './fees';
import { idRequest } from './list';
import { integrationIdParams } from './integration';

/** /api/fees/*: fee inquiry with totals, a line's detail and disputes (/finance/feeInquiry), statistics (/finance/feeCount). */
export const feesEndpoints = defineEndpoints(
  'fees',
  {},
  {
    page: {
      access: FEE_INQUIRY_CODES.view,
      summary: 'A page of the fee lines, newest first',
      body: feePageRequest,
      response: feePage,
    },
    totals: {
      access: FEE_INQUIRY_CODES.view,
      summary: 'Totals of the filtered fee lines, per currency',
      body: feeFiltersRequest,
      response: feeTotals,
    },
    detail: {
      access: FEE_INQUIRY_CODES.view,
      summary: 'One fee line with the ledger rows it caused and its disputes',
      body: idRequest,
      response: feeDetail,
    },
    warehouses: {
      access: FEE_INQUIRY_CODES.view,
      summary: "The operator's warehouses (the warehouse filter)",
      response: z.array(feeWarehouse),
    },
    dispute: {
      access: FEE_INQUIRY_CODES.submit,
      summary: 'Dispute a fee line with a reason and attachments (one open dispute per line)',
      body: createDisputeRequest,
      response: dispute,
    },
    withdraw: {
      access: FEE_INQUIRY_CODES.cancel,
      summary: 'Withdraw an open dispute',
      body: idRequest,
      response: dispute,
    },
    count: {
      access: FEE_COUNT_CODES.view,
      summary: 'Fee totals by type, by warehouse and by day/week/month for a period and currency',
      body: feeCountRequest,
      response: feeCountResult,
    },
  },
);

/** /open-api/warehouse/fees/*: post a fee or a bill supplement; read and answer disputes. */
export const feeWarehouseEndpoints = defineEndpoints(
  'fees',
  { base: INTEGRATION_BASE, tags: ['fees'] },
  {
    post: {
      path: '/fees',
      access: INTEGRATION,
      summary:
        'Charge a fee or a bill supplement to a company of the tenant (409 when the account cannot afford it)',
      body: postFeeRequest,
      response: postedFee,
    },
    companies: {
      method: 'GET',
      path: '/fees/companies',
      access: INTEGRATION,
      summary: "The tenant's companies with the available amount of each account (first 200)",
      response: z.array(feeCompany),
    },
    pendingDisputes: {
      method: 'GET',
      path: '/fees/disputes/pending',
      access: INTEGRATION,
      summary: "Open disputes of the tenant's companies, oldest first",
      response: z.array(pendingDispute),
    },
    accept: {
      path: '/fees/disputes/:id/accept',
      access: INTEGRATION,
      summary: 'Accept a dispute: refund all (default) or part of the fee through the kernel',
      params: integrationIdParams,
      body: acceptDisputeRequest,
      response: disputeDecision,
    },
    refuse: {
      path: '/fees/disputes/:id/refuse',
      access: INTEGRATION,
      summary: 'Refuse a dispute with a reason the company sees',
      params: integrationIdParams,
      body: refuseDisputeRequest,
      response: disputeDecision,
    },
  },
);
