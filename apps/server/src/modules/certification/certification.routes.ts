import type { FastifyInstance } from 'fastify';
import { certificationEndpoints } from '@oms/contracts';
import { registerEndpoints } from '../../core/endpoints';

/** Identity verification (/clientCenter/identityVerify): the company's certification. */
export const certificationRoutes = (app: FastifyInstance) => {
  const service = app.services.certification;
  registerEndpoints(app, certificationEndpoints, {
    get: ({ auth }) => service.get(auth),
    state: ({ auth }) => service.state(auth),
    save: ({ auth, body }) => service.save(auth, body),
    submit: ({ auth, body }) => service.submit(auth, body),
  });
};
