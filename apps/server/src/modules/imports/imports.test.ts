import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import * as XLSX from '@e965/xlsx';
import { DOWNLOADS_VIEW_CODE, FILE_LIMITS, type DownloadRecord, type ImportResult } from '@oms/contracts';
import { createTestApp, type TestApp } from '../../../test/app';
import { roles } from '../../schema';
import { multipart, pngBytes, readXlsx, xlsBytes, xlsxBytes } from '../../lib/file-fixtures.test-support';
import { createMainAccount, createUser, type TestUser } from '../homepage/test-support';
import { defineImport, ImportRowsError } from './define-import';

type Body<T = unknown> = { code: number; message: string; data: T };
const PERMISSION = 'OMS_CLIENTROLE:import';

/** A test-only import: roles by name (a real kind comes with the products issue). */
const rolesImport = defineImport({
  kind: 'test-roles',
  module: 'roles',
  name: { zh: '角色', en: 'Roles' },
  permission: PERMISSION,
  templateColumns: [
    { key: 'name', header: { zh: '角色名称', en: 'Role name' }, example: '仓库运营', width: 20 },
    { key: 'note', header: { zh: '备注', en: 'Note' }, example: '可选' },
  ],
  rowSchema: z.object({
    name: z.string({ error: 'validation.required' }).max(20, { error: 'validation.tooLong' }),
    note: z.string().optional(),
  }),
  async apply(tx, rows, ctx) {
    const names = rows.map((r) => r.data.name);
    const taken = await tx
      .select({ name: roles.name })
      .from(roles)
      .where(and(eq(roles.companyId, ctx.companyId), inArray(roles.name, names)));
    const refused = rows.filter((r) => taken.some((t) => t.name === r.data.name));
    if (refused.length > 0) {
      throw new ImportRowsError(
        refused.map((r) => ({ rowNumber: r.rowNumber, message: 'accounts.roleNameTaken', column: 'name' })),
      );
    }
    await tx.insert(roles).values(rows.map((r) => ({ companyId: ctx.companyId, name: r.data.name })));
  },
});

/** A file with these rows written by SheetJS: Excel 97–2003 (BIFF8), or xlsx as SheetJS lays it out. */
const sheetJsOf = (rows: unknown[][], bookType: 'xls' | 'xlsx' = 'xls') => {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows), 'Roles');
  return XLSX.write(workbook, { type: 'buffer', bookType, bookSST: true }) as Buffer;
};

describe('imports', () => {
  let t: TestApp;
  let a: TestUser;
  let b: TestUser;
  beforeAll(async () => {
    t = await createTestApp({}, { register: (app) => app.services.imports.define(rolesImport) });
    a = await createMainAccount(t.app);
    b = await createMainAccount(t.app);
  });

  const send = async (
    user: TestUser,
    file: { name: string; content: Buffer },
    language = 'en',
    kind = 'test-roles',
  ) => {
    const body = multipart(file, { kind });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/imports/upload',
      headers: { ...body.headers, token: user.token, language },
      payload: body.payload,
    });
    const answer = res.json<Body<ImportResult>>();
    // A large file may outlast the upload's wait: follow it as the web does.
    while (answer.data?.status === 'PENDING') {
      await new Promise((r) => setTimeout(r, 200));
      const next = await t.app.inject({
        method: 'POST',
        url: '/api/imports/result',
        headers: { token: user.token, language },
        payload: { id: answer.data.jobId },
      });
      answer.data = next.json<Body<ImportResult>>().data;
    }
    return { status: res.statusCode, body: answer };
  };
  const rolesOf = async (user: TestUser) =>
    (
      await t.app.deps.db.select({ name: roles.name }).from(roles).where(eq(roles.companyId, user.companyId))
    ).map((r) => r.name);
  const download = (user: TestUser, id: string) =>
    t.app.inject({ method: 'GET', url: `/api/files/download?id=${id}`, headers: { token: user.token } });

  it('lists templates publicly and serves each in the caller language with an example row', async () => {
    const list = await t.app.inject({
      method: 'POST',
      url: '/api/imports/templates',
      headers: { language: 'en' },
    });
    // Modules define their own imports too; the test kind is one of them.
    expect(list.json<Body>().data).toContainEqual({ kind: 'test-roles', name: 'Roles', module: 'roles' });
    const zh = await t.app.inject({
      method: 'GET',
      url: '/api/imports/template?kind=test-roles',
      headers: { language: 'zh' },
    });
    expect(zh.statusCode).toBe(200);
    expect(zh.headers['content-disposition']).toContain(encodeURIComponent('角色 导入模板.xlsx'));
    expect(await readXlsx(zh.rawPayload)).toEqual([
      ['角色名称', '备注'],
      ['仓库运营', '可选'],
    ]);
    const en = await t.app.inject({
      method: 'GET',
      url: '/api/imports/template?kind=test-roles&language=en',
    });
    expect((await readXlsx(en.rawPayload))[0]).toEqual(['Role name', 'Note']);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/imports/template?kind=nope' });
    expect(unknown.statusCode).toBe(404);
  });

  it('applies a good file completely, and the download center shows the job', async () => {
    const content = await xlsxBytes([
      ['Role name', 'Note'],
      ['Packers', ''],
      ['Drivers', 'night shift'],
    ]);
    const { status, body } = await send(a, { name: 'roles.xlsx', content });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      status: 'SUCCEEDED',
      total: 2,
      succeeded: 2,
      failed: 0,
      errorFileId: null,
    });
    expect(body.data.message).toBe('Imported 2 rows');
    expect((await rolesOf(a)).sort()).toEqual(['Drivers', 'Packers']);
    const page = await t.app.inject({
      method: 'POST',
      url: '/api/downloads/page',
      headers: { token: a.token, language: 'zh' },
      payload: { type: 'import' },
    });
    const records = page.json<Body<{ records: DownloadRecord[] }>>().data.records;
    expect(records[0]).toMatchObject({
      type: 'import',
      kind: 'test-roles',
      name: '角色',
      status: 'SUCCEEDED',
      progress: 100,
    });
  });

  it('applies nothing when any row is bad, and offers the rows back with a reason column', async () => {
    const before = await rolesOf(a);
    const content = await xlsxBytes([
      ['角色名称', '备注'],
      ['Fine one', ''],
      ['', 'no name'],
      ['x'.repeat(21), ''],
    ]);
    const { body } = await send(a, { name: 'bad.xlsx', content }, 'zh');
    expect(body.data).toMatchObject({ status: 'FAILED', total: 3, succeeded: 0, failed: 2 });
    expect(body.data.message).toBe('导入失败，请下载错误文件查看原因');
    expect(await rolesOf(a)).toEqual(before);

    const file = await download(a, body.data.errorFileId!);
    expect(file.statusCode).toBe(200);
    expect(await readXlsx(file.rawPayload)).toEqual([
      ['角色名称', '备注', '错误原因'],
      ['Fine one'],
      ['', 'no name', '角色名称不能为空'],
      ['x'.repeat(21), '', '角色名称最多 20 个字符'],
    ]);
    // Another company cannot fetch the error file.
    expect((await download(b, body.data.errorFileId!)).statusCode).toBe(404);
  });

  it('rolls back rows that apply refuses, and the fixed error file imports as is', async () => {
    const content = await xlsxBytes([['Role name'], ['Packers'], ['Cleaners']]);
    const { body } = await send(a, { name: 'dup.xlsx', content });
    expect(body.data).toMatchObject({ status: 'FAILED', failed: 1 });
    expect(await rolesOf(a)).not.toContain('Cleaners');
    const errorRows = await readXlsx((await download(a, body.data.errorFileId!)).rawPayload);
    expect(errorRows[1]).toEqual(['Packers', 'Role name: A role with this name already exists']);
    // Fix the row in the error file and send it back: the reason column is ignored.
    const fixed = await xlsxBytes([errorRows[0]!, ['Sorters', ''], errorRows[2]!]);
    const again = await send(a, { name: 'fixed.xlsx', content: fixed });
    expect(again.body.data.status).toBe('SUCCEEDED');
    expect(await rolesOf(a)).toEqual(expect.arrayContaining(['Sorters', 'Cleaners']));
  });

  it('imports an Excel 97–2003 (xls) file like an xlsx one', async () => {
    const content = sheetJsOf([['角色名称', '备注'], ['Xls packers', '夜班'], ['Xls drivers']]);
    const { status, body } = await send(a, { name: 'roles.xls', content }, 'zh');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ status: 'SUCCEEDED', total: 2, succeeded: 2, errorFileId: null });
    expect(await rolesOf(a)).toEqual(expect.arrayContaining(['Xls packers', 'Xls drivers']));
  });

  it('imports an xlsx whose workbook part comes after its sheets (as SheetJS writes it)', async () => {
    const content = sheetJsOf(
      [
        ['Role name', 'Note'],
        ['SheetJS packers', 'late shift'],
      ],
      'xlsx',
    );
    const { status, body } = await send(a, { name: 'roles-sheetjs.xlsx', content });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ status: 'SUCCEEDED', total: 1, succeeded: 1 });
    expect(await rolesOf(a)).toContain('SheetJS packers');
  });

  it('answers a bad row of an xls file with the rows back in an xlsx error file', async () => {
    const before = await rolesOf(a);
    const content = sheetJsOf([
      ['Role name', 'Note'],
      ['Xls fine', ''],
      ['y'.repeat(21), 'too long'],
    ]);
    const { body } = await send(a, { name: 'bad.xls', content });
    expect(body.data).toMatchObject({ status: 'FAILED', total: 2, succeeded: 0, failed: 1 });
    expect(await rolesOf(a)).toEqual(before);
    const file = await download(a, body.data.errorFileId!);
    expect(file.headers['content-disposition']).toMatch(/\.xlsx$/);
    expect(await readXlsx(file.rawPayload)).toEqual([
      ['Role name', 'Note', 'Error reason'],
      ['Xls fine'],
      ['y'.repeat(21), 'too long', 'Role name has more than 20 characters'],
    ]);
  });

  it('checks the file by content and the sheet by its header', async () => {
    const fake = await send(a, { name: 'roles.xlsx', content: pngBytes() }, 'zh');
    expect([fake.status, fake.body.message]).toEqual([422, '只能上传 xls 或 xlsx 文件']);
    // An xls by its signature whose workbook cannot be read fails like a damaged xlsx.
    const xls = await send(a, { name: 'roles.xls', content: xlsBytes() });
    expect(xls.body.data).toMatchObject({ status: 'FAILED', errorFileId: null });
    expect(xls.body.data.message).toBe('This Excel file cannot be read; please use the import template');
    const wrong = await send(a, {
      name: 'other.xlsx',
      content: await xlsxBytes([
        ['SKU', 'Qty'],
        ['A1', '3'],
      ]),
    });
    expect(wrong.body.data).toMatchObject({ status: 'FAILED', errorFileId: null });
    expect(wrong.body.data.message).toBe(
      'The header row does not match the import template; download the latest template',
    );
    const empty = await send(a, { name: 'empty.xlsx', content: await xlsxBytes([['Role name']]) });
    expect(empty.body.data.message).toBe('The import file holds no data rows');
  });

  it('takes as many rows as the cap from one file and refuses one more, naming the cap', async () => {
    const max = FILE_LIMITS.importMaxRows;
    const sheet = (n: number, prefix: string) => [
      ['Role name'],
      ...Array.from({ length: n }, (_, i) => [`${prefix}-${i}`]),
    ];
    const full = await send(b, { name: 'full.xlsx', content: await xlsxBytes(sheet(max, 'Cap')) });
    expect(full.body.data).toMatchObject({ status: 'SUCCEEDED', total: max, succeeded: max });
    const over = await send(b, { name: 'over.xlsx', content: await xlsxBytes(sheet(max + 1, 'Over')) }, 'zh');
    expect(over.body.data).toMatchObject({ status: 'FAILED', succeeded: 0, errorFileId: null });
    expect(over.body.data.message).toBe(`单次最多导入 ${max} 条数据`);
    const names = await rolesOf(b);
    expect([names.length, names.some((n) => n.startsWith('Over-'))]).toEqual([max, false]);
  }, 120_000);

  it('needs the import permission of the kind', async () => {
    const at = { tenantId: a.tenantId, companyId: a.companyId };
    const without = await createUser(t.app, at, [DOWNLOADS_VIEW_CODE]);
    const content = await xlsxBytes([['Role name'], ['Nope']]);
    expect((await send(without, { name: 'r.xlsx', content })).status).toBe(403);
    const withIt = await createUser(t.app, at, [PERMISSION]);
    expect((await send(withIt, { name: 'r.xlsx', content })).body.data.status).toBe('SUCCEEDED');
    expect((await send(a, { name: 'r.xlsx', content }, 'en', 'unknown-kind')).body.message).toBe(
      'This import is not supported',
    );
  });
});
