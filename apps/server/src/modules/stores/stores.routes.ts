import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  batchResult,
  createStoreRequest,
  deleteMappingsRequest,
  deleteStoresRequest,
  envelope,
  idRequest,
  idsRequest,
  listingsResult,
  mappingPage,
  mappingPageRequest,
  saveMappingRequest,
  skuMapping,
  store,
  STORE_CODES,
  storeCheckResult,
  storeDetail,
  storePage,
  storePageRequest,
  updateStoreRequest,
} from '@oms/contracts';
import { authOf, ok } from '../../lib/reply';
import { mappingsExport, mappingsImport, storesExport } from './stores.files';

const base = '/api/stores';
const meta = (summary: string) => ({ tags: ['stores'], summary });
const view = { permission: STORE_CODES.view };
const edit = { permission: STORE_CODES.edit };

/** Stores (/basic/storeManage): connections to selling platforms, their test, and the SKU mapping. */
export const storesRoutes: FastifyPluginAsyncZod = async (app) => {
  const stores = app.services.stores;
  const mappings = app.services.skuMappings;
  app.services.exports.define(storesExport);
  app.services.exports.define(mappingsExport);
  app.services.imports.define(mappingsImport(mappings));

  app.post(
    `${base}/page`,
    {
      config: view,
      schema: {
        ...meta('A page of the stores (credentials never answered)'),
        body: storePageRequest,
        response: { 200: envelope(storePage) },
      },
    },
    async (request) => ok(await stores.page(authOf(request), request.body)),
  );

  app.post(
    `${base}/detail`,
    {
      config: view,
      schema: {
        ...meta('One store with its operation record'),
        body: idRequest,
        response: { 200: envelope(storeDetail) },
      },
    },
    async (request) => ok(await stores.detail(authOf(request), request.body.id)),
  );

  app.post(
    `${base}/create`,
    {
      config: { permission: STORE_CODES.create },
      schema: {
        ...meta('Connect a store; its credentials are tried on the platform first'),
        body: createStoreRequest,
        response: { 200: envelope(store) },
      },
    },
    async (request) => ok(await stores.create(authOf(request), request.body)),
  );

  app.post(
    `${base}/update`,
    {
      config: edit,
      schema: {
        ...meta('Change a store; new credentials are tried first; without accessToken the stored one stays'),
        body: updateStoreRequest,
        response: { 200: envelope(store) },
      },
    },
    async (request) => ok(await stores.update(authOf(request), request.body)),
  );

  app.post(
    `${base}/check`,
    {
      config: edit,
      schema: {
        ...meta('Test the connection now and keep the outcome'),
        body: idRequest,
        response: { 200: envelope(storeCheckResult) },
      },
    },
    async (request) => ok(await stores.check(authOf(request), request.body.id, request.language)),
  );

  app.post(
    `${base}/enable`,
    {
      config: edit,
      schema: {
        ...meta('Enable the selected stores'),
        body: idsRequest,
        response: { 200: envelope(batchResult) },
      },
    },
    async (request) => ok(await stores.enable(authOf(request), request.body.ids)),
  );

  app.post(
    `${base}/disable`,
    {
      config: edit,
      schema: {
        ...meta('Disable the selected stores'),
        body: idsRequest,
        response: { 200: envelope(batchResult) },
      },
    },
    async (request) => ok(await stores.disable(authOf(request), request.body.ids)),
  );

  app.post(
    `${base}/delete`,
    {
      config: { permission: STORE_CODES.delete },
      schema: {
        ...meta('Delete the selected stores and their SKU mapping, with a reason'),
        body: deleteStoresRequest,
        response: { 200: envelope(batchResult) },
      },
    },
    async (request) => ok(await stores.delete(authOf(request), request.body)),
  );

  app.post(
    `${base}/mappings/page`,
    {
      config: view,
      schema: {
        ...meta("A page of one store's SKU mapping"),
        body: mappingPageRequest,
        response: { 200: envelope(mappingPage) },
      },
    },
    async (request) => ok(await mappings.page(authOf(request), request.body)),
  );

  app.post(
    `${base}/mappings/save`,
    {
      config: edit,
      schema: {
        ...meta('Add or change a mapping of a platform SKU'),
        body: saveMappingRequest,
        response: { 200: envelope(skuMapping) },
      },
    },
    async (request) => ok(await mappings.save(authOf(request), request.body)),
  );

  app.post(
    `${base}/mappings/delete`,
    {
      config: edit,
      schema: {
        ...meta('Delete mappings of one store'),
        body: deleteMappingsRequest,
        response: { 200: envelope(batchResult) },
      },
    },
    async (request) => ok(await mappings.delete(authOf(request), request.body)),
  );

  app.post(
    `${base}/listings`,
    {
      config: view,
      schema: {
        ...meta("The platform's listings (SKUs) and which are mapped"),
        body: idRequest,
        response: { 200: envelope(listingsResult) },
      },
    },
    async (request) => ok(await mappings.listings(authOf(request), request.body.id)),
  );
};
