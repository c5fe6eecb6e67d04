import {
  RECHARGE_CATALOGUE,
  RECHARGE_EXPORT_KIND,
  RECHARGE_MANAGE_CODES,
  rechargePageRequest,
} from '@oms/contracts';
import { listExport } from '../exports/define-export';
import { toRecharge } from './recharges.mapping';
import { rechargesRepository as repo } from './recharges.repository';

const list = listExport(rechargePageRequest)((ctx, selection) => repo.listQuery(ctx.companyId, selection));

/** The recharge records as xlsx (OMS_FINANCERECHARGEMANAGE:export); amounts as decimal strings. */
export const rechargesExport = list.catalogueExport({
  kind: RECHARGE_EXPORT_KIND,
  module: 'recharges',
  name: { zh: '充值记录', en: 'Recharge records' },
  permission: RECHARGE_MANAGE_CODES.export,
  catalogue: RECHARGE_CATALOGUE,
  // The payer account is named in the file's language, as the list names it in the user's.
  toRow: (record, language) => toRecharge(record, language),
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
