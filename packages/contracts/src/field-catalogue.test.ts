import { describe, expect, it } from 'vitest';
import { CLAIM_CATALOGUE, type Claim } from './claims';
import { defineCatalogue, fieldOf, plainValue, warehouseField } from './field-catalogue';

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
  attachments: [{ id: '1', name: 'a.png', mime: 'image/png', size: 100 }],
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

  it('names a warehouse by its code and its name in the language', () => {
    type Row = { warehouse: { code: string; nameZh: string; nameEn: string } | null };
    const catalogue = defineCatalogue<Row>()(
      { warehouse: { zh: '仓库', en: 'Warehouse' } },
      { warehouse: warehouseField((r) => r.warehouse) },
    );
    const lax = { warehouse: { code: 'LAX', nameZh: '洛杉矶仓', nameEn: 'Los Angeles' } };
    const at = (row: Row, language: 'zh' | 'en') =>
      plainValue(fieldOf(catalogue, 'warehouse'), row, language, () => null);
    expect([at(lax, 'zh'), at(lax, 'en'), at({ warehouse: null }, 'en')]).toEqual([
      'LAX · 洛杉矶仓',
      'LAX · Los Angeles',
      null,
    ]);
  });

  it('names a field it does not describe', () => {
    const labelled = { ...CLAIM_CATALOGUE, fields: {} };
    expect(() => fieldOf(labelled, 'claimNo')).toThrow('The catalogue has no field "claimNo"');
  });
});
