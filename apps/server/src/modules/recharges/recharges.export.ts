import {
  CURRENCY_SHORT,
  RECHARGE_EXPORT_KIND,
  RECHARGE_FIELDS,
  RECHARGE_MANAGE_CODES,
  RECHARGE_STATUS_LABELS,
  RECHARGE_TYPE_LABELS,
  fromMinor,
  rechargePageRequest,
  storedText,
} from '@oms/contracts';
import { dateTimeColumn, listExport } from '../exports/define-export';
import { payerLabel } from './recharges.mapping';
import { rechargesRepository as repo } from './recharges.repository';

const list = listExport(rechargePageRequest)((ctx, selection) => repo.listQuery(ctx.companyId, selection));

/** The recharge records as xlsx (OMS_FINANCERECHARGEMANAGE:export); amounts as numbers with two places. */
export const rechargesExport = list.defineExport({
  kind: RECHARGE_EXPORT_KIND,
  module: 'recharges',
  name: { zh: '充值记录', en: 'Recharge records' },
  permission: RECHARGE_MANAGE_CODES.export,
  columns: [
    { key: 'number', header: RECHARGE_FIELDS.number, width: 20, value: (r) => r.recharge.number },
    {
      key: 'type',
      header: RECHARGE_FIELDS.type,
      width: 12,
      value: (r, language) => RECHARGE_TYPE_LABELS[r.recharge.type][language],
    },
    {
      key: 'currency',
      header: RECHARGE_FIELDS.currency,
      width: 10,
      value: (r) => CURRENCY_SHORT[r.recharge.currency],
    },
    {
      key: 'amount',
      header: RECHARGE_FIELDS.amount,
      width: 14,
      value: (r) => Number(fromMinor(r.recharge.amount)),
    },
    {
      key: 'actualAmount',
      header: RECHARGE_FIELDS.actualAmount,
      width: 14,
      value: (r) => (r.recharge.actualAmount === null ? null : Number(fromMinor(r.recharge.actualAmount))),
    },
    {
      key: 'receivingAccount',
      header: RECHARGE_FIELDS.receivingAccount,
      width: 36,
      value: (r) =>
        r.recharge.receivingAccountNumber
          ? `${r.recharge.receivingBank ?? ''} ${r.recharge.receivingAccountNumber}`.trim()
          : null,
    },
    {
      key: 'payerAccount',
      header: RECHARGE_FIELDS.payerAccount,
      width: 36,
      value: (r, language) => payerLabel(r, language),
    },
    { key: 'serial', header: RECHARGE_FIELDS.serial, width: 24, value: (r) => r.recharge.serial },
    {
      key: 'status',
      header: RECHARGE_FIELDS.status,
      width: 12,
      value: (r, language) => RECHARGE_STATUS_LABELS[r.recharge.status][language],
    },
    {
      key: 'rejectReason',
      header: RECHARGE_FIELDS.rejectReason,
      width: 30,
      value: (r, language) => r.recharge.rejectReason && storedText(r.recharge.rejectReason, language),
    },
    { key: 'remark', header: RECHARGE_FIELDS.remark, width: 24, value: (r) => r.recharge.remark },
    dateTimeColumn('createdAt', RECHARGE_FIELDS.createdAt, (r) => r.recharge.createdAt),
    dateTimeColumn('decidedAt', RECHARGE_FIELDS.decidedAt, (r) => r.recharge.decidedAt),
  ],
});
