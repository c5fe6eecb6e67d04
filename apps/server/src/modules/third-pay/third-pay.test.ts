import { describe, expect, it } from 'vitest';
import type { ExportCreateResponse, PageResult, ThirdPayAccount, ThirdPayDetail } from '@oms/contracts';
import { useTestApp } from '../../../test/app';
import { twoCompanies } from '../../../test/fixtures';
import { readXlsx } from '../../lib/file-fixtures.test-support';
import { colleague, createMainAccount, createVia, post } from '../consignees/consignees.test-support';

const P = '/api/third-pay';
const NUMBER = '6222021234567890123';
const account = (extra: Record<string, unknown> = {}) => ({
  platform: 'PINGPONG',
  accountName: 'Acme Trading',
  accountNumber: NUMBER,
  ...extra,
});

describe('third-party payer accounts API', () => {
  const t = useTestApp(twoCompanies(createMainAccount));

  it('answers numbers masked on create, page, detail and update; never whole', async () => {
    const created = await post<ThirdPayAccount>(t.app, t.a, `${P}/create`, account());
    expect(created.body.data).toMatchObject({
      platform: 'PINGPONG',
      status: 'ENABLED',
      accountNumberMasked: '622****0123',
    });
    const id = created.body.data.id;
    const page = await post(t.app, t.a, `${P}/page`, { current: 1, size: 10 });
    const detail = await post<ThirdPayDetail>(t.app, t.a, `${P}/detail`, { id });
    // Keeping the number: the update leaves it out.
    const renamed = await post(t.app, t.a, `${P}/update`, {
      id,
      platform: 'PINGPONG',
      accountName: 'Acme HK',
      remark: 'main',
    });
    for (const res of [created, page, detail, renamed])
      expect(JSON.stringify(res.body)).not.toContain(NUMBER.slice(3, -4));
    expect(detail.body.data.operations.map((o) => o.action)).toEqual(['create']);
    const found = await post<PageResult<ThirdPayAccount>>(t.app, t.a, `${P}/page`, {
      current: 1,
      size: 10,
      accountNumber: NUMBER,
    });
    expect(found.body.data.records.map((r) => [r.accountName, r.remark])).toEqual([['Acme HK', 'main']]);
    // Only the whole number finds it: no reading it back piece by piece.
    const partial = await post<PageResult<ThirdPayAccount>>(t.app, t.a, `${P}/page`, {
      current: 1,
      size: 10,
      accountNumber: NUMBER.slice(0, 8),
    });
    expect(partial.body.data.total).toBe(0);
    const renumbered = await post<ThirdPayAccount>(t.app, t.a, `${P}/update`, {
      ...account({ accountNumber: 'PP-998877' }),
      id,
    });
    expect(renumbered.body.data.accountNumberMasked).toBe('PP****877');
    const after = await post<ThirdPayDetail>(t.app, t.a, `${P}/detail`, { id });
    expect(after.body.data.operations.map((o) => [o.action, o.note])).toEqual([
      ['create', null],
      ['update', 'accountName, remark'],
      ['update', 'accountName, accountNumber, remark'],
    ]);
  });

  it('checks platform rules and refuses a duplicate number on the same platform', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ platform: 'ALIPAY' }, 'platform', '请选择支付平台'],
      [{ platform: 'OTHER' }, 'platformName', '选择“其他”时请填写平台名称'],
      [{ platform: 'PAYPAL', accountNumber: 'ACME1234' }, 'accountNumber', 'PayPal 账号须为邮箱地址'],
      [{ accountNumber: 'ab' }, 'accountNumber', '账号为 4 到 64 位字母、数字或 @ . _ + -'],
      [{ accountName: '' }, 'accountName', '请输入账户名称'],
    ];
    for (const [change, field, message] of cases) {
      const res = await post(t.app, t.b, `${P}/create`, account(change), 'zh');
      expect([field, res.status, res.body.message]).toEqual([field, 422, message]);
    }
    await createVia(
      t.app,
      t.b,
      `${P}/create`,
      account({ platform: 'PAYPAL', accountNumber: 'Pay@Example.com' }),
    );
    const dup = await post(
      t.app,
      t.b,
      `${P}/create`,
      account({ platform: 'PAYPAL', accountNumber: 'pay@example.com' }),
    );
    expect([dup.status, dup.body.message]).toEqual([
      409,
      'This account number already exists on this platform',
    ]);
    // The same number on another platform, or in another company, is another account.
    const mailAccount = (platform: string) => account({ platform, accountNumber: 'pay@example.com' });
    expect((await post(t.app, t.b, `${P}/create`, mailAccount('PAYONEER'))).status).toBe(200);
    expect((await post(t.app, t.a, `${P}/create`, mailAccount('PAYPAL'))).status).toBe(200);
    // Switching a stored non-mail number to PayPal without a new number is refused too.
    const id = await createVia(t.app, t.b, `${P}/create`, account({ accountNumber: 'LL-12345' }));
    const sw = await post(t.app, t.b, `${P}/update`, { id, platform: 'PAYPAL', accountName: 'x' });
    expect([sw.status, sw.body.message]).toEqual([422, 'A PayPal account number is its e-mail address']);
  });

  it('enables, disables and deletes with a reason; exports masked', async () => {
    const c = await createMainAccount(t.app);
    const id1 = await createVia(t.app, c, `${P}/create`, account({ accountName: 'First' }));
    const id2 = await createVia(
      t.app,
      c,
      `${P}/create`,
      account({ platform: 'WORLDFIRST', accountName: 'Second', status: 'DISABLED' }),
    );
    expect((await post(t.app, c, `${P}/disable`, { ids: [id1, id2] })).body.data).toEqual({ affected: 1 });
    expect((await post(t.app, c, `${P}/enable`, { ids: [id2] })).body.data).toEqual({ affected: 1 });
    const status = await post<PageResult<ThirdPayAccount>>(t.app, c, `${P}/page`, {
      current: 1,
      size: 10,
      sort: 'accountName',
    });
    expect(status.body.data.records.map((r) => r.status)).toEqual(['DISABLED', 'ENABLED']);

    const exp = await post<ExportCreateResponse>(
      t.app,
      c,
      '/api/exports/create',
      { kind: 'third-pay', filters: { sort: 'accountName' } },
      'zh',
    );
    if (exp.body.data.mode !== 'sync') throw new Error('expected a small export');
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/files/download?id=${exp.body.data.fileId}`,
      headers: { token: c.token },
    });
    const rows = await readXlsx(file.rawPayload);
    expect(rows.map((r) => r.slice(0, 4))).toEqual([
      ['支付平台', '账户名称', '账号', '状态'],
      ['PingPong', 'First', '622****0123', '停用'],
      ['WorldFirst（万里汇）', 'Second', '622****0123', '启用'],
    ]);
    expect(rows.flat().join('|')).not.toContain(NUMBER.slice(3, -4));

    const noReason = await post(t.app, c, `${P}/delete`, { ids: [id1] });
    expect(noReason.status).toBe(422);
    expect((await post(t.app, c, `${P}/delete`, { ids: [id1, id2], reason: 'closed' })).body.data).toEqual({
      affected: 2,
    });
    expect((await post(t.app, c, `${P}/detail`, { id: id1 })).status).toBe(404);
  });

  it('answers 403 without the action code, and 404 for another company', async () => {
    const id = await createVia(t.app, t.a, `${P}/create`, account({ accountNumber: 'ACC-55555' }));
    const calls: [string, string, object][] = [
      ['view', 'page', { current: 1, size: 10 }],
      ['view', 'detail', { id }],
      ['create', 'create', account({ accountNumber: 'NEW-77777' })],
      ['edit', 'update', { id, platform: 'PINGPONG', accountName: 'Renamed' }],
      ['edit', 'disable', { ids: [id] }],
      ['edit', 'enable', { ids: [id] }],
      ['delete', 'delete', { ids: [id], reason: 'gone' }],
    ];
    const none = await colleague(t.app, t.a, ['OMS_HOME', 'OMS_BASICCONSIGNEE:view']);
    const viewer = await colleague(t.app, t.a, ['OMS_BASICTHIRDPAY', 'OMS_BASICTHIRDPAY:view']);
    for (const [code, action, body] of calls) {
      expect([action, (await post(t.app, none, `${P}/${action}`, body)).status]).toEqual([action, 403]);
      expect([action, (await post(t.app, viewer, `${P}/${action}`, body)).status]).toEqual([
        action,
        code === 'view' ? 200 : 403,
      ]);
      if (action !== 'page' && action !== 'create')
        expect([action, (await post(t.app, t.b, `${P}/${action}`, body)).status]).toEqual([action, 404]);
    }
    const exp = await post(t.app, viewer, '/api/exports/create', { kind: 'third-pay' });
    expect(exp.status).toBe(403);
    for (const [code, action, body] of calls.filter(([c]) => c !== 'view')) {
      const holder = await colleague(t.app, t.a, [`OMS_BASICTHIRDPAY:${code}`]);
      expect([action, (await post(t.app, holder, `${P}/${action}`, body)).status]).toEqual([action, 200]);
    }
    const theirs = await post<PageResult<ThirdPayAccount>>(t.app, t.b, `${P}/page`, { current: 1, size: 50 });
    expect(theirs.body.data.records.map((r) => r.accountName)).not.toContain('Renamed');
  });
});
