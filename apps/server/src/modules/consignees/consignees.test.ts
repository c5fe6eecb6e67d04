import { describe, expect, it } from 'vitest';
import {
  createConsigneeRequest,
  createThirdPayRequest,
  type Consignee,
  type ConsigneeDetail,
  type PageResult,
} from '@oms/contracts';
import { DEMO_CONSIGNEES, DEMO_PAYERS } from '../../demo/seed-address-book';
import { useTestApp } from '../../../test/app';
import { createMainAccount, createVia, newConsignee, post } from './consignees.test-support';

const P = '/api/consignees';

describe('consignees API', () => {
  const t = useTestApp(async (app) => ({ a: await createMainAccount(app) }));

  it('creates, reads, updates and shows the operation record', async () => {
    const created = await post<Consignee>(
      t.app,
      t.a,
      `${P}/create`,
      newConsignee({ postalCode: ' 90001-1234 ', state: 'california' }),
    );
    expect(created.status).toBe(200);
    // A listed country's state is kept as its code, as carriers print it.
    expect(created.body.data).toMatchObject({
      name: 'Jane Roe',
      country: 'US',
      state: 'CA',
      postalCode: '90001-1234',
    });
    const id = created.body.data.id;
    const updated = await post<Consignee>(t.app, t.a, `${P}/update`, {
      ...newConsignee({ country: 'GB', state: '', city: 'London', postalCode: 'sw1a 1aa', email: '' }),
      id,
    });
    expect(updated.body.data).toMatchObject({
      country: 'GB',
      state: null,
      postalCode: 'SW1A 1AA',
      email: null,
    });
    const detail = await post<ConsigneeDetail>(t.app, t.a, `${P}/detail`, { id });
    expect(detail.body.data.operations.map((o) => [o.action, o.note])).toEqual([
      ['create', null],
      ['update', 'country, state, city, postalCode, email'],
    ]);
  });

  it('checks the postal code by country, in the caller language, naming the field', async () => {
    const cases: [string, string, string, string][] = [
      ['US', 'CA', '9001', 'Not a valid postal code for United States, e.g. 90001'],
      ['CA', 'ON', '123 456', 'Not a valid postal code for Canada, e.g. K1A 0B1'],
      ['GB', '', '12345', 'Not a valid postal code for United Kingdom, e.g. SW1A 1AA'],
      ['DE', '', '1011', 'Not a valid postal code for Germany, e.g. 10115'],
      ['FR', '', '7500', 'Not a valid postal code for France, e.g. 75001'],
      ['AU', 'NSW', '20000', 'Not a valid postal code for Australia, e.g. 2000'],
      ['CN', '北京', '10000', 'Not a valid postal code for China, e.g. 100000'],
    ];
    for (const [country, state, postalCode, message] of cases) {
      const res = await post(t.app, t.a, `${P}/create`, newConsignee({ country, state, postalCode }));
      expect([country, res.status, res.body.message]).toEqual([country, 422, message]);
      expect(res.body.data).toEqual({ issues: [{ field: 'postalCode', message }] });
    }
    const zh = await post(
      t.app,
      t.a,
      `${P}/create`,
      newConsignee({ country: 'DE', postalCode: 'ABC' }),
      'zh',
    );
    expect(zh.body.message).toBe('德国邮编格式不正确，例如 10115');
    const missing = await post(t.app, t.a, `${P}/create`, newConsignee({ postalCode: '' }), 'zh');
    expect(missing.body.message).toBe('该国家/地区须填写邮编');
    // Hong Kong has no postal codes: none is fine.
    const hk = await post(
      t.app,
      t.a,
      `${P}/create`,
      newConsignee({ country: 'HK', state: '', postalCode: '' }),
    );
    expect(hk.body.code).toBe(0);
  });

  it('answers the other field rules with their messages', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'name', '请输入收件人姓名'],
      [{ country: 'XX' }, 'country', '不支持的国家/地区代码'],
      [{ state: '' }, 'state', '该国家/地区须填写州/省'],
      [{ city: ' ' }, 'city', '请输入城市'],
      [{ address: 'x'.repeat(201) }, 'address', '最多 200 个字符'],
      [{ email: 'not-mail' }, 'email', '邮箱格式不正确'],
      [{ phone: '12345' }, 'phone', '电话为 6 到 20 位数字，可含空格、括号、连字符和开头的 +'],
      [{ phone: '' }, 'phone', '请输入收件人电话'],
      [{ state: 'Ontario' }, 'state', '请选择该国家/地区的州/省（可填代码或全称，如 CA 或 California）'],
      [
        { phone: '020 7946 0321' },
        'phone',
        '不是收件国家/地区的有效电话号码；其他国家的号码请以 + 和国家区号开头',
      ],
    ];
    for (const [change, field, message] of cases) {
      const res = await post(t.app, t.a, `${P}/create`, newConsignee(change), 'zh');
      expect([field, res.status, res.body.message]).toEqual([field, 422, message]);
      expect((res.body.data as { issues: { field: string }[] }).issues[0]?.field).toBe(field);
    }
  });

  it('searches, sorts by the whitelist only, and pages', async () => {
    const who = await createMainAccount(t.app);
    for (const [name, city, country, postalCode, state] of [
      ['Zed Ames', 'Berlin', 'DE', '10115', ''],
      ['Amy Zhou', 'Paris', 'FR', '75001', ''],
      ['Bob 100%_sure', 'Sydney', 'AU', '2000', 'NSW'],
    ])
      await createVia(t.app, who, `${P}/create`, newConsignee({ name, city, country, postalCode, state }));
    const page = (body: object) =>
      post<PageResult<Consignee>>(t.app, who, `${P}/page`, { current: 1, size: 10, ...body });
    expect((await page({ sort: 'name' })).body.data.records.map((r) => r.name)).toEqual([
      'Amy Zhou',
      'Bob 100%_sure',
      'Zed Ames',
    ]);
    expect((await page({ name: 'zho' })).body.data.records.map((r) => r.city)).toEqual(['Paris']);
    expect((await page({ name: '%_' })).body.data.records.map((r) => r.city)).toEqual(['Sydney']);
    expect((await page({ country: 'DE' })).body.data.total).toBe(1);
    expect((await page({ city: 'syd', sort: '-city' })).body.data.total).toBe(1);
    const two = await page({ size: 2, sort: '-createdAt' });
    expect([two.body.data.total, two.body.data.records.length]).toEqual([3, 2]);
    const bad = await page({ sort: 'phone' });
    expect([bad.status, bad.body.message]).toEqual([422, 'Sorting by this field is not supported']);
  });

  it('deletes with a reason (recorded), all or nothing', async () => {
    const who = await createMainAccount(t.app);
    const id1 = await createVia(t.app, who, `${P}/create`, newConsignee({ name: 'One' }));
    const id2 = await createVia(t.app, who, `${P}/create`, newConsignee({ name: 'Two' }));
    const noReason = await post(t.app, who, `${P}/delete`, { ids: [id1], reason: ' ' }, 'zh');
    expect([noReason.status, noReason.body.message]).toEqual([422, '请填写删除原因']);
    const withMissing = await post(t.app, who, `${P}/delete`, { ids: [id1, '999999999'], reason: 'moved' });
    expect(withMissing.status).toBe(404);
    const done = await post(t.app, who, `${P}/delete`, { ids: [id1, id2], reason: 'moved away' });
    expect(done.body.data).toEqual({ affected: 2 });
    expect((await post(t.app, who, `${P}/detail`, { id: id1 })).status).toBe(404);
    expect(
      (await post<PageResult<Consignee>>(t.app, who, `${P}/page`, { current: 1, size: 10 })).body.data.total,
    ).toBe(0);
  });
});

describe('demo address book', () => {
  it('obeys the rules the pages enforce', () => {
    for (const c of DEMO_CONSIGNEES)
      expect([c.name, createConsigneeRequest.safeParse(c).error]).toEqual([c.name, undefined]);
    for (const p of DEMO_PAYERS)
      expect([p.accountName, createThirdPayRequest.safeParse(p).error]).toEqual([p.accountName, undefined]);
  });
});
