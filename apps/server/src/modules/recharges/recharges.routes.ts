import type { FastifyInstance } from 'fastify';
import { rechargesEndpoints } from '@oms/contracts';
import { registerEndpoints } from '../../core/endpoints';

/** Recharges of the customer: making them (/finance/recharge) and their records (/finance/rechargeManage). */
export const rechargesRoutes = (app: FastifyInstance) => {
  const service = app.services.recharges;
  registerEndpoints(app, rechargesEndpoints, {
    receivingAccounts: ({ auth }) => service.receivingAccounts(auth),
    payerAccounts: ({ auth }) => service.payerAccounts(auth),
    createOnline: ({ auth, body }) => service.createOnline(auth, body),
    createOffline: ({ auth, body }) => service.createOffline(auth, body),
    page: ({ auth, body }) => service.page(auth, body),
    detail: ({ auth, body }) => service.detail(auth, body.id),
    cancel: ({ auth, body }) => service.cancel(auth, body.id),
  });
};
