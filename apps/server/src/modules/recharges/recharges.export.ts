import { RECHARGE_CATALOGUE, RECHARGE_EXPORT_KIND, RECHARGE_MANAGE_CODES } from '@oms/contracts';
import { rechargesList } from './recharges.list';

/** The recharge records as xlsx (OMS_FINANCERECHARGEMANAGE:export), the payer named in the file's language. */
export const rechargesExport = rechargesList.export({
  kind: RECHARGE_EXPORT_KIND,
  module: 'recharges',
  name: { zh: '充值记录', en: 'Recharge records' },
  permission: RECHARGE_MANAGE_CODES.export,
  catalogue: RECHARGE_CATALOGUE,
  keys: [
    'number',
    'type',
    'currency',
    'amount',
    'actualAmount',
    'receivingAccountNumber',
    'payerAccount',
    'serial',
    'status',
    'rejectReason',
    'remark',
    'createdAt',
    'decidedAt',
  ],
});
