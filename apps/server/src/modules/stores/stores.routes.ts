import type { FastifyInstance } from 'fastify';
import { storesEndpoints } from '@oms/contracts';
import { registerEndpoints } from '../../core/endpoints';

/** Stores (/basic/storeManage): connections to selling platforms, their test, and the SKU mapping. */
export const storesRoutes = (app: FastifyInstance) => {
  const { stores, skuMappings: mappings } = app.services;
  registerEndpoints(app, storesEndpoints, {
    page: ({ auth, body }) => stores.page(auth, body),
    detail: ({ auth, body }) => stores.detail(auth, body.id),
    create: ({ auth, body }) => stores.create(auth, body),
    update: ({ auth, body }) => stores.update(auth, body),
    check: ({ auth, body, request }) => stores.check(auth, body.id, request.language),
    enable: ({ auth, body }) => stores.enable(auth, body.ids),
    disable: ({ auth, body }) => stores.disable(auth, body.ids),
    delete: ({ auth, body }) => stores.delete(auth, body),
    mappingsPage: ({ auth, body }) => mappings.page(auth, body),
    mappingsSave: ({ auth, body }) => mappings.save(auth, body),
    mappingsDelete: ({ auth, body }) => mappings.delete(auth, body),
    listings: ({ auth, body }) => mappings.listings(auth, body.id),
  });
};
