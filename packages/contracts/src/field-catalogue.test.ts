import { describe, expect, it } from 'vitest';
import { CLAIM_CATALOGUE, type Claim } from './claims';
import { fieldOf, plainValue } from './field-catalogue';

const claim: Claim = {
  id: '7',
  claimNo: 'CL202611270001',
  relatedType: 'OUTBOUND',
  relatedNo: 'OB-1',
  claimType: 'DAMAGED',
  reason: 'Crushed carton',
  expectedAmount: '25.50',
  actualAmount: null,
  currency: 'CNY',
  attachments: [{ id: '1', name: 'a.png', mime: 'image/png' }],
  status: 'PENDING_REVIEW',
  rejectReason: null,
  createdBy: 'demo.admin',
  createdAt: '2026-11-27T08:00:00.000Z',
  decidedAt: null,
  updatedAt: '2026-11-27T08:00:00.000Z',
};

describe('field catalogue', () => {
  const cell = (key: keyof typeof CLAIM_CATALOGUE.labels, language: 'zh' | 'en') =>
    plainValue(fieldOf(CLAIM_CATALOGUE, key), claim, language, (iso) => (iso ? `at ${iso}` : null));

  it('reads each kind as a file cell: labels in the language, amounts as decimals, counts as numbers', () => {
    expect([cell('relatedType', 'zh'), cell('relatedType', 'en')]).toEqual(['出库单', 'Outbound order']);
    expect([cell('status', 'zh'), cell('claimType', 'en')]).toEqual(['待审核', 'Damaged']);
    expect([cell('currency', 'zh'), cell('expectedAmount', 'en'), cell('actualAmount', 'en')]).toEqual([
      'RMB',
      '25.50',
      null,
    ]);
    expect(cell('attachments', 'en')).toBe(1);
    expect([cell('createdAt', 'en'), cell('decidedAt', 'en')]).toEqual(['at 2026-11-27T08:00:00.000Z', null]);
    expect(cell('reason', 'zh')).toBe('Crushed carton');
  });

  it('names a field it does not describe', () => {
    const labelled = { ...CLAIM_CATALOGUE, fields: {} };
    expect(() => fieldOf(labelled, 'claimNo')).toThrow('The catalogue has no field "claimNo"');
  });
});
