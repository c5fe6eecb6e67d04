import {
  CURRENCY_SHORT,
  type Currency,
  type DisputeState,
  type FeeStatus,
  type FeeType,
  type FeeWarehouse,
} from '@oms/contracts';
import { formatMoney } from '@/shared/lib/format';

export const NS = 'fees';
export const INQUIRY_PATH = '/finance/feeInquiry';
export const COUNT_PATH = '/finance/feeCount';
export const detailPath = (id: string) => `/finance/feeInquiryDetail?id=${id}`;

export const FEE_STATUS_COLOR: Record<FeeStatus, string> = {
  FROZEN: 'warning',
  DEDUCTED: 'success',
  REFUNDED: 'default',
};
export const DISPUTE_COLOR: Record<DisputeState, string> = {
  OPEN: 'processing',
  ACCEPTED: 'success',
  REFUSED: 'error',
  WITHDRAWN: 'default',
};

/** "USD 1,234.50". */
export const moneyOf = (currency: Currency, amount: string | null) =>
  amount === null ? '-' : `${CURRENCY_SHORT[currency]} ${formatMoney(amount)}`;

export const warehouseName = (w: FeeWarehouse | null, language: string) =>
  w ? (language === 'en' ? w.nameEn : w.nameZh) : '-';

/** A line's name: its own, or its type's label when the kernel stored just the type. */
export const feeNameOf = (row: { feeType: FeeType; name: string }, typeLabel: (t: FeeType) => string) =>
  row.name === row.feeType ? typeLabel(row.feeType) : row.name;
