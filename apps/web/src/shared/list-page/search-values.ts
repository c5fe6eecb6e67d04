import dayjs, { type Dayjs } from 'dayjs';
import type { ListColumn } from './types';

/** The search form's values: text and selects under their filter field, day ranges under the column key. */
export type SearchValues = Record<string, string | [Dayjs | null, Dayjs | null] | null | undefined>;

/** The form field of a column's search item. */
export const fieldOf = <Row, F>(c: ListColumn<Row, F>) =>
  c.search && c.search.type !== 'dateRange' ? (c.search.field ?? c.key) : c.key;

/** The form's values from the URL's filters. */
export const toValues = <Row, F>(columns: ListColumn<Row, F>[], filters: F): SearchValues => {
  const source = filters as Record<string, unknown>;
  const values: SearchValues = {};
  for (const c of columns) {
    const search = c.search;
    if (!search) continue;
    if (search.type === 'dateRange') {
      const from = source[search.from];
      const to = source[search.to];
      if (from || to) {
        values[c.key] = [
          typeof from === 'string' ? dayjs(from) : null,
          typeof to === 'string' ? dayjs(to) : null,
        ];
      }
    } else {
      const v = source[fieldOf(c)];
      if (typeof v === 'string') values[fieldOf(c)] = v;
    }
  }
  return values;
};

/** The filters from the form: blanks left out, picked days as the user's start and end of day. */
export const toFilters = <Row, F>(columns: ListColumn<Row, F>[], values: SearchValues): Partial<F> => {
  const out: Record<string, string> = {};
  for (const c of columns) {
    const search = c.search;
    if (!search) continue;
    if (search.type === 'dateRange') {
      const range = values[c.key];
      if (Array.isArray(range)) {
        if (range[0]) out[search.from] = range[0].startOf('day').toISOString();
        if (range[1]) out[search.to] = range[1].endOf('day').toISOString();
      }
    } else {
      const v = values[fieldOf(c)];
      if (typeof v === 'string' && v.trim() !== '') out[fieldOf(c)] = v.trim();
    }
  }
  return out as Partial<F>;
};

/**
 * How many search items the filters set (a day range counts once): what the collapsed search form of a
 * narrow screen shows on its toggle.
 */
export const activeFilterCount = <Row, F>(columns: ListColumn<Row, F>[], filters: F): number =>
  Object.values(toValues(columns, filters)).filter((v) => v !== '' && v != null).length;
