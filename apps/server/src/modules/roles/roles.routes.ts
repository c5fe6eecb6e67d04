import type { FastifyInstance } from 'fastify';
import { rolesEndpoints } from '@oms/contracts';
import { registerEndpoints } from '../../core/endpoints';

/** Roles (/clientCenter/roleManage): the company's roles and their permission codes. */
export const rolesRoutes = (app: FastifyInstance) => {
  const service = app.services.roles;
  registerEndpoints(app, rolesEndpoints, {
    page: ({ auth, body }) => service.page(auth, body),
    detail: ({ auth, body }) => service.detail(auth, body.id),
    create: ({ auth, body }) => service.create(auth, body),
    update: ({ auth, body }) => service.update(auth, body),
    delete: ({ auth, body }) => service.delete(auth, body.ids),
    options: ({ auth }) => service.options(auth),
  });
};
