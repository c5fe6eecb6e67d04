import { defineEndpoints } from './endpoint';
import { batchResult, idRequest, idsRequest } from './list';
import {
  createStoreRequest,
  deleteMappingsRequest,
  deleteStoresRequest,
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
} from './stores';

/**
 * /api/stores/*: connections to selling platforms (/basic/storeManage), their test, and each store's
 * SKU mapping (/api/stores/mappings/*).
 */
export const storesEndpoints = defineEndpoints(
  'stores',
  {},
  {
    page: {
      access: STORE_CODES.view,
      summary: 'A page of the stores (credentials never answered)',
      body: storePageRequest,
      response: storePage,
    },
    detail: {
      access: STORE_CODES.view,
      summary: 'One store with its operation record',
      body: idRequest,
      response: storeDetail,
    },
    create: {
      access: STORE_CODES.create,
      summary: 'Connect a store; its credentials are tried on the platform first',
      body: createStoreRequest,
      response: store,
    },
    update: {
      access: STORE_CODES.edit,
      summary: 'Change a store; new credentials are tried first; without accessToken the stored one stays',
      body: updateStoreRequest,
      response: store,
    },
    check: {
      access: STORE_CODES.edit,
      summary: 'Test the connection now and keep the outcome',
      body: idRequest,
      response: storeCheckResult,
    },
    enable: {
      access: STORE_CODES.edit,
      summary: 'Enable the selected stores',
      body: idsRequest,
      response: batchResult,
    },
    disable: {
      access: STORE_CODES.edit,
      summary: 'Disable the selected stores',
      body: idsRequest,
      response: batchResult,
    },
    delete: {
      access: STORE_CODES.delete,
      summary: 'Delete the selected stores and their SKU mapping, with a reason',
      body: deleteStoresRequest,
      response: batchResult,
    },
    mappingsPage: {
      path: '/mappings/page',
      access: STORE_CODES.view,
      summary: "A page of one store's SKU mapping",
      body: mappingPageRequest,
      response: mappingPage,
    },
    mappingsSave: {
      path: '/mappings/save',
      access: STORE_CODES.edit,
      summary: 'Add or change a mapping of a platform SKU',
      body: saveMappingRequest,
      response: skuMapping,
    },
    mappingsDelete: {
      path: '/mappings/delete',
      access: STORE_CODES.edit,
      summary: 'Delete mappings of one store',
      body: deleteMappingsRequest,
      response: batchResult,
    },
    listings: {
      access: STORE_CODES.view,
      summary: "The platform's listings (SKUs) and which are mapped",
      body: idRequest,
      response: listingsResult,
    },
  },
);
