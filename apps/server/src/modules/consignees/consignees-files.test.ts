import { describe, expect, it } from 'vitest';
import type {
  Consignee,
  ConsigneeDetail,
  ExportCreateResponse,
  ImportResult,
  PageResult,
} from '@oms/contracts';
import { useTestApp } from '../../../test/app';
import { twoCompanies } from '../../../test/fixtures';
import { multipart, readXlsx, xlsxBytes } from '../../lib/file-fixtures.test-support';
import {
  colleague,
  createMainAccount,
  createVia,
  newConsignee,
  post,
  type TestUser,
} from './consignees.test-support';

const P = '/api/consignees';
const KEYS = ['name', 'company', 'country', 'state', 'city', 'address', 'postalCode', 'email', 'phone'];
const HEADER = [
  'Consignee',
  'Company',
  'Country/Region',
  'State/Province',
  'City',
  'Address',
  'Postal code',
  'E-mail',
  'Phone',
];

describe('consignees: export and import', () => {
  const t = useTestApp(twoCompanies(createMainAccount));

  const upload = async (user: TestUser, rows: string[][], language: 'zh' | 'en' = 'en') => {
    const body = multipart(
      { name: 'consignees.xlsx', content: await xlsxBytes(rows) },
      { kind: 'consignees' },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/imports/upload',
      headers: { ...body.headers, token: user.token, language },
      payload: body.payload,
    });
    return { status: res.statusCode, body: res.json<{ code: number; data: ImportResult }>() };
  };
  const download = async (user: TestUser, id: string) =>
    t.app.inject({ method: 'GET', url: `/api/files/download?id=${id}`, headers: { token: user.token } });
  const names = async (user: TestUser) =>
    (
      await post<PageResult<Consignee>>(t.app, user, `${P}/page`, { current: 1, size: 100, sort: 'name' })
    ).body.data.records.map((r) => r.name);

  it('serves the template in both languages with an example row that imports', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/imports/template?kind=consignees&language=zh',
    });
    const rows = await readXlsx(res.rawPayload);
    expect(rows[0]).toEqual([
      '收件人*',
      '公司',
      '国家/地区*',
      '州/省',
      '城市*',
      '详细地址*',
      '邮编',
      '邮箱',
      '电话*',
    ]);
    const en = await readXlsx(
      (await t.app.inject({ method: 'GET', url: '/api/imports/template?kind=consignees&language=en' }))
        .rawPayload,
    );
    expect(en[0]).toEqual(HEADER.map((h, i) => ([0, 2, 4, 5, 8].includes(i) ? `${h}*` : h)));
    const example = await upload(t.b, rows as string[][], 'zh');
    expect(example.body.data).toMatchObject({ status: 'SUCCEEDED', succeeded: 1 });
  });

  it('imports nothing when one row is bad, and the error file says why per row', async () => {
    const rows = [
      HEADER,
      ['Anna', '', 'Germany', '', 'Berlin', 'Unter den Linden 1', '10117', '', '+49 30 1234567'],
      ['Ben', '', 'CA', 'ON', 'Ottawa', '1 Wellington St', '123', 'ben@example.com', '613 555 0100'],
      ['Cleo', 'Cleo Ltd', '英国', '', 'London', '10 Downing St', 'SW1A 2AA', '', '020 7946 0000'],
    ];
    const bad = await upload(t.a, rows);
    expect(bad.body.data).toMatchObject({ status: 'FAILED', total: 3, succeeded: 0, failed: 1 });
    expect(await names(t.a)).toEqual([]);
    const errorRows = await readXlsx((await download(t.a, bad.body.data.errorFileId!)).rawPayload);
    expect(errorRows[0]).toEqual([...HEADER, 'Error reason']);
    expect(errorRows[2]?.at(-1)).toBe('Postal code "123": Not a valid postal code for Canada, e.g. K1A 0B1');
    expect(errorRows[1]?.length).toBe(HEADER.length);
    // Another company cannot read the error file.
    expect((await download(t.b, bad.body.data.errorFileId!)).statusCode).toBe(404);

    // Fixed, the error file goes back as is (its reason column is ignored).
    const fixed = errorRows.map((r) => [...r]);
    fixed[2]![6] = 'K1A 0B1';
    const good = await upload(t.a, fixed as string[][]);
    expect(good.body.data).toMatchObject({ status: 'SUCCEEDED', succeeded: 3 });
    expect(await names(t.a)).toEqual(['Anna', 'Ben', 'Cleo']);
    const page = await post<PageResult<Consignee>>(t.app, t.a, `${P}/page`, {
      current: 1,
      size: 10,
      name: 'Cleo',
    });
    expect(page.body.data.records[0]).toMatchObject({ country: 'GB', postalCode: 'SW1A 2AA' });
    const detail = await post<ConsigneeDetail>(t.app, t.a, `${P}/detail`, {
      id: page.body.data.records[0]!.id,
    });
    expect(detail.body.data.operations.map((o) => o.action)).toEqual(['import']);
  });

  it('needs OMS_BASICCONSIGNEE:import to upload and :export to export', async () => {
    const viewer = await colleague(t.app, t.a, ['OMS_BASICCONSIGNEE', 'OMS_BASICCONSIGNEE:view']);
    expect((await upload(viewer, [HEADER, ['x']])).status).toBe(403);
    const exp = await post(t.app, viewer, '/api/exports/create', { kind: 'consignees' });
    expect(exp.status).toBe(403);
    const importer = await colleague(t.app, t.a, ['OMS_BASICCONSIGNEE:import']);
    const row = ['Dora', '', 'FR', '', 'Paris', '1 Rue de Rivoli', '75001', '', '+33 1 23 45 67 89'];
    expect((await upload(importer, [HEADER, row])).body.data.status).toBe('SUCCEEDED');
  });

  it("exports the company's filtered rows, country by name and code, and reimports the file", async () => {
    const c = await createMainAccount(t.app);
    await createVia(
      t.app,
      c,
      `${P}/create`,
      newConsignee({ name: 'Eve', country: 'AU', state: 'VIC', postalCode: '3000' }),
    );
    await createVia(t.app, c, `${P}/create`, newConsignee({ name: 'Finn' }));
    await createVia(t.app, t.b, `${P}/create`, newConsignee({ name: 'Other company' }));
    const res = await post<ExportCreateResponse>(
      t.app,
      c,
      '/api/exports/create',
      {
        kind: 'consignees',
        filters: { sort: 'name' },
        columns: KEYS,
      },
      'zh',
    );
    expect(res.body.data.mode).toBe('sync');
    if (res.body.data.mode !== 'sync') return;
    const rows = await readXlsx((await download(c, res.body.data.fileId)).rawPayload);
    expect(rows.map((r) => r[0])).toEqual(['收件人', 'Eve', 'Finn']);
    expect(rows[1]?.[2]).toBe('澳大利亚 (AU)');
    // The export is an import file: same headers, same rules.
    const again = await upload(c, rows as string[][], 'zh');
    expect(again.body.data).toMatchObject({ status: 'SUCCEEDED', succeeded: 2 });
  });
  // The file's columns follow the list's: the phone before the e-mail (the file wrote them the other
  // way round), then the times the list shows.
  it('writes every column of the list, in its order, each as the list shows it', async () => {
    const c = await createMainAccount(t.app);
    await createVia(t.app, c, `${P}/create`, newConsignee({ name: 'Gus' }));
    const res = await post<ExportCreateResponse>(
      t.app,
      c,
      '/api/exports/create',
      { kind: 'consignees', filters: { sort: 'name' } },
      'zh',
    );
    expect(res.body.data.mode).toBe('sync');
    if (res.body.data.mode !== 'sync') return;
    const [header, line] = await readXlsx((await download(c, res.body.data.fileId)).rawPayload);
    expect(header).toEqual([
      '收件人',
      '公司',
      '国家/地区',
      '州/省',
      '城市',
      '详细地址',
      '邮编',
      '电话',
      '邮箱',
      '创建时间',
      '更新时间',
    ]);
    expect(line![0]).toBe('Gus');
    expect(line![9]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });
});
