import type { FastifyInstance } from 'fastify';
import {
  CERTIFICATION_IMAGE_FIELDS,
  certificationReviewEndpoints,
  INTEGRATION_BASE,
  type CertificationForOperator,
  type CertificationReview,
} from '@oms/contracts';
import { registerEndpoints } from '../../core/endpoints';
import { errors } from '../../lib/errors';
import { contentDisposition } from '../files/file-names';

/** The wire shape of a certification under review: string ids, and where to download each image. */
const reviewOf = (d: CertificationForOperator): CertificationReview => {
  const images = CERTIFICATION_IMAGE_FIELDS.flatMap((field) => {
    const fileId = d.profile[field];
    return fileId
      ? [{ field, fileId, path: `${INTEGRATION_BASE}/certifications/${d.id}/files/${fileId}` }]
      : [];
  });
  return { ...d, id: String(d.id), companyId: String(d.companyId), images };
};

/**
 * The warehouse's side of identity verification (/open-api/warehouse/certifications): any key of the
 * tenant may read and answer the certifications of its companies.
 */
export const certificationReviewRoutes = (app: FastifyInstance) => {
  const { certification, files } = app.services;
  registerEndpoints(app, certificationReviewEndpoints, {
    pending: async ({ caller }) => {
      const rows = await certification.pendingForTenant(caller.tenantId);
      return rows.map((r) => ({ ...r, id: String(r.id), companyId: String(r.companyId) }));
    },
    detail: async ({ caller, params }) =>
      reviewOf(await certification.detailForTenant(caller.tenantId, Number(params.id))),
    file: async ({ caller, params, reply }) => {
      const d = await certification.detailForTenant(caller.tenantId, Number(params.id));
      // Only the images of this certification: a file id of the company's other documents is refused.
      const own = CERTIFICATION_IMAGE_FIELDS.some((field) => d.profile[field] === params.fileId);
      const row = own ? await files.ofCompany(d.companyId, Number(params.fileId)) : undefined;
      if (!row) throw errors.notFound();
      return reply
        .header('content-type', row.mime)
        .header('content-length', String(row.size))
        .header('content-disposition', contentDisposition(row.name))
        .header('cache-control', 'private, no-store')
        .send(await files.read(row));
    },
    approve: async ({ caller, params }) => {
      const done = await certification.decide(caller.tenantId, Number(params.id), { approve: true }, caller);
      return { id: String(done.id), status: done.status };
    },
    reject: async ({ caller, params, body }) => {
      const done = await certification.decide(
        caller.tenantId,
        Number(params.id),
        { approve: false, reason: body.reason },
        caller,
      );
      return { id: String(done.id), status: done.status };
    },
  });
};
