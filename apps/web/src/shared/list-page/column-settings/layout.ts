import {
  columnSettingsBody,
  type ColumnSetting,
  type ColumnSettings,
  type FixedSide,
  type SearchItemSetting,
} from '@oms/contracts';
import type { ListColumn } from '../types';

/** What the column configuration decides: search items and columns, ordered, visible, fixed. */
export type ListLayout = { searchItems: SearchItemSetting[]; columns: ColumnSetting[] };

type AnyColumn = ListColumn<never, never>;

const EDGE = { left: 0, none: 1, right: 2 } as const;

/** The layout a page starts with, from its column definitions. */
export const defaultLayout = (columns: readonly AnyColumn[]): ListLayout => ({
  searchItems: columns
    .filter((c) => c.search)
    .map((c, order) => ({ key: c.key, visible: c.defaultSearchVisible ?? true, order })),
  columns: columns
    .filter((c) => !c.searchOnly)
    .map((c, order) => ({ key: c.key, visible: c.defaultVisible ?? true, order, fixed: c.fixed ?? null })),
});

const mergeList = <T extends { key: string; order: number }>(defaults: T[], saved: T[]): T[] => {
  const known = saved.filter((s) => defaults.some((d) => d.key === s.key)).sort((a, b) => a.order - b.order);
  const added = defaults.filter((d) => !known.some((k) => k.key === d.key));
  return [...known, ...added].map((item, order) => ({ ...item, order }));
};

/**
 * The saved layout over the defaults: keys the page no longer has are dropped, new columns are
 * appended with their defaults. A result that breaks the rules falls back to the defaults.
 */
export const mergeLayout = (defaults: ListLayout, saved: ColumnSettings | null | undefined): ListLayout => {
  if (!saved) return defaults;
  const merged = {
    searchItems: mergeList(defaults.searchItems, saved.searchItems),
    columns: mergeList(defaults.columns, saved.columns),
  };
  return columnSettingsBody.safeParse(merged).success ? merged : defaults;
};

/** The visible search items and columns in the layout's order, each column with its fixed side. */
export const applyLayout = <C extends AnyColumn>(columns: readonly C[], layout: ListLayout) => {
  const byKey = new Map(columns.map((c) => [c.key, c]));
  const pick = <S extends { key: string; visible: boolean; order: number }>(items: S[]) =>
    [...items]
      .sort((a, b) => a.order - b.order)
      .filter((s) => s.visible && byKey.has(s.key))
      .map((s) => ({ setting: s, column: byKey.get(s.key)! }));
  return {
    searchColumns: pick(layout.searchItems).map(({ column }) => column),
    // Columns fixed left come first and those fixed right last, as a fixed column must sit at its edge.
    tableColumns: pick(layout.columns)
      .map(({ column, setting }) => ({ column, fixed: (setting as ColumnSetting).fixed as FixedSide | null }))
      .sort((a, b) => EDGE[a.fixed ?? 'none'] - EDGE[b.fixed ?? 'none']),
  };
};
