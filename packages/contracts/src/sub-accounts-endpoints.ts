import { z } from 'zod';
import { defineEndpoints } from './endpoint';
import { batchResult, idRequest, idsRequest } from './list';
import {
  createSubAccountRequest,
  resetSubAccountPasswordRequest,
  SUB_ACCOUNT_CODES,
  subAccount,
  subAccountDetail,
  subAccountPage,
  subAccountPageRequest,
  updateSubAccountRequest,
} from './sub-accounts';

/**
 * /api/sub-accounts/*: account management (/clientCenter/accountManage), the company's main account
 * and sub-accounts. Its export runs on the export framework (POST /api/exports/create).
 */
export const subAccountsEndpoints = defineEndpoints(
  'sub-accounts',
  {},
  {
    page: {
      access: SUB_ACCOUNT_CODES.view,
      summary: 'A page of the company accounts (the main account is listed and marked)',
      body: subAccountPageRequest,
      response: subAccountPage,
    },
    detail: {
      access: SUB_ACCOUNT_CODES.view,
      summary: 'One account with its operation record',
      body: idRequest,
      response: subAccountDetail,
    },
    create: {
      access: SUB_ACCOUNT_CODES.create,
      summary: 'Create a sub-account with a role of the company',
      body: createSubAccountRequest,
      response: subAccount,
    },
    update: {
      access: SUB_ACCOUNT_CODES.edit,
      summary: "Change a sub-account's name, phone, e-mail and role (not the main account, not one's own)",
      body: updateSubAccountRequest,
      response: subAccount,
    },
    enable: {
      access: SUB_ACCOUNT_CODES.edit,
      summary: 'Enable the selected sub-accounts',
      body: idsRequest,
      response: batchResult,
    },
    disable: {
      access: SUB_ACCOUNT_CODES.edit,
      summary: 'Disable the selected sub-accounts; their sessions end at once',
      body: idsRequest,
      response: batchResult,
    },
    resetPassword: {
      access: SUB_ACCOUNT_CODES.edit,
      summary: "Set a sub-account's password; its sessions end",
      body: resetSubAccountPasswordRequest,
      response: z.null(),
    },
  },
);
