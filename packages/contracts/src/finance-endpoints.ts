import { z } from 'zod';
import { defineEndpoints } from './endpoint';
import { currencyAccount } from './finance';
import { definePage } from './page';

export const FINANCE_RECHARGE_CODE = 'OMS_FINANCERECHARGE';
export const FINANCE_RECHARGE_PAGE = definePage(FINANCE_RECHARGE_CODE, ['view', 'create']);
export const FINANCE_RECHARGE_CODES = FINANCE_RECHARGE_PAGE.codes;

/** /api/finance/*: the money kernel's own reads (the currency accounts). */
export const financeEndpoints = defineEndpoints(
  'finance',
  {},
  {
    accounts: {
      access: FINANCE_RECHARGE_CODES.view,
      summary: "The company's RMB and USD accounts: balance, frozen, credit limit and available",
      response: z.array(currencyAccount),
    },
  },
);
