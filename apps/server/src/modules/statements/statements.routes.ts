import type { FastifyInstance } from 'fastify';
import { statementsEndpoints } from '@oms/contracts';
import { registerEndpoints } from '../../core/endpoints';

/** Monthly statements (/finance/mothAccountManage): closed months, the running month, their files. */
export const statementsRoutes = (app: FastifyInstance) => {
  const service = app.services.statements;
  registerEndpoints(app, statementsEndpoints, {
    page: ({ auth, body }) => service.page(auth, body),
    detail: ({ auth, body }) => service.detail(auth, body),
    download: ({ auth, body, request }) => service.download(auth, body, request.language),
  });
};
