import { fromMinor, type FeeRow } from '@oms/contracts';
import type { ActorNamer } from '../operation-records/operation-records.service';
import type { FeeListRow } from './fees.repository';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A fee line as the customer reads it; `named` names a warehouse that charged it (`actorNames`). */
export const toFeeRow = (r: FeeListRow, named: ActorNamer): FeeRow => ({
  id: String(r.id),
  feeType: r.feeType,
  name: r.name,
  currency: r.currency,
  unitPrice: fromMinor(r.unitPrice),
  quantity: r.quantity,
  amount: fromMinor(r.amount),
  deducted: fromMinor(r.deducted),
  refunded: fromMinor(r.refunded),
  net: fromMinor(r.deducted - r.refunded),
  status: r.status,
  documentType: r.documentType,
  documentNo: r.documentNo,
  warehouse:
    r.warehouseId === null
      ? null
      : {
          id: String(r.warehouseId),
          code: r.warehouseCode ?? '',
          nameZh: r.warehouseNameZh ?? '',
          nameEn: r.warehouseNameEn ?? '',
        },
  remark: r.remark,
  createdBy: named(r.createdBy),
  createdAt: r.createdAt.toISOString(),
  deductedAt: iso(r.deductedAt),
  disputeState: r.disputeState,
});
