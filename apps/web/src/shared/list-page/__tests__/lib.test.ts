import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { mappingPageRequest, subAccountPageRequest } from '@oms/contracts';
import { applyLayout, defaultLayout, mergeLayout } from '../column-settings/layout';
import { parseListParams, toListSearch } from '../use-list-url-state';
import { activeFilterCount, toFilters } from '../search-values';
import { createQueryKeys } from '../query-keys';
import { COLUMNS } from './items';

describe('list framework helpers', () => {
  it('parses URL params with the page schema, dropping what fails', () => {
    expect(parseListParams(subAccountPageRequest, '?current=2&size=50&status=DISABLED&roleId=12')).toEqual({
      current: 2,
      size: 50,
      status: 'DISABLED',
      roleId: '12',
    });
    expect(parseListParams(subAccountPageRequest, '?current=x&sort=-password&userName=ann')).toEqual({
      current: 1,
      size: 20,
      userName: 'ann',
    });
  });

  it('adds the scope the context fixes, over whatever the URL says', () => {
    const scope = { storeId: '7' };
    expect(parseListParams(mappingPageRequest, '?keyword=mug&storeId=99', scope)).toEqual({
      current: 1,
      size: 20,
      keyword: 'mug',
      storeId: '7',
    });
    // A bad parameter is dropped; the scope stays.
    expect(parseListParams(mappingPageRequest, '?sort=-nope', scope)).toEqual({
      current: 1,
      size: 20,
      storeId: '7',
    });
  });

  it('writes a short URL: no blanks, no defaults', () => {
    const defaults = subAccountPageRequest.parse({});
    expect(
      toListSearch({ current: 1, size: 20, sort: '-createdAt', phone: '', email: undefined }, defaults),
    ).toBe('sort=-createdAt');
    const round = parseListParams(
      subAccountPageRequest,
      `?${toListSearch({ current: 3, size: 10, userName: 'a b&c' })}`,
    );
    expect(round).toEqual({ current: 3, size: 10, userName: 'a b&c' });
  });

  it('turns form values into filters: trimmed text, day ranges in the user zone', () => {
    const columns = [
      ...COLUMNS,
      {
        key: 'created',
        title: 'x',
        searchOnly: true,
        search: { type: 'dateRange', from: 'code', to: 'name' },
      },
    ] as typeof COLUMNS;
    const from = dayjs('2026-03-01T15:00:00');
    const filters = toFilters(columns, { name: '  a  ', code: '', status: undefined, created: [from, null] });
    expect(filters).toEqual({ name: 'a', code: dayjs('2026-03-01T00:00:00').toISOString() });
  });

  it('counts the search items the filters set, a day range once, for the collapsed search toggle', () => {
    const columns = [
      ...COLUMNS,
      {
        key: 'created',
        title: 'x',
        searchOnly: true,
        search: { type: 'dateRange', from: 'createdFrom', to: 'createdTo' },
      },
    ] as typeof COLUMNS;
    const count = (filters: object) => activeFilterCount(columns, filters as never);
    expect(count({})).toBe(0);
    expect(count({ name: 'mug', status: 'ENABLED' })).toBe(2);
    expect(count({ createdFrom: '2026-03-01T00:00:00.000Z', createdTo: '2026-03-02T00:00:00.000Z' })).toBe(1);
    expect(count({ code: 'C1', createdTo: '2026-03-02T00:00:00.000Z', name: '' })).toBe(2);
    // A filter without a search item on the form (the context's scope) is not the user's to clear.
    expect(count({ storeId: '7' })).toBe(0);
  });

  it('merges a saved layout over the defaults and orders fixed columns to their edge', () => {
    const defaults = defaultLayout(COLUMNS);
    expect(defaults.columns.map((c) => [c.key, c.visible])).toEqual([
      ['name', true],
      ['code', true],
      ['status', true],
      ['weight', true],
      ['note', false],
    ]);
    const merged = mergeLayout(defaults, {
      pageKey: 'test-items',
      searchItems: [{ key: 'status', visible: true, order: 0 }],
      columns: [
        { key: 'gone', visible: true, order: 0, fixed: null },
        { key: 'weight', visible: true, order: 1, fixed: 'right' },
        { key: 'code', visible: true, order: 2, fixed: 'left' },
      ],
    });
    expect(merged.searchItems.map((s) => s.key)).toEqual(['status', 'name', 'code']);
    expect(merged.columns.map((c) => c.key)).toEqual(['weight', 'code', 'name', 'status', 'note']);
    const { tableColumns, searchColumns } = applyLayout(COLUMNS, merged);
    expect(tableColumns.map((c) => [c.column.key, c.fixed])).toEqual([
      ['code', 'left'],
      ['name', null],
      ['status', null],
      ['weight', 'right'],
    ]);
    expect(searchColumns.map((c) => c.key)).toEqual(['status', 'name', 'code']);
  });

  it('builds query keys from one factory per domain', () => {
    const k = createQueryKeys('sub-accounts');
    expect(k.list({ current: 1 })).toEqual(['sub-accounts', 'list', { current: 1 }]);
    expect(k.detail('5')).toEqual(['sub-accounts', 'detail', '5']);
    expect(k.lists()).toEqual(k.list({}).slice(0, 2));
  });
});
