import { describe, expect, it } from 'vitest';
import { columnSettingsBody, formatSort, MAX_FIXED_COLUMNS, parseSort, sortParam } from './list';
import { subAccountPageRequest } from './sub-accounts';

const messagesOf = (input: unknown) =>
  columnSettingsBody.safeParse(input).error?.issues.map((i) => i.message) ?? [];
const col = (key: string, visible = true, fixed: 'left' | 'right' | null = null) => ({
  key,
  visible,
  order: 0,
  fixed,
});

describe('list contracts', () => {
  it('reads and writes sorts as key or -key, whitelisted', () => {
    expect(parseSort('-createdAt')).toEqual({ key: 'createdAt', order: 'desc' });
    expect(parseSort('name')).toEqual({ key: 'name', order: 'asc' });
    expect(formatSort({ key: 'name', order: 'desc' })).toBe('-name');
    const sort = sortParam(['name', 'createdAt']);
    expect(sort.safeParse('-createdAt').success).toBe(true);
    expect(sort.safeParse('passwordHash').error?.issues[0]?.message).toBe('list.unknownSort');
    expect(sort.safeParse('name; drop table').success).toBe(false);
  });

  it('keeps a search item and a column visible and limits fixed columns', () => {
    const search = [{ key: 'a', visible: true, order: 0 }];
    expect(messagesOf({ searchItems: search, columns: [col('a')] })).toEqual([]);
    expect(messagesOf({ searchItems: [], columns: [col('a')] })).toEqual([]);
    expect(messagesOf({ searchItems: [{ ...search[0], visible: false }], columns: [col('a')] })).toEqual([
      'list.noVisibleSearchItem',
    ]);
    expect(messagesOf({ searchItems: search, columns: [col('a', false)] })).toEqual(['list.noVisibleColumn']);
    const fixed = Array.from({ length: MAX_FIXED_COLUMNS + 1 }, (_, i) => col(`c${i}`, true, 'left'));
    expect(messagesOf({ searchItems: search, columns: fixed })).toEqual(['list.tooManyFixed']);
    expect(messagesOf({ searchItems: search, columns: fixed.slice(1) })).toEqual([]);
    expect(messagesOf({ searchItems: search, columns: [col('a'), col('a')] })).toEqual([
      'list.duplicateItem',
    ]);
  });

  it('parses a list URL: strings coerced, blanks dropped', () => {
    const parsed = subAccountPageRequest.parse({
      current: '3',
      size: '50',
      sort: '-userName',
      accountName: '',
      status: 'DISABLED',
      roleId: '',
    });
    expect(parsed).toEqual({ current: 3, size: 50, sort: '-userName', status: 'DISABLED' });
    expect(subAccountPageRequest.safeParse({ roleId: 'x' }).success).toBe(false);
  });
});
