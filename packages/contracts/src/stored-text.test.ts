import { describe, expect, it } from 'vitest';
import { DISPUTE_REFUND_NOTE, feeNameOf } from './fees';
import { storedText } from './messages';
import { OVER_RECEIPT_REJECT_FEE_NAME } from './over-receipts';
import { PAYMENT_FAILED_REASON } from './recharges';

// What the server writes for the customer without a language is read in the reader's (issue 22 §2:
// the ledger remark after a dispute read "dispute 4"; reasons and names mixed both languages).
describe('stored texts', () => {
  it("reads a message key in the reader's language, with the row's fields", () => {
    const params = { documentNo: 'BS2026110109' };
    expect(storedText(DISPUTE_REFUND_NOTE, 'en', params)).toBe(
      'Refund of the accepted dispute on fee BS2026110109',
    );
    expect(storedText(DISPUTE_REFUND_NOTE, 'zh', params)).toBe('申诉通过退款（费用单据 BS2026110109）');
    expect(storedText(PAYMENT_FAILED_REASON, 'en')).toBe(
      'The payment failed or was declined by the provider',
    );
    expect(storedText(PAYMENT_FAILED_REASON, 'zh')).toBe('支付失败或已被支付渠道拒绝');
  });

  it('shows any other text as it was written', () => {
    expect(storedText('Corrected by the warehouse', 'zh')).toBe('Corrected by the warehouse');
    expect(storedText('SBX0A1B2C3D4E5F6789', 'en')).toBe('SBX0A1B2C3D4E5F6789');
  });

  it("names a fee by its type, its message or its own name, in the reader's language", () => {
    const label = (type: string) => `label of ${type}`;
    const fee = (name: string) => ({ feeType: 'OVER_RECEIPT' as const, name });
    expect(feeNameOf(fee('OVER_RECEIPT'), label, 'en')).toBe('label of OVER_RECEIPT');
    expect(feeNameOf(fee(OVER_RECEIPT_REJECT_FEE_NAME), label, 'en')).toBe(
      'Rejected over-receipt: return or disposal handling',
    );
    expect(feeNameOf(fee(OVER_RECEIPT_REJECT_FEE_NAME), label, 'zh')).toBe('超收拒收处理(退回或销毁)');
    expect(feeNameOf(fee('Rush container unloading'), label, 'zh')).toBe('Rush container unloading');
  });
});
