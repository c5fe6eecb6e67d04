import { describe, expect, it } from 'vitest';
import { MAX_FIXED_COLUMNS, type ColumnSettings } from '@oms/contracts';
import { useTestApp } from '../../../test/app';
import { bodyOf, call, company, subAccountWith } from '../../../test/fixtures';

const SETTINGS: ColumnSettings = {
  pageKey: 'sub-accounts',
  searchItems: [
    { key: 'accountName', visible: true, order: 0 },
    { key: 'status', visible: false, order: 1 },
  ],
  columns: [
    { key: 'accountName', visible: true, order: 0, fixed: 'left' },
    { key: 'userName', visible: true, order: 1, fixed: null },
    { key: 'email', visible: false, order: 2, fixed: null },
  ],
};

describe('column settings API', () => {
  const t = useTestApp();

  it('answers null until saved, then the saved configuration, per user and page; reset forgets it', async () => {
    const a = await company(t.app);
    expect(
      bodyOf(await call(t.app, a.token, 'column-settings/get', { pageKey: 'sub-accounts' })),
    ).toMatchObject({
      code: 0,
      data: null,
    });
    const saved = await call(t.app, a.token, 'column-settings/save', SETTINGS);
    expect(bodyOf(saved)).toMatchObject({ code: 0, data: SETTINGS });
    expect(
      bodyOf(await call(t.app, a.token, 'column-settings/get', { pageKey: 'sub-accounts' })).data,
    ).toEqual(SETTINGS);

    // Saving again replaces it.
    const changed = { ...SETTINGS, columns: SETTINGS.columns.map((c) => ({ ...c, fixed: null })) };
    await call(t.app, a.token, 'column-settings/save', changed);
    expect(
      bodyOf(await call(t.app, a.token, 'column-settings/get', { pageKey: 'sub-accounts' })).data,
    ).toEqual(changed);
    // Another page of the same user, and another user (even of the same company), start from defaults.
    expect(
      bodyOf(await call(t.app, a.token, 'column-settings/get', { pageKey: 'outbound-orders' })).data,
    ).toBeNull();
    const colleague = await subAccountWith(t.app, a.companyId, ['OMS_HOME']);
    expect(
      bodyOf(await call(t.app, colleague.token, 'column-settings/get', { pageKey: 'sub-accounts' })).data,
    ).toBeNull();

    expect(
      bodyOf(await call(t.app, a.token, 'column-settings/reset', { pageKey: 'sub-accounts' })),
    ).toMatchObject({
      code: 0,
      data: null,
    });
    expect(
      bodyOf(await call(t.app, a.token, 'column-settings/get', { pageKey: 'sub-accounts' })).data,
    ).toBeNull();
  });

  it('needs only a session: any signed-in user, none without one', async () => {
    const a = await company(t.app);
    const bare = await subAccountWith(t.app, a.companyId, []);
    expect(bodyOf(await call(t.app, bare.token, 'column-settings/save', SETTINGS)).code).toBe(0);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/column-settings/get',
      payload: { pageKey: 'sub-accounts' },
    });
    expect([anonymous.statusCode, bodyOf(anonymous).code]).toEqual([401, 401]);
  });

  it('refuses a configuration without a visible column, with the message', async () => {
    const a = await company(t.app);
    const hidden = { ...SETTINGS, columns: SETTINGS.columns.map((c) => ({ ...c, visible: false })) };
    const zh = await call(t.app, a.token, 'column-settings/save', hidden, 'zh');
    expect([zh.statusCode, bodyOf(zh).code, bodyOf(zh).message]).toEqual([
      422,
      422,
      '至少保留一个可见的字段',
    ]);
    const en = await call(t.app, a.token, 'column-settings/save', { ...SETTINGS, columns: [] });
    expect([en.statusCode, bodyOf(en).message]).toEqual([422, 'Keep at least one field visible']);
    expect(
      bodyOf(await call(t.app, a.token, 'column-settings/get', { pageKey: 'sub-accounts' })).data,
    ).toBeNull();
  });

  it('refuses a configuration without a visible search item', async () => {
    const a = await company(t.app);
    const hidden = { ...SETTINGS, searchItems: SETTINGS.searchItems.map((s) => ({ ...s, visible: false })) };
    const res = await call(t.app, a.token, 'column-settings/save', hidden);
    expect([res.statusCode, bodyOf(res).message]).toEqual([422, 'Keep at least one search item visible']);
    // A list without search items at all is fine.
    expect(
      bodyOf(await call(t.app, a.token, 'column-settings/save', { ...SETTINGS, searchItems: [] })).code,
    ).toBe(0);
  });

  it(`refuses more than ${MAX_FIXED_COLUMNS} fixed columns, naming the limit`, async () => {
    const a = await company(t.app);
    const columns = Array.from({ length: MAX_FIXED_COLUMNS + 1 }, (_, i) => ({
      key: `c${i}`,
      visible: true,
      order: i,
      fixed: i % 2 ? ('right' as const) : ('left' as const),
    }));
    const zh = await call(t.app, a.token, 'column-settings/save', { ...SETTINGS, columns }, 'zh');
    expect([zh.statusCode, bodyOf(zh).message]).toEqual([422, `固定列最多 ${MAX_FIXED_COLUMNS} 个`]);
    const en = await call(t.app, a.token, 'column-settings/save', { ...SETTINGS, columns });
    expect(bodyOf(en).message).toBe(`At most ${MAX_FIXED_COLUMNS} columns can be fixed`);
    const atLimit = await call(t.app, a.token, 'column-settings/save', {
      ...SETTINGS,
      columns: columns.slice(1),
    });
    expect(bodyOf(atLimit).code).toBe(0);
  });

  it('refuses duplicate keys and malformed page keys', async () => {
    const a = await company(t.app);
    const dup = await call(t.app, a.token, 'column-settings/save', {
      ...SETTINGS,
      columns: [SETTINGS.columns[0], SETTINGS.columns[0]],
    });
    expect([dup.statusCode, bodyOf(dup).message]).toEqual([
      422,
      'The column configuration has a duplicate item',
    ]);
    const badKey = await call(t.app, a.token, 'column-settings/get', { pageKey: '../etc' });
    expect(badKey.statusCode).toBe(422);
  });
});
