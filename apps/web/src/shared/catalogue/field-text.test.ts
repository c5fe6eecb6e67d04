import { describe, expect, it } from 'vitest';
import { countField, textField } from '@oms/contracts';
import { fieldText } from './field-text';

type Row = { remark: string | null; count: number | null };

describe('fieldText', () => {
  it("shows '-' for an empty text, a missing text and a missing count, and the value otherwise", () => {
    const remark = textField<Row>((r) => r.remark);
    const count = countField<Row>((r) => r.count);
    expect(fieldText(remark, { remark: '', count: null }, 'zh')).toBe('-');
    expect(fieldText(remark, { remark: null, count: null }, 'en')).toBe('-');
    expect(fieldText(remark, { remark: 'fragile', count: null }, 'en')).toBe('fragile');
    expect(fieldText(count, { remark: null, count: null }, 'zh')).toBe('-');
    expect(fieldText(count, { remark: null, count: 0 }, 'zh')).toBe('0');
  });
});
