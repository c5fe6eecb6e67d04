import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  batchResult,
  CONSIGNEE_CODES,
  consignee,
  consigneeDetail,
  consigneePage,
  consigneePageRequest,
  createConsigneeRequest,
  deleteConsigneesRequest,
  envelope,
  idRequest,
  updateConsigneeRequest,
} from '@oms/contracts';
import { authOf, ok } from '../../lib/reply';
import { consigneesExport } from './consignees.export';
import { consigneesImport } from './consignees.import';

const base = '/api/consignees';
const meta = (summary: string) => ({ tags: ['consignees'], summary });

/** Consignees (/basic/consigneeManage): the company's address book of recipients. */
export const consigneesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.consignees;
  // Export (POST /api/exports/create { kind: 'consignees' }) and import (POST /api/imports/upload).
  app.services.exports.define(consigneesExport);
  app.services.imports.define(consigneesImport(service));

  app.post(
    `${base}/page`,
    {
      config: { permission: CONSIGNEE_CODES.view },
      schema: {
        ...meta('A page of the address book'),
        body: consigneePageRequest,
        response: { 200: envelope(consigneePage) },
      },
    },
    async (request) => ok(await service.page(authOf(request), request.body)),
  );

  app.post(
    `${base}/detail`,
    {
      config: { permission: CONSIGNEE_CODES.view },
      schema: {
        ...meta('One consignee with its operation record'),
        body: idRequest,
        response: { 200: envelope(consigneeDetail) },
      },
    },
    async (request) => ok(await service.detail(authOf(request), request.body.id)),
  );

  app.post(
    `${base}/create`,
    {
      config: { permission: CONSIGNEE_CODES.create },
      schema: {
        ...meta('Add a consignee (postal code checked by country)'),
        body: createConsigneeRequest,
        response: { 200: envelope(consignee) },
      },
    },
    async (request) => ok(await service.create(authOf(request), request.body)),
  );

  app.post(
    `${base}/update`,
    {
      config: { permission: CONSIGNEE_CODES.edit },
      schema: {
        ...meta('Change a consignee'),
        body: updateConsigneeRequest,
        response: { 200: envelope(consignee) },
      },
    },
    async (request) => ok(await service.update(authOf(request), request.body)),
  );

  app.post(
    `${base}/delete`,
    {
      config: { permission: CONSIGNEE_CODES.delete },
      schema: {
        ...meta('Delete the selected consignees, with a reason'),
        body: deleteConsigneesRequest,
        response: { 200: envelope(batchResult) },
      },
    },
    async (request) => ok(await service.delete(authOf(request), request.body)),
  );
};
