import { defineEndpoints } from './endpoint';
import { batchResult, idRequest, idsRequest } from './list';
import {
  createThirdPayRequest,
  deleteThirdPayRequest,
  THIRD_PAY_CODES,
  thirdPayAccount,
  thirdPayDetail,
  thirdPayPage,
  thirdPayPageRequest,
  updateThirdPayRequest,
} from './third-pay';

/** /api/third-pay/*: payer accounts (/basic/thirdPayManage); numbers are answered masked only. */
export const thirdPayEndpoints = defineEndpoints(
  'third-pay',
  {},
  {
    page: {
      access: THIRD_PAY_CODES.view,
      summary: 'A page of the payer accounts (numbers masked)',
      body: thirdPayPageRequest,
      response: thirdPayPage,
    },
    detail: {
      access: THIRD_PAY_CODES.view,
      summary: 'One payer account (number masked) with its operation record',
      body: idRequest,
      response: thirdPayDetail,
    },
    create: {
      access: THIRD_PAY_CODES.create,
      idempotent: true,
      summary: 'Add a payer account',
      body: createThirdPayRequest,
      response: thirdPayAccount,
    },
    update: {
      access: THIRD_PAY_CODES.edit,
      summary: 'Change a payer account; without accountNumber the stored one stays',
      body: updateThirdPayRequest,
      response: thirdPayAccount,
    },
    enable: {
      access: THIRD_PAY_CODES.edit,
      summary: 'Enable the selected payer accounts',
      body: idsRequest,
      response: batchResult,
    },
    disable: {
      access: THIRD_PAY_CODES.edit,
      summary: 'Disable the selected payer accounts (new recharges cannot name them)',
      body: idsRequest,
      response: batchResult,
    },
    delete: {
      access: THIRD_PAY_CODES.delete,
      summary: 'Delete the selected payer accounts, with a reason',
      body: deleteThirdPayRequest,
      response: batchResult,
    },
  },
);
