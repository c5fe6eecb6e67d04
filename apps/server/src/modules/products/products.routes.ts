import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  batchResult,
  createProductRequest,
  deleteProductsRequest,
  envelope,
  idRequest,
  idsRequest,
  product,
  PRODUCT_CODES,
  printLabelsRequest,
  printLabelsResult,
  productDetail,
  productPage,
  productPageRequest,
  updateProductRequest,
} from '@oms/contracts';
import { authOf, ok } from '../../lib/reply';
import { productsExport } from './products.export';
import { productsImport } from './products.import';

const base = '/api/products';
const meta = (summary: string) => ({ tags: ['products'], summary });

/** Products (/basic/productManage, /basic/productDetail) and their audit. */
export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.products;
  // Export (POST /api/exports/create) and import (POST /api/imports/upload) on the frameworks.
  app.services.exports.define(productsExport);
  app.services.imports.define(productsImport(service));

  app.post(
    `${base}/page`,
    {
      config: { permission: PRODUCT_CODES.view },
      schema: {
        ...meta("A page of the company's products (measures metric: grams, hundredths of a cm)"),
        body: productPageRequest,
        response: { 200: envelope(productPage) },
      },
    },
    async (request) => ok(await service.page(authOf(request), request.body)),
  );

  app.post(
    `${base}/detail`,
    {
      config: { permission: PRODUCT_CODES.view },
      schema: {
        ...meta('One product with its operation record'),
        body: idRequest,
        response: { 200: envelope(productDetail) },
      },
    },
    async (request) => ok(await service.detail(authOf(request), request.body.id)),
  );

  app.post(
    `${base}/create`,
    {
      config: { permission: PRODUCT_CODES.create },
      schema: {
        ...meta('Create a product (to be submitted); weight and sizes in the units named'),
        body: createProductRequest,
        response: { 200: envelope(product) },
      },
    },
    async (request) => ok(await service.create(authOf(request), request.body)),
  );

  app.post(
    `${base}/update`,
    {
      config: { permission: PRODUCT_CODES.edit },
      schema: {
        ...meta('Edit a product not under review; a passed one keeps its SKU, weight and sizes'),
        body: updateProductRequest,
        response: { 200: envelope(product) },
      },
    },
    async (request) => ok(await service.update(authOf(request), request.body)),
  );

  app.post(
    `${base}/submit`,
    {
      config: { permission: PRODUCT_CODES.submit },
      schema: {
        ...meta('Submit products for the audit (one or a batch, all or nothing)'),
        body: idsRequest,
        response: { 200: envelope(batchResult) },
      },
    },
    async (request) => ok(await service.submit(authOf(request), request.body.ids)),
  );

  app.post(
    `${base}/labels`,
    {
      config: { permission: PRODUCT_CODES.print },
      schema: {
        ...meta('Labels of the selected products (Code 128 barcode of the SKU) as a PDF in the file center'),
        body: printLabelsRequest,
        response: { 200: envelope(printLabelsResult) },
      },
    },
    async (request) => ok(await service.labels(authOf(request), request.body)),
  );

  app.post(
    `${base}/delete`,
    {
      config: { permission: PRODUCT_CODES.delete },
      schema: {
        ...meta('Delete products to be submitted or rejected, with a reason (all or nothing)'),
        body: deleteProductsRequest,
        response: { 200: envelope(batchResult) },
      },
    },
    async (request) => ok(await service.delete(authOf(request), request.body)),
  );
};
