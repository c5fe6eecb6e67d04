import { z } from 'zod';
import {
  CERTIFICATION_CODES,
  certification,
  certificationDraft,
  certificationProfile,
  certificationState,
} from './certification';
import { defineEndpoints, INTEGRATION, INTEGRATION_BASE } from './endpoint';
import {
  approveRequest,
  documentFileParams,
  certificationReview,
  decisionResult,
  integrationIdParams,
  pendingCertification,
  rejectRequest,
} from './integration';
import { ROOT_CODE } from './page';

/** /api/certification/*: identity verification (/clientCenter/identityVerify), the company's certification. */
export const certificationEndpoints = defineEndpoints(
  'certification',
  {},
  {
    get: {
      access: CERTIFICATION_CODES.view,
      summary: "The company's certification: profile, state, reject reason and operation record",
      response: certification,
    },
    state: {
      // Any signed-in user: pages that need a passed certification say why they are closed.
      access: ROOT_CODE,
      summary: "The company's certification state and reject reason (for any signed-in user)",
      response: certificationState,
    },
    save: {
      access: CERTIFICATION_CODES.edit,
      summary: 'Save the profile as a draft (to be submitted or rejected only; formats are checked)',
      body: certificationDraft,
      response: certification,
    },
    submit: {
      access: CERTIFICATION_CODES.submit,
      summary: 'Save the whole profile and send it to the warehouse for review',
      body: certificationProfile,
      response: certification,
    },
  },
);

/** /open-api/warehouse/certifications/*: what waits for the warehouse (any key of the tenant may answer). */
export const certificationReviewEndpoints = defineEndpoints(
  'certification',
  { base: INTEGRATION_BASE, tags: ['certifications'] },
  {
    pending: {
      method: 'GET',
      path: '/certifications/pending',
      access: INTEGRATION,
      summary: "Certifications of the tenant's companies under review, oldest first",
      response: z.array(pendingCertification),
    },
    detail: {
      method: 'GET',
      path: '/certifications/:id',
      access: INTEGRATION,
      summary: 'One certification with the full profile, its images and its timeline',
      params: integrationIdParams,
      response: certificationReview,
    },
    file: {
      // A file download: no envelope.
      method: 'GET',
      path: '/certifications/:id/files/:fileId',
      access: INTEGRATION,
      summary: 'Download the logo or the business licence of a certification',
      params: documentFileParams,
    },
    approve: {
      path: '/certifications/:id/approve',
      access: INTEGRATION,
      summary: 'Pass a certification under review; the company gets a to-do',
      params: integrationIdParams,
      body: approveRequest,
      response: decisionResult,
    },
    reject: {
      path: '/certifications/:id/reject',
      access: INTEGRATION,
      summary: 'Reject a certification under review with a reason the company sees',
      params: integrationIdParams,
      body: rejectRequest,
      response: decisionResult,
    },
  },
);
