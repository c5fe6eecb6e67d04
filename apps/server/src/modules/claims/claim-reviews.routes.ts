import type { FastifyInstance } from 'fastify';
import { claimReviewEndpoints } from '@oms/contracts';
import { registerEndpoints } from '../../core/endpoints';
import { errors } from '../../lib/errors';
import { sendFile } from '../files/file-names';

/**
 * The warehouse's side of claims (/open-api/warehouse/claims): any key of the tenant may read and
 * answer the claims of its companies.
 */
export const claimReviewRoutes = (app: FastifyInstance) => {
  const { claims, files } = app.services;
  registerEndpoints(app, claimReviewEndpoints, {
    pending: ({ caller }) => claims.pendingForTenant(caller.tenantId),
    detail: async ({ caller, params }) => {
      const { row: _row, ...review } = await claims.reviewOf(caller.tenantId, Number(params.id));
      return review;
    },
    file: async ({ caller, params, reply }) => {
      const { row } = await claims.reviewOf(caller.tenantId, Number(params.id));
      // Only the claim's own attachments: another file of the company is refused.
      const fileId = Number(params.fileId);
      const file = row.attachmentIds.includes(fileId)
        ? await files.ofCompany(row.companyId, fileId)
        : undefined;
      if (!file) throw errors.notFound();
      return sendFile(reply, file, await files.read(file));
    },
    approve: ({ caller, params, body }) =>
      claims.decide(
        caller.tenantId,
        Number(params.id),
        { approve: true, actualAmount: body?.actualAmount },
        caller,
      ),
    reject: ({ caller, params, body }) =>
      claims.decide(caller.tenantId, Number(params.id), { approve: false, reason: body.reason }, caller),
  });
};
