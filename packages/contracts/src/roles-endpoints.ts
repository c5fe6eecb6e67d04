import { z } from 'zod';
import { defineEndpoints } from './endpoint';
import { batchResult, idRequest } from './list';
import {
  createRoleRequest,
  deleteRolesRequest,
  role,
  ROLE_CODES,
  roleDetail,
  rolePage,
  rolePageRequest,
  updateRoleRequest,
} from './roles';
import { roleOption, SUB_ACCOUNT_CODES } from './sub-accounts';

/** /api/roles/*: roles (/clientCenter/roleManage), the company's roles and their permission codes. */
export const rolesEndpoints = defineEndpoints(
  'roles',
  {},
  {
    page: {
      access: ROLE_CODES.view,
      summary: "A page of the company's roles, with their codes and how many accounts hold each",
      body: rolePageRequest,
      response: rolePage,
    },
    detail: {
      access: ROLE_CODES.view,
      summary: 'One role with its operation record',
      body: idRequest,
      response: roleDetail,
    },
    create: {
      access: ROLE_CODES.create,
      summary: 'Create a role (name unique in the company; an action brings its page and view)',
      body: createRoleRequest,
      response: role,
    },
    update: {
      access: ROLE_CODES.edit,
      summary: "Rename a role and replace its codes; holders' next calls use the new codes",
      body: updateRoleRequest,
      response: role,
    },
    delete: {
      access: ROLE_CODES.delete,
      summary: 'Delete roles no account holds (all or none)',
      body: deleteRolesRequest,
      response: batchResult,
    },
    options: {
      // The account form picks a role with it: it belongs to the accounts page's reading code.
      access: SUB_ACCOUNT_CODES.view,
      summary: "The company's roles, to pick one for a sub-account",
      response: z.array(roleOption),
    },
  },
);
