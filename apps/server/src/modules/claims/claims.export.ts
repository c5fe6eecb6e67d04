import {
  CLAIM_DOCUMENT_LABELS,
  CLAIM_FIELDS,
  CLAIM_STATUS_LABELS,
  CLAIM_TYPE_LABELS,
  CLAIMS_CODES,
  CLAIMS_EXPORT_KIND,
  CURRENCY_SHORT,
  claimPageRequest,
  fromMinor,
} from '@oms/contracts';
import { dateTimeColumn, listExport } from '../exports/define-export';
import { claimsRepository as repo } from './claims.repository';

const list = listExport(claimPageRequest)((ctx, selection) => repo.listQuery(ctx.companyId, selection));

/** The claims as xlsx (OMS_FINANCECOMPENSATION:export); amounts as decimal strings. */
export const claimsExport = list.defineExport({
  kind: CLAIMS_EXPORT_KIND,
  module: 'claims',
  name: { zh: '索赔单', en: 'Claims' },
  permission: CLAIMS_CODES.export,
  columns: [
    { key: 'claimNo', header: CLAIM_FIELDS.claimNo, width: 22, value: (r) => r.claimNo },
    {
      key: 'relatedType',
      header: CLAIM_FIELDS.relatedType,
      width: 14,
      value: (r, language) => CLAIM_DOCUMENT_LABELS[r.relatedType][language],
    },
    { key: 'relatedNo', header: CLAIM_FIELDS.relatedNo, width: 22, value: (r) => r.relatedNo },
    {
      key: 'claimType',
      header: CLAIM_FIELDS.claimType,
      width: 12,
      value: (r, language) => CLAIM_TYPE_LABELS[r.claimType][language],
    },
    { key: 'reason', header: CLAIM_FIELDS.reason, width: 40, value: (r) => r.reason },
    { key: 'currency', header: CLAIM_FIELDS.currency, width: 10, value: (r) => CURRENCY_SHORT[r.currency] },
    {
      key: 'expectedAmount',
      header: CLAIM_FIELDS.expectedAmount,
      width: 14,
      value: (r) => fromMinor(r.expectedAmount),
    },
    {
      key: 'actualAmount',
      header: CLAIM_FIELDS.actualAmount,
      width: 14,
      value: (r) => (r.actualAmount === null ? null : fromMinor(r.actualAmount)),
    },
    {
      key: 'status',
      header: CLAIM_FIELDS.status,
      width: 12,
      value: (r, language) => CLAIM_STATUS_LABELS[r.status][language],
    },
    { key: 'rejectReason', header: CLAIM_FIELDS.rejectReason, width: 30, value: (r) => r.rejectReason },
    { key: 'createdBy', header: CLAIM_FIELDS.createdBy, width: 16, value: (r) => r.createdBy },
    dateTimeColumn('createdAt', CLAIM_FIELDS.createdAt, (r) => r.createdAt),
    dateTimeColumn('decidedAt', CLAIM_FIELDS.decidedAt, (r) => r.decidedAt),
  ],
});
