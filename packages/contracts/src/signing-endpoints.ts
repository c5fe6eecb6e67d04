import { z } from 'zod';
import { defineEndpoints, INTEGRATION, INTEGRATION_BASE } from './endpoint';
import {
  approveRequest,
  decisionResult,
  integrationIdParams,
  pendingSigning,
  rejectRequest,
} from './integration';
import { idRequest } from './list';
import {
  SIGNING_CODES,
  signingApplyRequest,
  signingDetail,
  signingPage,
  signingPageRequest,
} from './signing';

/** /api/signing/*: signed warehouses (/clientCenter/sign), the operator's warehouses with the company's state. */
export const signingEndpoints = defineEndpoints(
  'signing',
  {},
  {
    page: {
      access: SIGNING_CODES.view,
      summary: "A page of the operator's warehouses with the company's signing state",
      body: signingPageRequest,
      response: signingPage,
    },
    detail: {
      access: SIGNING_CODES.view,
      summary: 'One warehouse (by its id) with the signing and its operation record',
      body: idRequest,
      response: signingDetail,
    },
    apply: {
      access: SIGNING_CODES.submit,
      summary: 'Apply to sign a warehouse (unsigned or rejected; the certification must have passed)',
      body: signingApplyRequest,
      response: signingDetail,
    },
  },
);

/**
 * /open-api/warehouse/signings/*: the applications waiting for the warehouse. Only a key of the
 * application's warehouse may answer it (403 for another warehouse of the tenant).
 */
export const signingReviewEndpoints = defineEndpoints(
  'signing',
  { base: INTEGRATION_BASE, tags: ['signings'] },
  {
    pending: {
      method: 'GET',
      path: '/signings/pending',
      access: INTEGRATION,
      summary: "Signing applications waiting for this key's warehouse, oldest first",
      response: z.array(pendingSigning),
    },
    approve: {
      path: '/signings/:id/approve',
      access: INTEGRATION,
      summary: "Sign a company's application for this key's warehouse",
      params: integrationIdParams,
      body: approveRequest,
      response: decisionResult,
    },
    reject: {
      path: '/signings/:id/reject',
      access: INTEGRATION,
      summary: "Reject a company's application for this key's warehouse, with a reason",
      params: integrationIdParams,
      body: rejectRequest,
      response: decisionResult,
    },
  },
);
