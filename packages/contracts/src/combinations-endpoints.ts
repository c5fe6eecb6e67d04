import {
  combination,
  COMBINATION_CODES,
  combinationDetail,
  combinationPage,
  combinationPageRequest,
  createCombinationRequest,
  deleteCombinationsRequest,
  updateCombinationRequest,
} from './combinations';
import { defineEndpoints } from './endpoint';
import { batchResult, idRequest } from './list';

/**
 * /api/combinations/* (/basic/combinationManage, /basic/combinationDetail). The component picker
 * searches the company's passed products with /api/products/page (`status: PASSED`).
 */
export const combinationsEndpoints = defineEndpoints(
  'combinations',
  {},
  {
    page: {
      access: COMBINATION_CODES.view,
      summary: "A page of the company's combinations, each with its SKUs and ratios",
      body: combinationPageRequest,
      response: combinationPage,
    },
    detail: {
      access: COMBINATION_CODES.view,
      summary: 'One combination with its components (products as they are now) and operation record',
      body: idRequest,
      response: combinationDetail,
    },
    create: {
      access: COMBINATION_CODES.create,
      summary: 'Create a combination of passed products (1 to 50 lines, each product once)',
      body: createCombinationRequest,
      response: combination,
    },
    update: {
      access: COMBINATION_CODES.edit,
      summary: 'Change a combination: name, remark and its lines',
      body: updateCombinationRequest,
      response: combination,
    },
    delete: {
      access: COMBINATION_CODES.delete,
      summary: 'Delete the selected combinations, with a reason (all or nothing)',
      body: deleteCombinationsRequest,
      response: batchResult,
    },
  },
);
