import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  batchResult,
  createThirdPayRequest,
  deleteThirdPayRequest,
  envelope,
  idRequest,
  idsRequest,
  THIRD_PAY_CODES,
  thirdPayAccount,
  thirdPayDetail,
  thirdPayPage,
  thirdPayPageRequest,
  updateThirdPayRequest,
} from '@oms/contracts';
import { authOf, ok } from '../../lib/reply';
import { thirdPayExport } from './third-pay.export';

const base = '/api/third-pay';
const meta = (summary: string) => ({ tags: ['third-pay'], summary });
const view = { permission: THIRD_PAY_CODES.view };
const edit = { permission: THIRD_PAY_CODES.edit };

/** Third-party payment (/basic/thirdPayManage): payer accounts; numbers are answered masked only. */
export const thirdPayRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.thirdPay;
  app.services.exports.define(thirdPayExport);

  app.post(
    `${base}/page`,
    {
      config: view,
      schema: {
        ...meta('A page of the payer accounts (numbers masked)'),
        body: thirdPayPageRequest,
        response: { 200: envelope(thirdPayPage) },
      },
    },
    async (request) => ok(await service.page(authOf(request), request.body)),
  );

  app.post(
    `${base}/detail`,
    {
      config: view,
      schema: {
        ...meta('One payer account (number masked) with its operation record'),
        body: idRequest,
        response: { 200: envelope(thirdPayDetail) },
      },
    },
    async (request) => ok(await service.detail(authOf(request), request.body.id)),
  );

  app.post(
    `${base}/create`,
    {
      config: { permission: THIRD_PAY_CODES.create },
      schema: {
        ...meta('Add a payer account'),
        body: createThirdPayRequest,
        response: { 200: envelope(thirdPayAccount) },
      },
    },
    async (request) => ok(await service.create(authOf(request), request.body)),
  );

  app.post(
    `${base}/update`,
    {
      config: edit,
      schema: {
        ...meta('Change a payer account; without accountNumber the stored one stays'),
        body: updateThirdPayRequest,
        response: { 200: envelope(thirdPayAccount) },
      },
    },
    async (request) => ok(await service.update(authOf(request), request.body)),
  );

  app.post(
    `${base}/enable`,
    {
      config: edit,
      schema: {
        ...meta('Enable the selected payer accounts'),
        body: idsRequest,
        response: { 200: envelope(batchResult) },
      },
    },
    async (request) => ok(await service.enable(authOf(request), request.body.ids)),
  );

  app.post(
    `${base}/disable`,
    {
      config: edit,
      schema: {
        ...meta('Disable the selected payer accounts (new recharges cannot name them)'),
        body: idsRequest,
        response: { 200: envelope(batchResult) },
      },
    },
    async (request) => ok(await service.disable(authOf(request), request.body.ids)),
  );

  app.post(
    `${base}/delete`,
    {
      config: { permission: THIRD_PAY_CODES.delete },
      schema: {
        ...meta('Delete the selected payer accounts, with a reason'),
        body: deleteThirdPayRequest,
        response: { 200: envelope(batchResult) },
      },
    },
    async (request) => ok(await service.delete(authOf(request), request.body)),
  );
};
