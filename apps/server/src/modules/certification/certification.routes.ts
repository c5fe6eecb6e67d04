import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CERTIFICATION_CODES,
  ROOT_CODE,
  certification,
  certificationState,
  certificationDraft,
  certificationProfile,
  envelope,
} from '@oms/contracts';
import { authOf, ok } from '../../lib/reply';

const base = '/api/certification';
const meta = (summary: string) => ({ tags: ['certification'], summary });

/** Identity verification (/clientCenter/identityVerify): the company's certification. */
export const certificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.certification;

  app.post(
    `${base}/get`,
    {
      config: { permission: CERTIFICATION_CODES.view },
      schema: {
        ...meta("The company's certification: profile, state, reject reason and operation record"),
        response: { 200: envelope(certification) },
      },
    },
    async (request) => ok(await service.get(authOf(request))),
  );

  app.post(
    `${base}/state`,
    {
      // Any signed-in user: pages that need a passed certification say why they are closed.
      config: { permission: ROOT_CODE },
      schema: {
        ...meta("The company's certification state and reject reason (for any signed-in user)"),
        response: { 200: envelope(certificationState) },
      },
    },
    async (request) => ok(await service.state(authOf(request))),
  );

  app.post(
    `${base}/save`,
    {
      config: { permission: CERTIFICATION_CODES.edit },
      schema: {
        ...meta('Save the profile as a draft (to be submitted or rejected only; formats are checked)'),
        body: certificationDraft,
        response: { 200: envelope(certification) },
      },
    },
    async (request) => ok(await service.save(authOf(request), request.body)),
  );

  app.post(
    `${base}/submit`,
    {
      config: { permission: CERTIFICATION_CODES.submit },
      schema: {
        ...meta('Save the whole profile and send it to the warehouse for review'),
        body: certificationProfile,
        response: { 200: envelope(certification) },
      },
    },
    async (request) => ok(await service.submit(authOf(request), request.body)),
  );
};
