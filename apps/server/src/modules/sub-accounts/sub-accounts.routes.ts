import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  batchResult,
  createSubAccountRequest,
  envelope,
  idRequest,
  idsRequest,
  resetSubAccountPasswordRequest,
  SUB_ACCOUNT_CODES,
  subAccount,
  subAccountDetail,
  subAccountPage,
  subAccountPageRequest,
  updateSubAccountRequest,
} from '@oms/contracts';
import { authOf, ok } from '../../lib/reply';
import { subAccountsExport } from './sub-accounts.export';

const base = '/api/sub-accounts';
const meta = (summary: string) => ({ tags: ['sub-accounts'], summary });
const view = { permission: SUB_ACCOUNT_CODES.view };
const create = { permission: SUB_ACCOUNT_CODES.create };
const edit = { permission: SUB_ACCOUNT_CODES.edit };

/** Account management (/clientCenter/accountManage): the company's main account and sub-accounts. */
export const subAccountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.subAccounts;
  // Its export (POST /api/exports/create { kind: 'sub-accounts' }) runs on the export framework.
  app.services.exports.define(subAccountsExport);

  app.post(
    `${base}/page`,
    {
      config: view,
      schema: {
        ...meta('A page of the company accounts (the main account is listed and marked)'),
        body: subAccountPageRequest,
        response: { 200: envelope(subAccountPage) },
      },
    },
    async (request) => ok(await service.page(authOf(request), request.body)),
  );

  app.post(
    `${base}/detail`,
    {
      config: view,
      schema: {
        ...meta('One account with its operation record'),
        body: idRequest,
        response: { 200: envelope(subAccountDetail) },
      },
    },
    async (request) => ok(await service.detail(authOf(request), request.body.id)),
  );

  app.post(
    `${base}/create`,
    {
      config: create,
      schema: {
        ...meta('Create a sub-account with a role of the company'),
        body: createSubAccountRequest,
        response: { 200: envelope(subAccount) },
      },
    },
    async (request) => ok(await service.create(authOf(request), request.body)),
  );

  app.post(
    `${base}/update`,
    {
      config: edit,
      schema: {
        ...meta("Change a sub-account's name, phone, e-mail and role (not the main account, not one's own)"),
        body: updateSubAccountRequest,
        response: { 200: envelope(subAccount) },
      },
    },
    async (request) => ok(await service.update(authOf(request), request.body)),
  );

  app.post(
    `${base}/enable`,
    {
      config: edit,
      schema: {
        ...meta('Enable the selected sub-accounts'),
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
        ...meta('Disable the selected sub-accounts; their sessions end at once'),
        body: idsRequest,
        response: { 200: envelope(batchResult) },
      },
    },
    async (request) => ok(await service.disable(authOf(request), request.body.ids)),
  );

  app.post(
    `${base}/resetPassword`,
    {
      config: edit,
      schema: {
        ...meta("Set a sub-account's password; its sessions end"),
        body: resetSubAccountPasswordRequest,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => ok(await service.resetPassword(authOf(request), request.body)),
  );
};
