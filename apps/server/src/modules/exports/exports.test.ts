import { beforeAll, describe, expect, it } from 'vitest';
import { and, asc, count, eq, ilike, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { DOWNLOADS_VIEW_CODE, type DownloadRecord, type ExportCreateResponse } from '@oms/contracts';
import { createTestApp, type TestApp } from '../../../test/app';
import { roles } from '../../schema';
import { rawCells, readXlsx } from '../../lib/file-fixtures.test-support';
import { createMainAccount, createUser, type TestUser } from '../homepage/test-support';
import { defineExport, type ExportContext, type ExportSelection } from './define-export';

type Body<T = unknown> = { code: number; message: string; data: T };
const PERMISSION = 'OMS_CLIENTROLE:export';

type RoleFilters = { name?: string };
const roleWhere = (ctx: ExportContext, s: ExportSelection<RoleFilters>) =>
  and(
    eq(roles.companyId, ctx.companyId),
    s.ids ? inArray(roles.id, s.ids) : undefined,
    s.filters.name ? ilike(roles.name, `%${s.filters.name}%`) : undefined,
  );

/** Test-only exports: the company's roles (a real list), and generated rows of any count. */
const rolesExport = defineExport<typeof roles.$inferSelect, RoleFilters>({
  kind: 'test-roles',
  module: 'roles',
  name: { zh: '角色', en: 'Roles' },
  permission: PERMISSION,
  filters: z.object({ name: z.string().optional() }),
  columns: [
    { key: 'id', header: { zh: '编号', en: 'ID' }, value: (r) => String(r.id) },
    { key: 'name', header: { zh: '角色名称', en: 'Role name' }, value: (r) => r.name },
  ],
  count: async (ctx, s) => (await ctx.db.select({ n: count() }).from(roles).where(roleWhere(ctx, s)))[0]!.n,
  async *rows(ctx, s) {
    yield await ctx.db.select().from(roles).where(roleWhere(ctx, s)).orderBy(asc(roles.id));
  },
});

const numbersExport = defineExport<number, { n: number }>({
  kind: 'test-numbers',
  module: 'roles',
  name: { zh: '数字', en: 'Numbers' },
  permission: PERMISSION,
  filters: z.object({ n: z.coerce.number().int().min(0) }),
  columns: [
    { key: 'n', header: { zh: '序号', en: 'No.' }, value: (n) => n },
    {
      key: 'text',
      header: { zh: '文本', en: 'Text' },
      value: (n) => ['=1+1', '+cmd', '-2', '@SUM(A1)', '\tx', 'ok'][n % 6],
    },
  ],
  count: async (_ctx, s) => s.filters.n,
  async *rows(_ctx, s) {
    for (let start = 0; start < s.filters.n; start += 500) {
      yield Array.from({ length: Math.min(500, s.filters.n - start) }, (_v, i) => start + i);
    }
  },
});

describe('exports', () => {
  let t: TestApp;
  let a: TestUser;
  let b: TestUser;
  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        register(app) {
          app.services.exports.define(rolesExport);
          app.services.exports.define(numbersExport);
        },
      },
    );
    a = await createMainAccount(t.app);
    b = await createMainAccount(t.app);
    await t.app.deps.db
      .insert(roles)
      .values(['Ops', 'Finance', '=cmd|calc'].map((name) => ({ companyId: a.companyId, name })));
    await t.app.deps.db.insert(roles).values({ companyId: b.companyId, name: 'B only' });
  });

  const create = async (user: TestUser, payload: object, language = 'en') => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/exports/create',
      headers: { token: user.token, language },
      payload,
    });
    return { status: res.statusCode, body: res.json<Body<ExportCreateResponse>>() };
  };
  const download = (user: TestUser, id: string) =>
    t.app.inject({ method: 'GET', url: `/api/files/download?id=${id}`, headers: { token: user.token } });
  const downloads = async (user: TestUser) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/downloads/page',
      headers: { token: user.token, language: 'en' },
      payload: { current: 1, size: 20 },
    });
    return {
      status: res.statusCode,
      records: res.json<Body<{ records: DownloadRecord[] }>>().data?.records ?? [],
    };
  };

  it('answers a small export at once, scoped to the company, and lists it as a finished job', async () => {
    const { status, body } = await create(a, { kind: 'test-roles', filters: {} }, 'zh');
    expect(status).toBe(200);
    if (body.data.mode !== 'sync') throw new Error('expected a file at once');
    expect(body.data).toMatchObject({ rows: 3, fileName: expect.stringMatching(/^角色-\d{8}-\d{6}\.xlsx$/) });
    const file = await download(a, body.data.fileId);
    const rows = await readXlsx(file.rawPayload);
    expect(rows.map((r) => r[1])).toEqual(['角色名称', 'Ops', 'Finance', '=cmd|calc']);
    const listed = (await downloads(a)).records.find((r) => r.id === body.data.jobId);
    expect(listed).toMatchObject({
      type: 'export',
      status: 'SUCCEEDED',
      progress: 100,
      fileId: body.data.fileId,
      name: 'Roles',
    });
    expect(listed?.expiresAt).toEqual(expect.any(String));
    expect((await download(b, body.data.fileId)).statusCode).toBe(404);
  });

  it('exports the selection only, and never rows of another company', async () => {
    const [ops] = await t.app.deps.db.select().from(roles).where(eq(roles.name, 'Ops'));
    const [bOnly] = await t.app.deps.db.select().from(roles).where(eq(roles.name, 'B only'));
    const { body } = await create(a, { kind: 'test-roles', ids: [String(ops!.id), String(bOnly!.id)] });
    if (body.data.mode !== 'sync') throw new Error('expected a file at once');
    expect(body.data.rows).toBe(1);
    const none = await create(a, { kind: 'test-roles', ids: [String(bOnly!.id)] });
    expect([none.status, none.body.message]).toEqual([422, 'There is no data to export']);
    const filtered = await create(a, { kind: 'test-roles', filters: { name: 'fin' } });
    expect(filtered.body.data.rows).toBe(1);
  });

  it('neutralises cells that would run as formulas, as the written file shows', async () => {
    const { body } = await create(a, { kind: 'test-numbers', filters: { n: 6 } });
    if (body.data.mode !== 'sync') throw new Error('expected a file at once');
    const cells = await rawCells((await download(a, body.data.fileId)).rawPayload);
    expect(cells.slice(1).map((r) => r[1])).toEqual(["'=1+1", "'+cmd", "'-2", "'@SUM(A1)", "'\tx", 'ok']);
    expect(cells.slice(1).map((r) => r[0])).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('runs a large export as a job with progress, then offers its file in the download center', async () => {
    const zh = await create(a, { kind: 'test-numbers', filters: { n: 2500 } }, 'zh');
    expect(zh.body.data).toMatchObject({
      mode: 'async',
      rows: 2500,
      message: '数据正在异步处理，请稍后在下载中心下载',
    });
    const { body } = await create(a, { kind: 'test-numbers', filters: { n: 2500 } });
    if (body.data.mode !== 'async') throw new Error('expected a job');
    expect(body.data.message).toBe(
      'Data is being processed asynchronously; download it later from the download center',
    );
    const job = await t.app.services.jobs.waitFor(Number(body.data.jobId), 20_000);
    expect(job).toMatchObject({ status: 'SUCCEEDED', progress: 100, processed: 2500, total: 2500 });
    const listed = (await downloads(a)).records.find((r) => r.id === body.data.jobId)!;
    expect(listed).toMatchObject({ status: 'SUCCEEDED', progress: 100, processed: 2500, total: 2500 });
    const rows = await readXlsx((await download(a, listed.fileId!)).rawPayload);
    expect(rows).toHaveLength(2501);
    // Row 2499 is the fourth of its cycle of six: '@SUM(A1)', read back as written.
    expect(rows[2500]).toEqual(['2499', '@SUM(A1)']);
    // Another user of the company does not see it in their download center.
    const colleague = await createUser(t.app, { tenantId: a.tenantId, companyId: a.companyId }, [
      DOWNLOADS_VIEW_CODE,
    ]);
    expect((await downloads(colleague)).records).toEqual([]);
  });

  it('refuses an export over the maximum with the specification message', async () => {
    const { status, body } = await create(a, { kind: 'test-numbers', filters: { n: 200_001 } }, 'zh');
    expect([status, body.code, body.message]).toEqual([422, 1000, '导出数据过多，请到导出页面下载']);
    expect(body.data).toEqual({ rows: 200_001, max: 200_000 });
  });

  it('checks the export and download center codes and the kind', async () => {
    const at = { tenantId: a.tenantId, companyId: a.companyId };
    const plain = await createUser(t.app, at, []);
    expect((await create(plain, { kind: 'test-roles' })).status).toBe(403);
    expect((await downloads(plain)).status).toBe(403);
    const exporter = await createUser(t.app, at, [PERMISSION]);
    const { body } = await create(exporter, { kind: 'test-roles' });
    if (body.data.mode !== 'sync') throw new Error('expected a file at once');
    // The exporter downloads their own file without the file center code.
    expect((await download(exporter, body.data.fileId)).statusCode).toBe(200);
    expect((await download(plain, body.data.fileId)).statusCode).toBe(404);
    const unknown = await create(a, { kind: 'nope' });
    expect([unknown.status, unknown.body.message]).toEqual([422, 'This export is not supported']);
    const badFilter = await create(a, { kind: 'test-numbers', filters: { n: 'many' } });
    expect(badFilter.status).toBe(422);
    const kinds = await t.app.inject({
      method: 'POST',
      url: '/api/exports/kinds',
      headers: { token: plain.token },
      payload: {},
    });
    expect(kinds.json<Body<unknown[]>>().data).toEqual([]);
  });
});
