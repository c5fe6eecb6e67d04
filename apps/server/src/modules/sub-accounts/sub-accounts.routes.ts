import type { FastifyInstance } from 'fastify';
import { subAccountsEndpoints } from '@oms/contracts';
import { registerEndpoints } from '../../core/endpoints';

/** Account management (/clientCenter/accountManage): the company's main account and sub-accounts. */
export const subAccountsRoutes = (app: FastifyInstance) => {
  const service = app.services.subAccounts;
  registerEndpoints(app, subAccountsEndpoints, {
    page: ({ auth, body }) => service.page(auth, body),
    detail: ({ auth, body }) => service.detail(auth, body.id),
    create: ({ auth, body }) => service.create(auth, body),
    update: ({ auth, body }) => service.update(auth, body),
    enable: ({ auth, body }) => service.enable(auth, body.ids),
    disable: ({ auth, body }) => service.disable(auth, body.ids),
    resetPassword: ({ auth, body }) => service.resetPassword(auth, body),
  });
};
