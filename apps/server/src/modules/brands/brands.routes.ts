import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  batchResult,
  brand,
  BRAND_CODES,
  brandOption,
  brandPage,
  brandPageRequest,
  createBrandRequest,
  envelope,
  idRequest,
  idsRequest,
  PRODUCT_CODES,
  updateBrandRequest,
} from '@oms/contracts';
import { authOf, ok } from '../../lib/reply';
import { brandsExport } from './brands.export';

const base = '/api/brands';
const meta = (summary: string) => ({ tags: ['brands'], summary });

/** Brands (/basic/brandManage). */
export const brandsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.brands;
  app.services.exports.define(brandsExport);

  app.post(
    `${base}/page`,
    {
      config: { permission: BRAND_CODES.view },
      schema: {
        ...meta("A page of the company's brands with how many products use each"),
        body: brandPageRequest,
        response: { 200: envelope(brandPage) },
      },
    },
    async (request) => ok(await service.page(authOf(request), request.body)),
  );

  app.post(
    `${base}/detail`,
    {
      config: { permission: BRAND_CODES.view },
      schema: { ...meta('One brand'), body: idRequest, response: { 200: envelope(brand) } },
    },
    async (request) => ok(await service.detail(authOf(request), request.body.id)),
  );

  app.post(
    `${base}/options`,
    {
      // The product form's brand picker: whoever edits products may pick a brand.
      config: { permission: PRODUCT_CODES.view },
      schema: {
        ...meta("The company's brands to pick on a product, by name"),
        body: z.object({}).nullish(),
        response: { 200: envelope(z.array(brandOption)) },
      },
    },
    async (request) => ok(await service.options(authOf(request))),
  );

  app.post(
    `${base}/create`,
    {
      config: { permission: BRAND_CODES.create },
      schema: {
        ...meta('Create a brand (name unique in the company)'),
        body: createBrandRequest,
        response: { 200: envelope(brand) },
      },
    },
    async (request) => ok(await service.create(authOf(request), request.body)),
  );

  app.post(
    `${base}/update`,
    {
      config: { permission: BRAND_CODES.edit },
      schema: { ...meta('Rename a brand'), body: updateBrandRequest, response: { 200: envelope(brand) } },
    },
    async (request) => ok(await service.update(authOf(request), request.body)),
  );

  app.post(
    `${base}/delete`,
    {
      config: { permission: BRAND_CODES.delete },
      schema: {
        ...meta('Delete brands no product uses (all or nothing)'),
        body: idsRequest,
        response: { 200: envelope(batchResult) },
      },
    },
    async (request) => ok(await service.delete(authOf(request), request.body.ids)),
  );
};
