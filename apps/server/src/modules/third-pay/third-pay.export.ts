import {
  THIRD_PAY_CATALOGUE,
  THIRD_PAY_CODES,
  THIRD_PAY_EXPORT_KIND,
  thirdPayPageRequest,
} from '@oms/contracts';
import { listExport } from '../exports/define-export';
import { thirdPayRepository as repo } from './third-pay.repository';
import { toThirdPay } from './third-pay.service';

const list = listExport(thirdPayPageRequest)((ctx, selection) => repo.listQuery(ctx.companyId, selection));

/**
 * The payer accounts as xlsx (OMS_BASICTHIRDPAY:export), read as the list reads them: numbers masked
 * as on the page, since the rows are the page's own answer.
 */
export const thirdPayExport = list.catalogueExport({
  kind: THIRD_PAY_EXPORT_KIND,
  module: 'third-pay',
  name: { zh: '第三方支付账户', en: 'Third-party payer accounts' },
  permission: THIRD_PAY_CODES.export,
  catalogue: THIRD_PAY_CATALOGUE,
  toRow: (record) => toThirdPay(record),
  keys: ['platform', 'accountName', 'accountNumberMasked', 'status', 'remark', 'createdAt', 'updatedAt'],
});
