import type { FastifyInstance } from 'fastify';
import { thirdPayEndpoints } from '@oms/contracts';
import { registerEndpoints } from '../../core/endpoints';

/** Third-party payment (/basic/thirdPayManage): payer accounts; numbers are answered masked only. */
export const thirdPayRoutes = (app: FastifyInstance) => {
  const service = app.services.thirdPay;
  registerEndpoints(app, thirdPayEndpoints, {
    page: ({ auth, body }) => service.page(auth, body),
    detail: ({ auth, body }) => service.detail(auth, body.id),
    create: ({ auth, body }) => service.create(auth, body),
    update: ({ auth, body }) => service.update(auth, body),
    enable: ({ auth, body }) => service.enable(auth, body.ids),
    disable: ({ auth, body }) => service.disable(auth, body.ids),
    delete: ({ auth, body }) => service.delete(auth, body),
  });
};
