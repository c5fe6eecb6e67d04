import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  approveRequest,
  CERTIFICATION_IMAGE_FIELDS,
  certificationFileParams,
  certificationReview,
  decisionResult,
  INTEGRATION_BASE,
  integrationIdParams,
  pendingCertification,
  pendingSigning,
  rejectRequest,
  RESULT_CODE,
  type CertificationReview,
  type ReviewDecision,
} from '@oms/contracts';
import { AppError, errors } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { contentDisposition } from '../files/file-names';
import type { IntegrationContext } from './api-keys.service';
import { integrationOf } from './integration.hooks';
import { forbiddenResponse, meta, postHeaders, readResponses, writeResponses } from './integration.schemas';

/**
 * What waits for the warehouse on the customer-center side: company certifications (any key of the
 * tenant may answer) and warehouse signing applications (only a key of that warehouse may answer).
 * The decisions themselves, their records and the customer's to-do belong to those modules.
 */
export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { certification, signing, files } = app.services;

  const decisionOf = (request: { url: string; body: unknown }): ReviewDecision =>
    request.url.endsWith('/approve')
      ? { approve: true }
      : { approve: false, reason: (request.body as { reason: string }).reason };

  // ---- certifications ----

  app.get(
    '/certifications/pending',
    {
      schema: {
        ...meta('certifications', "Certifications of the tenant's companies under review, oldest first"),
        response: readResponses(z.array(pendingCertification)),
      },
    },
    async (request) => {
      const rows = await certification.pendingForTenant(integrationOf(request).tenantId);
      return ok(rows.map((r) => ({ ...r, id: String(r.id), companyId: String(r.companyId) })));
    },
  );

  app.get(
    '/certifications/:id',
    {
      schema: {
        ...meta('certifications', 'One certification with the full profile, its images and its timeline'),
        params: integrationIdParams,
        response: readResponses(certificationReview),
      },
    },
    async (request) => {
      const d = await certification.detailForTenant(
        integrationOf(request).tenantId,
        Number(request.params.id),
      );
      const images: CertificationReview['images'] = CERTIFICATION_IMAGE_FIELDS.flatMap((field) => {
        const fileId = d.profile[field];
        return fileId
          ? [{ field, fileId, path: `${INTEGRATION_BASE}/certifications/${d.id}/files/${fileId}` }]
          : [];
      });
      return ok({ ...d, id: String(d.id), companyId: String(d.companyId), images });
    },
  );

  app.get(
    '/certifications/:id/files/:fileId',
    {
      schema: {
        ...meta('certifications', 'Download the logo or the business licence of a certification'),
        params: certificationFileParams,
      },
    },
    async (request, reply) => {
      const caller = integrationOf(request);
      const d = await certification.detailForTenant(caller.tenantId, Number(request.params.id));
      const own = CERTIFICATION_IMAGE_FIELDS.some((field) => d.profile[field] === request.params.fileId);
      const row = own ? await files.ofCompany(d.companyId, Number(request.params.fileId)) : undefined;
      if (!row) throw errors.notFound();
      return reply
        .header('content-type', row.mime)
        .header('content-length', String(row.size))
        .header('content-disposition', contentDisposition(row.name))
        .header('cache-control', 'private, no-store')
        .send(await files.read(row));
    },
  );

  for (const action of ['approve', 'reject'] as const) {
    app.post(
      `/certifications/:id/${action}`,
      {
        schema: {
          ...meta(
            'certifications',
            action === 'approve'
              ? 'Pass a certification under review; the company gets a to-do'
              : 'Reject a certification under review with a reason the company sees',
          ),
          headers: postHeaders,
          params: integrationIdParams,
          body: action === 'approve' ? approveRequest : rejectRequest,
          response: writeResponses(decisionResult),
        },
      },
      async (request) => {
        const caller = integrationOf(request);
        const done = await certification.decide(
          caller.tenantId,
          Number(request.params.id),
          decisionOf(request),
          caller.actor,
        );
        return ok({ id: String(done.id), status: done.status });
      },
    );
  }

  // ---- signings ----

  /** A signing pending for another warehouse of the tenant is not this key's to answer. */
  const assertOwnWarehouse = async (caller: IntegrationContext, id: number) => {
    const pending = (await signing.pendingForTenant(caller.tenantId)).find((p) => p.id === id);
    if (pending && pending.warehouseCode !== caller.warehouseCode) {
      throw new AppError(RESULT_CODE.forbidden, 'integration.wrongWarehouse');
    }
  };

  app.get(
    '/signings/pending',
    {
      schema: {
        ...meta('signings', "Signing applications waiting for this key's warehouse, oldest first"),
        response: readResponses(z.array(pendingSigning)),
      },
    },
    async (request) => {
      const caller = integrationOf(request);
      const rows = await signing.pendingForTenant(caller.tenantId);
      return ok(
        rows
          .filter((r) => r.warehouseCode === caller.warehouseCode)
          .map((r) => ({ ...r, id: String(r.id), companyId: String(r.companyId) })),
      );
    },
  );

  for (const action of ['approve', 'reject'] as const) {
    app.post(
      `/signings/:id/${action}`,
      {
        schema: {
          ...meta(
            'signings',
            action === 'approve'
              ? "Sign a company's application for this key's warehouse"
              : "Reject a company's application for this key's warehouse, with a reason",
          ),
          headers: postHeaders,
          params: integrationIdParams,
          body: action === 'approve' ? approveRequest : rejectRequest,
          response: { ...writeResponses(decisionResult), ...forbiddenResponse },
        },
      },
      async (request) => {
        const caller = integrationOf(request);
        const id = Number(request.params.id);
        await assertOwnWarehouse(caller, id);
        const done = await signing.decide(caller.tenantId, id, decisionOf(request), caller.actor);
        return ok({ id: String(done.id), status: done.status });
      },
    );
  }
};
