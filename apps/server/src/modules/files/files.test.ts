import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { FILE_CENTER_DELETE_CODE, FILE_CENTER_VIEW_CODE, type FileRecord } from '@oms/contracts';
import { useTestApp } from '../../../test/app';
import { twoCompanies } from '../../../test/fixtures';
import { filesDir } from '../../config';
import { files, operationRecords } from '../../schema';
import { jpgBytes, multipart, pngBytes, xlsBytes } from '../../lib/file-fixtures.test-support';
import { isStorageKey, localPathOf } from '../../lib/storage';
import { createMainAccount, createUser, type TestUser } from '../homepage/test-support';

type Body<T = unknown> = { code: number; message: string; data: T };

describe('files: uploads, file center, downloads', () => {
  const t = useTestApp(twoCompanies(createMainAccount));

  const upload = async (
    user: TestUser,
    purpose: string,
    file: { name: string; content: Buffer } | null,
    language = 'en',
  ) => {
    const body = multipart(file);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/files/upload?purpose=${purpose}`,
      headers: { ...body.headers, token: user.token, language },
      payload: body.payload,
    });
    return { status: res.statusCode, body: res.json<Body<FileRecord>>() };
  };
  const post = async <T>(user: TestUser, url: string, payload: object) => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { token: user.token, language: 'en' },
      payload,
    });
    return { status: res.statusCode, body: res.json<Body<T>>() };
  };
  const download = (user: TestUser, id: string) =>
    t.app.inject({ method: 'GET', url: `/api/files/download?id=${id}`, headers: { token: user.token } });
  const rowOf = async (id: string) =>
    (
      await t.app.deps.db
        .select()
        .from(files)
        .where(eq(files.id, Number(id)))
    )[0];

  it('stores an image checked by content and downloads it back', async () => {
    const content = pngBytes(2048);
    const { status, body } = await upload(t.a, 'image', { name: 'photo 1.png', content });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      name: 'photo 1.png',
      kind: 'upload',
      module: 'image',
      mime: 'image/png',
      size: 2048,
    });
    const res = await download(t.a, body.data.id);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(content)).toBe(true);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="photo 1.png"; filename*=UTF-8''photo%201.png`,
    );
  });

  it('names an upload by the type of its content: a PNG sent as slip.pdf is stored as slip.png', async () => {
    const cases: [string, Buffer, string][] = [
      ['slip.pdf', pngBytes(), 'slip.png'],
      ['scan', jpgBytes(), 'scan.jpg'],
      ['photo.JPEG', jpgBytes(), 'photo.JPEG'],
      ['sheet.png', xlsBytes(), 'sheet.xls'],
    ];
    for (const [name, content, stored] of cases) {
      const { body } = await upload(t.a, 'attachment', { name, content });
      expect([name, body.data.name]).toEqual([name, stored]);
      const res = await download(t.a, body.data.id);
      expect(res.headers['content-disposition']).toContain(`filename="${stored}"`);
    }
  });
  it('refuses an image over 500 KB with the specification message, in both languages', async () => {
    const big = { name: 'big.jpg', content: jpgBytes(600 * 1024) };
    const zh = await upload(t.a, 'image', big, 'zh');
    expect([zh.status, zh.body.code, zh.body.message]).toEqual([413, 413, '图片大小不能超过 500KB']);
    const en = await upload(t.a, 'image', big);
    expect(en.body.message).toBe('Image must be 500KB or smaller');
    const waybill = await upload(
      t.a,
      'waybill',
      { name: 'w.png', content: pngBytes(6 * 1024 * 1024 + 1) },
      'zh',
    );
    expect(waybill.body.message).toBe('面单图片大小不能超过 6MB');
    // Nothing is left behind: no row, no stored content.
    const left = await t.app.deps.db.select().from(files).where(eq(files.companyId, t.a.companyId));
    expect(left.every((f) => f.status === 'READY')).toBe(true);
  });

  it('judges the type by content, never by the name', async () => {
    const pdfAsPng = await upload(
      t.a,
      'image',
      { name: 'scan.png', content: Buffer.from('%PDF-1.4\n...') },
      'zh',
    );
    expect([pdfAsPng.status, pdfAsPng.body.message]).toEqual([422, '只能上传 JPG/PNG/JPEG/GIF 格式的图片']);
    const jpgWaybill = await upload(t.a, 'waybill', { name: 'label.png', content: jpgBytes() });
    expect(jpgWaybill.body.message).toBe('The waybill picture must be a png image');
    const pngAsXlsx = await upload(t.a, 'import', { name: 'data.xlsx', content: pngBytes() }, 'zh');
    expect(pngAsXlsx.body.message).toBe('只能上传 xls 或 xlsx 文件');
    const xls = await upload(t.a, 'import', { name: 'old.xls', content: xlsBytes() });
    expect(xls.body.data).toMatchObject({ mime: 'application/vnd.ms-excel', kind: 'upload' });
    const pdf = await upload(t.a, 'attachment', {
      name: 'invoice.pdf',
      content: Buffer.from('%PDF-1.7\n%%EOF'),
    });
    expect(pdf.body.data.mime).toBe('application/pdf');
    const empty = await upload(t.a, 'image', { name: 'empty.png', content: Buffer.alloc(0) });
    expect(empty.body.message).toBe('The file is empty');
    const none = await upload(t.a, 'image', null);
    expect(none.body.message).toBe('Choose a file to upload');
  });

  it('keeps only a harmless name: paths and control characters never reach the disk', async () => {
    const { body } = await upload(t.a, 'image', {
      name: '../../../etc/pass\u0007wd<>.png',
      content: pngBytes(),
    });
    expect(body.data.name).toBe('passwd.png');
    const row = (await rowOf(body.data.id))!;
    expect(isStorageKey(row.storageKey)).toBe(true);
    expect(existsSync(localPathOf(filesDir(t.app.deps.config), row.storageKey))).toBe(true);
    const windows = await upload(t.a, 'image', { name: 'C:\\Users\\x\\..\\secret.png', content: pngBytes() });
    expect(windows.body.data.name).toBe('secret.png');
    await expect(t.app.services.files.storage.get('../../etc/passwd')).rejects.toThrow('invalid storage key');
  });

  it("never lets another company see, download or delete a company's file", async () => {
    const { body } = await upload(t.a, 'attachment', {
      name: 'a-only.pdf',
      content: Buffer.from('%PDF-1.7'),
    });
    expect((await download(t.b, body.data.id)).statusCode).toBe(404);
    const page = await post<{ records: FileRecord[] }>(t.b, '/api/files/page', { current: 1, size: 50 });
    expect(page.body.data.records.some((r) => r.id === body.data.id)).toBe(false);
    const del = await post<{ deleted: number }>(t.b, '/api/files/delete', { ids: [body.data.id] });
    expect([del.status, del.body.message]).toEqual([404, 'Resource not found']);
    expect(await rowOf(body.data.id)).toBeDefined();
    expect((await download(t.a, body.data.id)).statusCode).toBe(200);
  });

  it('checks the file center codes; a user always reaches their own files', async () => {
    const at = { tenantId: t.a.tenantId, companyId: t.a.companyId };
    const plain = await createUser(t.app, at, []);
    const viewer = await createUser(t.app, at, [FILE_CENTER_VIEW_CODE]);
    const mine = await upload(plain, 'image', { name: 'mine.png', content: pngBytes() });
    const theirs = await upload(t.a, 'image', { name: 'theirs.png', content: pngBytes() });
    expect((await post(plain, '/api/files/page', {})).status).toBe(403);
    expect((await download(plain, mine.body.data.id)).statusCode).toBe(200);
    expect((await download(plain, theirs.body.data.id)).statusCode).toBe(404);
    expect((await download(viewer, theirs.body.data.id)).statusCode).toBe(200);
    const page = await post<{ records: FileRecord[]; total: number }>(viewer, '/api/files/page', {
      name: 'mine',
    });
    expect(page.body.data.records.map((r) => r.name)).toEqual(['mine.png']);
    expect(page.body.data.records[0]).toMatchObject({ createdBy: expect.any(String), status: 'READY' });
    expect((await post(viewer, '/api/files/delete', { ids: [mine.body.data.id] })).status).toBe(403);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/files/page', payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });

  it('deletes with a reason on record, but never a file a document uses', async () => {
    const deleter = await createUser(t.app, { tenantId: t.a.tenantId, companyId: t.a.companyId }, [
      FILE_CENTER_DELETE_CODE,
    ]);
    const doomed = await upload(t.a, 'image', { name: 'doomed.png', content: pngBytes() });
    const kept = await upload(t.a, 'image', { name: 'kept.png', content: pngBytes() });
    const keptRow = (await rowOf(kept.body.data.id))!;
    await t.app.services.files.attach(t.app.deps.db, t.a.companyId, [keptRow.id], []);
    const refused = await post(deleter, '/api/files/delete', {
      ids: [doomed.body.data.id, kept.body.data.id],
    });
    expect(refused.status).toBe(409);
    expect(await rowOf(doomed.body.data.id)).toBeDefined();

    const doomedRow = (await rowOf(doomed.body.data.id))!;
    const ok = await post<{ deleted: number }>(deleter, '/api/files/delete', {
      ids: [doomed.body.data.id],
      reason: 'wrong photo',
    });
    expect(ok.body.data.deleted).toBe(1);
    expect(await rowOf(doomed.body.data.id)).toBeUndefined();
    expect(existsSync(localPathOf(filesDir(t.app.deps.config), doomedRow.storageKey))).toBe(false);
    const [record] = await t.app.deps.db
      .select()
      .from(operationRecords)
      .where(
        and(eq(operationRecords.entityType, 'files'), eq(operationRecords.entityId, doomed.body.data.id)),
      );
    expect(record).toMatchObject({ action: 'delete', note: 'doomed.png: wrong photo' });
    // An attached file has no expiry.
    expect(keptRow.expiresAt).not.toBeNull();
    expect(await rowOf(kept.body.data.id)).toMatchObject({ status: 'ATTACHED', expiresAt: null });
  });

  it("lists the modules of the company's own files for the module filter, with the view code", async () => {
    const c = await createMainAccount(t.app);
    const d = await createMainAccount(t.app);
    await upload(c, 'image', { name: 'c.png', content: pngBytes() });
    await upload(c, 'attachment', { name: 'c.jpg', content: jpgBytes() });
    await upload(d, 'waybill', { name: 'd.png', content: pngBytes() });
    await t.app.services.files.begin(
      { tenantId: c.tenantId, companyId: c.companyId, userId: c.userId },
      { kind: 'export', module: 'half-written', name: 'half.xlsx' },
      'application/octet-stream',
    );
    expect((await post<string[]>(c, '/api/files/modules', {})).body.data).toEqual(['attachment', 'image']);
    expect((await post<string[]>(d, '/api/files/modules', {})).body.data).toEqual(['waybill']);
    const at = { tenantId: c.tenantId, companyId: c.companyId };
    const plain = await createUser(t.app, at, []);
    expect((await post(plain, '/api/files/modules', {})).status).toBe(403);
    const viewer = await createUser(t.app, at, [FILE_CENTER_VIEW_CODE]);
    expect((await post<string[]>(viewer, '/api/files/modules', {})).body.data).toEqual([
      'attachment',
      'image',
    ]);
  });

  it('filters the file center by module, kind and a time range given as instants', async () => {
    const c = await createMainAccount(t.app);
    const first = await upload(c, 'image', { name: 'early.png', content: pngBytes() });
    await t.app.deps.db
      .update(files)
      .set({ createdAt: new Date('2026-01-10T15:30:00Z') })
      .where(eq(files.id, Number(first.body.data.id)));
    await upload(c, 'attachment', { name: 'late.jpg', content: jpgBytes() });
    const names = async (filters: object) =>
      (
        await post<{ records: FileRecord[] }>(c, '/api/files/page', { current: 1, size: 20, ...filters })
      ).body.data.records.map((r) => r.name);
    // 2026-01-11 in Shanghai starts at 2026-01-10T16:00Z: the upload at 15:30Z belongs to the 10th.
    expect(
      await names({ createdFrom: '2026-01-10T00:00:00+08:00', createdTo: '2026-01-10T23:59:59.999+08:00' }),
    ).toEqual(['early.png']);
    expect(
      await names({ createdFrom: '2026-01-11T00:00:00+08:00', createdTo: '2026-01-11T23:59:59.999+08:00' }),
    ).toEqual([]);
    expect(await names({ module: 'attachment' })).toEqual(['late.jpg']);
    expect(await names({ kind: 'export' })).toEqual([]);
    expect((await post(c, '/api/files/page', { createdFrom: '2026-01-10' })).status).toBe(422);
  });

  it('cleans up expired files and abandoned writes, content and row', async () => {
    const { body } = await upload(t.a, 'image', { name: 'old.png', content: pngBytes() });
    const row = (await rowOf(body.data.id))!;
    await t.app.deps.db
      .update(files)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(files.id, row.id));
    const abandoned = await t.app.services.files.begin(
      { tenantId: t.a.tenantId, companyId: t.a.companyId, userId: t.a.userId },
      { kind: 'export', module: 'test', name: 'half.xlsx' },
      'application/octet-stream',
    );
    await t.app.deps.db
      .update(files)
      .set({ createdAt: sql`now() - interval '2 hours'` })
      .where(eq(files.id, abandoned.id));
    const result = await t.app.services.files.cleanup();
    expect(result.files).toBeGreaterThanOrEqual(2);
    expect(await rowOf(body.data.id)).toBeUndefined();
    expect(await rowOf(String(abandoned.id))).toBeUndefined();
    expect(existsSync(localPathOf(filesDir(t.app.deps.config), row.storageKey))).toBe(false);
  });

  it('documents the file, import and export calls in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(res.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/files/upload',
        '/api/files/page',
        '/api/files/download',
        '/api/files/delete',
        '/api/files/modules',
        '/api/downloads/page',
        '/api/exports/create',
        '/api/imports/upload',
        '/api/imports/template',
      ]),
    );
  });
});
