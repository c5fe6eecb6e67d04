import type { FastifyInstance } from 'fastify';
import { productsEndpoints } from '@oms/contracts';
import { registerEndpoints } from '../../core/endpoints';

/** Products (/basic/productManage, /basic/productDetail) and the customer's side of their audit. */
export const productsRoutes = (app: FastifyInstance) => {
  const service = app.services.products;
  registerEndpoints(app, productsEndpoints, {
    page: ({ auth, body }) => service.page(auth, body),
    detail: ({ auth, body }) => service.detail(auth, body.id),
    create: ({ auth, body }) => service.create(auth, body),
    update: ({ auth, body }) => service.update(auth, body),
    submit: ({ auth, body }) => service.submit(auth, body.ids),
    labels: ({ auth, body }) => service.labels(auth, body),
    delete: ({ auth, body }) => service.delete(auth, body),
  });
};
