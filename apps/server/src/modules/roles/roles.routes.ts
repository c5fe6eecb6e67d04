import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  batchResult,
  createRoleRequest,
  deleteRolesRequest,
  envelope,
  idRequest,
  role,
  roleDetail,
  roleOption,
  rolePage,
  rolePageRequest,
  ROLE_CODES,
  SUB_ACCOUNT_CODES,
  updateRoleRequest,
} from '@oms/contracts';
import { authOf, ok } from '../../lib/reply';
import { rolesExport } from './roles.export';

const base = '/api/roles';
const meta = (summary: string) => ({ tags: ['roles'], summary });

/** Roles (/clientCenter/roleManage): the company's roles and their permission codes. */
export const rolesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.roles;
  app.services.exports.define(rolesExport);

  app.post(
    `${base}/page`,
    {
      config: { permission: ROLE_CODES.view },
      schema: {
        ...meta("A page of the company's roles, with their codes and how many accounts hold each"),
        body: rolePageRequest,
        response: { 200: envelope(rolePage) },
      },
    },
    async (request) => ok(await service.page(authOf(request), request.body)),
  );

  app.post(
    `${base}/detail`,
    {
      config: { permission: ROLE_CODES.view },
      schema: {
        ...meta('One role with its operation record'),
        body: idRequest,
        response: { 200: envelope(roleDetail) },
      },
    },
    async (request) => ok(await service.detail(authOf(request), request.body.id)),
  );

  app.post(
    `${base}/create`,
    {
      config: { permission: ROLE_CODES.create },
      schema: {
        ...meta('Create a role (name unique in the company; an action brings its page and view)'),
        body: createRoleRequest,
        response: { 200: envelope(role) },
      },
    },
    async (request) => ok(await service.create(authOf(request), request.body)),
  );

  app.post(
    `${base}/update`,
    {
      config: { permission: ROLE_CODES.edit },
      schema: {
        ...meta("Rename a role and replace its codes; holders' next calls use the new codes"),
        body: updateRoleRequest,
        response: { 200: envelope(role) },
      },
    },
    async (request) => ok(await service.update(authOf(request), request.body)),
  );

  app.post(
    `${base}/delete`,
    {
      config: { permission: ROLE_CODES.delete },
      schema: {
        ...meta('Delete roles no account holds (all or none)'),
        body: deleteRolesRequest,
        response: { 200: envelope(batchResult) },
      },
    },
    async (request) => ok(await service.delete(authOf(request), request.body.ids)),
  );

  // The account form picks a role with it: it belongs to the accounts page's reading code.
  app.post(
    `${base}/options`,
    {
      config: { permission: SUB_ACCOUNT_CODES.view },
      schema: {
        ...meta("The company's roles, to pick one for a sub-account"),
        response: { 200: envelope(z.array(roleOption)) },
      },
    },
    async (request) => ok(await service.options(authOf(request))),
  );
};
