import { CLAIM_CATALOGUE, CLAIMS_CODES, CLAIMS_EXPORT_KIND, claimPageRequest } from '@oms/contracts';
import { listExport } from '../exports/define-export';
import { claimsRepository as repo } from './claims.repository';
import { toClaim } from './claims.mapping';

const list = listExport(claimPageRequest)((ctx, selection) => repo.listQuery(ctx.companyId, selection));

/** The claims as xlsx (OMS_FINANCECOMPENSATION:export); amounts as decimal strings. */
export const claimsExport = list.catalogueExport({
  kind: CLAIMS_EXPORT_KIND,
  module: 'claims',
  name: { zh: '索赔单', en: 'Claims' },
  permission: CLAIMS_CODES.export,
  catalogue: CLAIM_CATALOGUE,
  toRows: async (ctx, records) => {
    const ids = [...new Set(records.flatMap((r) => r.attachmentIds))];
    const attachments = await repo.attachments(ctx.db, ctx.companyId, ids);
    return records.map((record) => toClaim(record, attachments));
  },
  keys: [
    'claimNo',
    'relatedType',
    'relatedNo',
    'claimType',
    'reason',
    'currency',
    'expectedAmount',
    'actualAmount',
    'status',
    'rejectReason',
    'createdBy',
    'createdAt',
    'decidedAt',
  ],
});
