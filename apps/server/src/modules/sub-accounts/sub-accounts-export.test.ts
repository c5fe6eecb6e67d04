import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DownloadRecord } from '@oms/contracts';
import { createTestApp, type TestApp } from '../../../test/app';
import { users } from '../../schema';
import { rawCells, readXlsx } from '../../lib/file-fixtures.test-support';
import { bodyOf, call, exportFile, type Language, subAccountWith, uniqueName } from '../../../test/fixtures';
import { companyWithRole, createThroughApi, newAccount } from './sub-accounts.test-support';

type Company = Awaited<ReturnType<typeof companyWithRole>>;
const VIEW = ['OMS_CLIENTACCOUNT', 'OMS_CLIENTACCOUNT:view'];

describe('account management: the export of the account list', () => {
  let t: TestApp;
  let a: Company;
  let b: Company;
  /** Company a's accounts made for these tests: names start with the prefix, in creation order. */
  const prefix = uniqueName('exp');
  const made: { id: string; accountName: string }[] = [];
  let foreignId: string;

  beforeAll(async () => {
    t = await createTestApp();
    a = await companyWithRole(t.app);
    b = await companyWithRole(t.app);
    for (const [suffix, userName] of [
      ['c', 'Carol'],
      ['a', '=HYPERLINK("http://evil")'],
      ['b', 'Bob'],
    ] as const) {
      made.push(
        await createThroughApi(
          t.app,
          a.token,
          newAccount(a.roleId, { accountName: `${prefix}${suffix}`, userName }),
        ),
      );
    }
    await call(t.app, a.token, 'sub-accounts/disable', { ids: [made[2]!.id] });
    // A fixed creation time, to check the time zone of the file.
    await t.app.deps.db
      .update(users)
      .set({ createdAt: new Date('2026-03-01T20:30:00Z') })
      .where(eq(users.id, Number(made[0]!.id)));
    foreignId = (await createThroughApi(t.app, b.token, newAccount(b.roleId, { accountName: `${prefix}z` })))
      .id;
  });

  const exportAs = (token: string, payload: object, language: Language = 'en') =>
    call(t.app, token, 'exports/create', { kind: 'sub-accounts', ...payload }, language);
  const fileOf = async (token: string, payload: object, language: Language = 'en') => {
    const { data, raw } = await exportFile(t.app, token, 'sub-accounts', payload, language);
    return { data, rows: await readXlsx(raw), raw };
  };

  it("writes the company's accounts that the filters match, in the list's sort, with every column", async () => {
    const { data, rows } = await fileOf(
      a.token,
      { filters: { accountName: prefix, sort: 'accountName' } },
      'zh',
    );
    expect(data.fileName).toMatch(/^账号列表-\d{8}-\d{6}\.xlsx$/);
    expect(rows[0]).toEqual(['账号', '姓名', '手机号', '邮箱', '角色', '状态', '创建时间', '更新时间']);
    expect(rows.slice(1).map((r) => r.slice(0, 2).concat(r[5]!))).toEqual([
      [`${prefix}a`, '=HYPERLINK("http://evil")', '启用'],
      [`${prefix}b`, 'Bob', '停用'],
      [`${prefix}c`, 'Carol', '启用'],
    ]);
    // Company b's account with the same prefix is not there.
    expect(rows.flat()).not.toContain(`${prefix}z`);
    const disabled = await fileOf(a.token, { filters: { accountName: prefix, status: 'DISABLED' } });
    expect(disabled.rows.slice(1).map((r) => r[0])).toEqual([`${prefix}b`]);
  });

  it('neutralises a name that would run as a formula in Excel', async () => {
    const { raw } = await fileOf(a.token, { ids: [made[1]!.id] });
    const cells = await rawCells(raw);
    expect(cells[1]![1]).toBe(`'=HYPERLINK("http://evil")`);
  });

  it('writes the main account with all permissions, and only the columns asked for, in their order', async () => {
    const main = await fileOf(a.token, {
      filters: { accountName: a.accountName },
      columns: ['roleName', 'x'],
    });
    expect(main.rows).toEqual([['Role'], ['All permissions']]);
    const picked = await fileOf(a.token, {
      ids: [made[0]!.id],
      columns: ['status', 'accountName', 'createdAt'],
      timeZone: 'Asia/Shanghai',
    });
    expect(picked.rows).toEqual([
      ['Status', 'Account', 'Created'],
      ['Enabled', `${prefix}c`, '2026-03-02 04:30:00'],
    ]);
    const utc = await fileOf(a.token, { ids: [made[0]!.id], columns: ['createdAt'] });
    expect(utc.rows[1]).toEqual(['2026-03-01 20:30:00']);
  });

  it("exports the selection within the company only, and nothing of another company's", async () => {
    const { rows } = await fileOf(a.token, { ids: [made[0]!.id, foreignId], columns: ['accountName'] });
    expect(rows).toEqual([['Account'], [`${prefix}c`]]);
    const none = await exportAs(a.token, { ids: [foreignId] });
    expect([none.statusCode, bodyOf(none).message]).toEqual([422, 'There is no data to export']);
    const theirs = await fileOf(b.token, { filters: { accountName: prefix }, columns: ['accountName'] });
    expect(theirs.rows).toEqual([['Account'], [`${prefix}z`]]);
  });

  it('refuses bad filters and a time zone that does not exist', async () => {
    expect((await exportAs(a.token, { filters: { status: 'LOST' } })).statusCode).toBe(422);
    expect((await exportAs(a.token, { filters: { sort: 'passwordHash' } })).statusCode).toBe(422);
    expect((await exportAs(a.token, { timeZone: 'Mars/Olympus' })).statusCode).toBe(422);
  });

  it("needs OMS_CLIENTACCOUNT:export, and lists the export in the exporter's download center", async () => {
    const viewer = await subAccountWith(t.app, a.companyId, VIEW);
    const refused = await exportAs(viewer.token, {});
    expect([refused.statusCode, bodyOf(refused).code]).toEqual([403, 403]);
    const exporter = await subAccountWith(t.app, a.companyId, [
      ...VIEW,
      'OMS_CLIENTACCOUNT:export',
      'OMS_CLIENTDOWNLOAD',
      'OMS_CLIENTDOWNLOAD:view',
    ]);
    const kinds = bodyOf<{ kind: string }[]>(await call(t.app, exporter.token, 'exports/kinds', {}));
    expect(kinds.data.map((k) => k.kind)).toContain('sub-accounts');
    const { data, rows } = await fileOf(exporter.token, { filters: { accountName: prefix } });
    expect(rows).toHaveLength(4);
    const listed = bodyOf<{ records: DownloadRecord[] }>(
      await call(t.app, exporter.token, 'downloads/page', { current: 1, size: 10 }),
    ).data.records;
    expect(listed).toEqual([
      expect.objectContaining({
        id: data.jobId,
        type: 'export',
        kind: 'sub-accounts',
        name: 'Accounts',
        status: 'SUCCEEDED',
        progress: 100,
        processed: 3,
        fileId: data.fileId,
        fileName: data.fileName,
      }),
    ]);
    // The exporter follows the job by id (the web's progress notice); nobody else can.
    const detail = (token: string) => call(t.app, token, 'downloads/detail', { id: data.jobId });
    expect(bodyOf<DownloadRecord>(await detail(exporter.token)).data).toEqual(listed[0]);
    expect((await detail(viewer.token)).statusCode).toBe(404);
    expect((await detail(a.token)).statusCode).toBe(404);
    expect((await detail(b.token)).statusCode).toBe(404);
    // Company b's main account sees neither the job nor the file.
    const bDownloads = bodyOf<{ records: DownloadRecord[] }>(
      await call(t.app, b.token, 'downloads/page', { current: 1, size: 50 }),
    ).data.records;
    expect(bDownloads.map((r) => r.id)).not.toContain(data.jobId);
    const stolen = await t.app.inject({
      method: 'GET',
      url: `/api/files/download?id=${data.fileId}`,
      headers: { token: b.token },
    });
    expect(stolen.statusCode).toBe(404);
  });
});
