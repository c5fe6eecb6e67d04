// @vitest-environment node
import { describe, expect, it } from 'vitest';
import i18n from '@/shared/i18n';
import { resources } from '../resources';

// English counts take i18next's plural forms (`key_one` / `key_other`): "1 SKU", "2 SKUs", never
// "1 SKUs" or "1 store(s)". Chinese has one form, so its `_one` and `_other` say the same.

type Tree = { [key: string]: string | Tree };
const leaves = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === 'object' ? leaves(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value]],
  );

/** Placeholders that are fixed limits of the contracts (never 1), not counts of what the user has. */
const LIMITS = new Set(['max', 'min', 'mb', 'kb', 'digits', 'seconds', 'percent']);
/** Nouns that do not change with the number. */
const INVARIANT = new Set(['pcs']);
const COUNT_NOUN = /\{\{\s*(\w+)\s*\}\}\s+(?:[a-z][\w-]*\s+)?([A-Za-z-]+s)\b/g;

/** The texts of a leaf without plural forms that put a plural noun (or "(s)") after a count. */
const singularCounts = (text: string) => [
  ...(text.includes('(s)') ? ['(s)'] : []),
  ...[...text.matchAll(COUNT_NOUN)]
    .filter(([, name, noun]) => !LIMITS.has(name!) && !INVARIANT.has(noun!))
    .map(([match]) => match),
];

describe('plural forms', () => {
  it('no English text puts a plural noun after a count without its plural forms', () => {
    const offenders = Object.entries(resources.en as unknown as Record<string, Tree>).flatMap(([ns, tree]) =>
      ns === 'messages'
        ? []
        : leaves(tree)
            .filter(([key]) => !/_(zero|one|two|few|many|other)$/.test(key))
            .flatMap(([key, text]) => singularCounts(text).map((found) => `${ns}:${key} → ${found}`)),
    );
    expect(offenders).toEqual([]);
  });

  it('says one and several in English, and the same in Chinese', () => {
    const en = { lng: 'en' } as const;
    const zh = { lng: 'zh' } as const;
    expect(i18n.t('inbound-orders:detail.lines', { ...en, count: 1 })).toBe('Lines (1 SKU)');
    expect(i18n.t('inbound-orders:detail.lines', { ...en, count: 3 })).toBe('Lines (3 SKUs)');
    expect(i18n.t('inbound-orders:detail.lines', { ...zh, count: 1 })).toBe('入库明细（1 个 SKU）');
    expect(i18n.t('files:export.done', { ...en, count: 1 })).toBe(
      'Export finished: 1 row, the download has started',
    );
    expect(i18n.t('files:export.done', { ...en, count: 12 })).toBe(
      'Export finished: 12 rows, the download has started',
    );
    expect(i18n.t('files:export.done', { ...zh, count: 1 })).toBe('导出完成，共 1 条，文件已开始下载');
    const totals = (lng: 'zh' | 'en', skus: number, boxes: number, quantity: number) =>
      i18n.t('inbound-orders:form.totals', { lng, skus, boxes, quantity });
    expect(totals('en', 1, 1, 40)).toBe('1 SKU, 1 box, 40 pcs');
    expect(totals('en', 2, 5, 200)).toBe('2 SKUs, 5 boxes, 200 pcs');
    expect(totals('zh', 1, 1, 40)).toBe('共 1 个 SKU，1 箱，40 件');
    expect(i18n.t('products:zipImages.added', { ...en, count: 1, products: 1 })).toBe(
      'Added 1 image to 1 product',
    );
    expect(i18n.t('products:zipImages.added', { ...en, count: 4, products: 2 })).toBe(
      'Added 4 images to 2 products',
    );
    expect(i18n.t('reservations:form.boxes', { ...en, count: 1 })).toBe('1 box');
    expect(i18n.t('import:failedRows', { ...en, count: 1, total: 3 })).toMatch(/^1 row of 3 has problems/);
    expect(i18n.t('import:failedRows', { ...zh, count: 2, total: 3 })).toMatch(/^共 3 行，其中 2 行有问题/);
  });
});
