import { fromMinor, type Claim } from '@oms/contracts';
import type { ClaimRow } from './claims.table';

/** A file of the claim, as the files module knows it. */
type Attachment = { id: number; name: string; mime: string; size: number };

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A claim as the API answers it; `attachments` names its files (a file gone is left out). */
export const toClaim = (row: ClaimRow, attachments: Attachment[]): Claim => {
  const byId = new Map(attachments.map((a) => [a.id, a]));
  return {
    id: String(row.id),
    claimNo: row.claimNo,
    relatedType: row.relatedType,
    relatedNo: row.relatedNo,
    claimType: row.claimType,
    reason: row.reason,
    expectedAmount: fromMinor(row.expectedAmount),
    actualAmount: row.actualAmount === null ? null : fromMinor(row.actualAmount),
    currency: row.currency,
    attachments: row.attachmentIds.flatMap((id) => {
      const a = byId.get(id);
      return a ? [{ ...a, id: String(a.id) }] : [];
    }),
    status: row.status,
    rejectReason: row.rejectReason,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    decidedAt: iso(row.decidedAt),
    updatedAt: row.updatedAt.toISOString(),
  };
};
