import type { FastifyInstance } from 'fastify';
import { consigneesEndpoints } from '@oms/contracts';
import { registerEndpoints } from '../../core/endpoints';

/** Consignees (/basic/consigneeManage): the company's address book of recipients. */
export const consigneesRoutes = (app: FastifyInstance) => {
  const service = app.services.consignees;
  registerEndpoints(app, consigneesEndpoints, {
    page: ({ auth, body }) => service.page(auth, body),
    detail: ({ auth, body }) => service.detail(auth, body.id),
    create: ({ auth, body }) => service.create(auth, body),
    update: ({ auth, body }) => service.update(auth, body),
    delete: ({ auth, body }) => service.delete(auth, body),
  });
};
