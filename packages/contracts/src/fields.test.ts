import { describe, expect, it } from 'vitest';
import * as contracts from './index';
import { type Bilingual, toLanguage } from './fields';

const isLabel = (value: unknown): value is Bilingual =>
  typeof value === 'object' && value !== null && 'zh' in value && 'en' in value;

/** Every exported catalogue of labels: the `*_FIELDS` and `*_LABELS` objects whose entries are all labels. */
const catalogues = Object.entries(contracts).filter(
  (entry): entry is [string, Record<string, Bilingual>] =>
    /_(FIELDS|LABELS)$/.test(entry[0]) &&
    typeof entry[1] === 'object' &&
    entry[1] !== null &&
    !Array.isArray(entry[1]) &&
    Object.values(entry[1]).every(isLabel),
);

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([^,}\s]+)/g)].map((m) => m[1]).sort();

describe('field catalogues', () => {
  it('are exported from the package', () => {
    expect(catalogues.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'COMMON_FIELDS',
        'BRAND_FIELDS',
        'CONSIGNEE_FIELDS',
        'THIRD_PAY_FIELDS',
        'STORE_FIELDS',
        'STORE_MAPPING_FIELDS',
        'COMBINATION_FIELDS',
        'PRODUCT_FIELDS',
        'SUB_ACCOUNT_FIELDS',
        'ROLE_FIELDS',
        'SIGNING_FIELDS',
        'STORE_STATUS_LABELS',
        'ACCOUNT_STATUS_LABELS',
      ]),
    );
  });

  it.each(catalogues)('%s has a non-empty zh and en text for every entry', (_name, catalogue) => {
    const blank = Object.entries(catalogue)
      .filter(([, label]) => label.zh.trim() === '' || label.en.trim() === '')
      .map(([key]) => key);
    expect(blank).toEqual([]);
  });

  it.each(catalogues)('%s uses the same placeholders in both languages', (_name, catalogue) => {
    const differing = Object.entries(catalogue)
      .filter(([, label]) => placeholders(label.zh).join() !== placeholders(label.en).join())
      .map(([key]) => key);
    expect(differing).toEqual([]);
  });

  it('gives one language of a catalogue as an i18n block', () => {
    expect(toLanguage(contracts.BRAND_FIELDS, 'en')).toMatchObject({
      name: 'Brand name',
      createdAt: 'Created',
    });
  });
});
