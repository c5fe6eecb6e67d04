import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  batchResult,
  combination,
  COMBINATION_CODES,
  combinationDetail,
  combinationPage,
  combinationPageRequest,
  createCombinationRequest,
  deleteCombinationsRequest,
  envelope,
  idRequest,
  updateCombinationRequest,
} from '@oms/contracts';
import { authOf, ok } from '../../lib/reply';
import { combinationsExport } from './combinations.export';

const base = '/api/combinations';
const meta = (summary: string) => ({ tags: ['combinations'], summary });

/**
 * Combinations (/basic/combinationManage, /basic/combinationDetail). The component picker searches
 * the company's passed products with `/api/products/page` (`status: PASSED`).
 */
export const combinationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.combinations;
  app.services.exports.define(combinationsExport);

  app.post(
    `${base}/page`,
    {
      config: { permission: COMBINATION_CODES.view },
      schema: {
        ...meta("A page of the company's combinations, each with its SKUs and ratios"),
        body: combinationPageRequest,
        response: { 200: envelope(combinationPage) },
      },
    },
    async (request) => ok(await service.page(authOf(request), request.body)),
  );

  app.post(
    `${base}/detail`,
    {
      config: { permission: COMBINATION_CODES.view },
      schema: {
        ...meta('One combination with its components (products as they are now) and operation record'),
        body: idRequest,
        response: { 200: envelope(combinationDetail) },
      },
    },
    async (request) => ok(await service.detail(authOf(request), request.body.id)),
  );

  app.post(
    `${base}/create`,
    {
      config: { permission: COMBINATION_CODES.create },
      schema: {
        ...meta('Create a combination of passed products (1 to 50 lines, each product once)'),
        body: createCombinationRequest,
        response: { 200: envelope(combination) },
      },
    },
    async (request) => ok(await service.create(authOf(request), request.body)),
  );

  app.post(
    `${base}/update`,
    {
      config: { permission: COMBINATION_CODES.edit },
      schema: {
        ...meta('Change a combination: name, remark and its lines'),
        body: updateCombinationRequest,
        response: { 200: envelope(combination) },
      },
    },
    async (request) => ok(await service.update(authOf(request), request.body)),
  );

  app.post(
    `${base}/delete`,
    {
      config: { permission: COMBINATION_CODES.delete },
      schema: {
        ...meta('Delete the selected combinations, with a reason (all or nothing)'),
        body: deleteCombinationsRequest,
        response: { 200: envelope(batchResult) },
      },
    },
    async (request) => ok(await service.delete(authOf(request), request.body)),
  );
};
