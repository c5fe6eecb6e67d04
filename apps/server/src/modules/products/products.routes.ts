import type { FastifyInstance } from 'fastify';
import { PRODUCT_IMAGES_ZIP, productsEndpoints } from '@oms/contracts';
import { registerEndpoints } from '../../core/endpoints';
import { filePart } from '../files/multipart';

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
    importImages: async ({ auth, request }) => {
      const part = await filePart(request, PRODUCT_IMAGES_ZIP.maxBytes);
      try {
        return await app.services.productImages(auth, part.file, request.language);
      } finally {
        // A refused request leaves the rest of the body unread: drain it so the connection is reusable.
        part.file.resume();
      }
    },
  });
};
