import type { FastifyInstance } from 'fastify';
import { overReceiptsEndpoints } from '@oms/contracts';
import { registerEndpoints } from '../../core/endpoints';

/** Inbound over-receipts (/order/inboundOverchargeManage and its detail). */
export const overReceiptsRoutes = (app: FastifyInstance) => {
  const service = app.services.overReceipts;
  registerEndpoints(app, overReceiptsEndpoints, {
    page: ({ auth, body }) => service.page(auth, body),
    detail: ({ auth, body }) => service.detail(auth, body.id),
    warehouses: ({ auth }) => service.warehouses(auth),
    accept: ({ auth, body }) => service.decide(auth, body.ids, { action: 'accept' }),
    reject: ({ auth, body }) => service.decide(auth, body.ids, { action: 'reject', reason: body.reason }),
  });
};
