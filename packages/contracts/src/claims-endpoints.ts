import { z } from 'zod';
import {
  approveClaimRequest,
  claim,
  CLAIMS_CODES,
  claimDecisionResult,
  claimDetail,
  claimPage,
  claimPageRequest,
  claimReview,
  createClaimRequest,
  pendingClaim,
  rejectClaimRequest,
} from './claims';
import { defineEndpoints, INTEGRATION, INTEGRATION_BASE } from './endpoint';
import { documentFileParams, integrationIdParams } from './integration';
import { idRequest } from './list';

/** /api/claims/*: compensation claims (/finance/compensationManage and its detail). */
export const claimsEndpoints = defineEndpoints(
  'claims',
  {},
  {
    page: {
      access: CLAIMS_CODES.view,
      summary: "A page of the company's claims",
      body: claimPageRequest,
      response: claimPage,
    },
    detail: {
      access: CLAIMS_CODES.view,
      summary: 'One claim with its operation record and the ledger entry of its payment',
      body: idRequest,
      response: claimDetail,
    },
    create: {
      access: CLAIMS_CODES.create,
      summary: 'File a claim (pending review); attachments are uploaded images or PDFs of the company',
      body: createClaimRequest,
      response: claim,
    },
    cancel: {
      access: CLAIMS_CODES.cancel,
      summary: 'Cancel a claim while it waits for review (409 once decided)',
      body: idRequest,
      response: claim,
    },
  },
);

/** /open-api/warehouse/claims/*: the claims of the tenant's companies that wait for the warehouse. */
export const claimReviewEndpoints = defineEndpoints(
  'claims',
  { base: INTEGRATION_BASE, tags: ['claims'] },
  {
    pending: {
      method: 'GET',
      path: '/claims/pending',
      access: INTEGRATION,
      summary: "Claims of the tenant's companies pending review, oldest first",
      response: z.array(pendingClaim),
    },
    detail: {
      method: 'GET',
      path: '/claims/:id',
      access: INTEGRATION,
      summary: 'One claim with its attachments and timeline',
      params: integrationIdParams,
      response: claimReview,
    },
    file: {
      // A file download: no envelope.
      method: 'GET',
      path: '/claims/:id/files/:fileId',
      access: INTEGRATION,
      summary: 'Download one attachment of a claim (an id among its `attachments`)',
      params: documentFileParams,
    },
    approve: {
      path: '/claims/:id/approve',
      access: INTEGRATION,
      summary:
        'Pass a pending claim at an actual amount (default: the expected one; never above it, 422): the amount is credited once',
      params: integrationIdParams,
      body: approveClaimRequest,
      response: claimDecisionResult,
    },
    reject: {
      path: '/claims/:id/reject',
      access: INTEGRATION,
      summary: 'Reject a pending claim with a reason the company sees',
      params: integrationIdParams,
      body: rejectClaimRequest,
      response: claimDecisionResult,
    },
  },
);
