import { defineEndpoints } from './endpoint';
import {
  consignee,
  CONSIGNEE_CODES,
  consigneeDetail,
  consigneePage,
  consigneePageRequest,
  createConsigneeRequest,
  deleteConsigneesRequest,
  updateConsigneeRequest,
} from './consignees';
import { batchResult, idRequest } from './list';

/**
 * /api/consignees/*: the company's address book of recipients (/basic/consigneeManage). Export and
 * import go through /api/exports/create and /api/imports/upload.
 */
export const consigneesEndpoints = defineEndpoints(
  'consignees',
  {},
  {
    page: {
      access: CONSIGNEE_CODES.view,
      summary: 'A page of the address book',
      body: consigneePageRequest,
      response: consigneePage,
    },
    detail: {
      access: CONSIGNEE_CODES.view,
      summary: 'One consignee with its operation record',
      body: idRequest,
      response: consigneeDetail,
    },
    create: {
      access: CONSIGNEE_CODES.create,
      idempotent: true,
      summary: 'Add a consignee (postal code checked by country)',
      body: createConsigneeRequest,
      response: consignee,
    },
    update: {
      access: CONSIGNEE_CODES.edit,
      summary: 'Change a consignee',
      body: updateConsigneeRequest,
      response: consignee,
    },
    delete: {
      access: CONSIGNEE_CODES.delete,
      summary: 'Delete the selected consignees, with a reason',
      body: deleteConsigneesRequest,
      response: batchResult,
    },
  },
);
