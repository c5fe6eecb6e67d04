import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/app';
import { announcements as announcementsTable } from '../../schema';
import { call, createCompany, createMainAccount, createUser, type TestUser } from './test-support';

const HOME_PATHS = [
  'topNotice',
  'bottomNotice',
  'countByStatus',
  'menuOrderCount',
  'todoList',
  'insertAnnouncementReadRecord',
  'announcement',
  'version',
  'unReadAnnouncementCount',
  'fundOverview',
  'dataStatistics',
];
const EVIL =
  '<p onclick="steal()">Hi <strong>there</strong><script>alert(1)</script></p><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">link</a><iframe src="https://evil.example"></iframe>';
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

describe('homepage announcements, versions and notices', () => {
  let t: TestApp;
  let main: TestUser;
  let colleague: TestUser;
  let noHome: TestUser;
  let otherTenant: TestUser;
  let otherTenantAnnouncement: number;
  let evilId: number;
  let topOld: number;
  let topNew: number;
  let right: number;

  beforeAll(async () => {
    t = await createTestApp();
    const { app } = t;
    main = await createMainAccount(app);
    colleague = await createUser(app, { tenantId: main.tenantId, companyId: main.companyId }, ['OMS_HOME']);
    noHome = await createUser(app, { tenantId: main.tenantId, companyId: main.companyId }, ['OMS_BASICSKU']);
    otherTenant = await createMainAccount(app);
    const svc = app.services.announcements;
    const db = app.deps.db;
    const mk = (over: Partial<Parameters<typeof svc.createAnnouncement>[1]>) =>
      svc.createAnnouncement(db, {
        tenantId: main.tenantId,
        type: 1,
        title: 'x',
        content: '<p>x</p>',
        ...over,
      });
    // 6 visible announcements (one of them evil), 3 versions, plus ones nobody may see.
    for (let i = 1; i <= 5; i++) await mk({ title: `A${i}`, label: 'ops', announceDate: daysAgo(20 - i) });
    evilId = await mk({ title: 'Evil', content: EVIL, announceDate: daysAgo(1) });
    for (let i = 1; i <= 3; i++) await mk({ type: 2, title: `v1.${i}.0`, announceDate: daysAgo(10 - i) });
    await mk({ title: 'Draft', published: false });
    await mk({ title: 'Scheduled', announceDate: new Date(Date.now() + 86_400_000) });
    topOld = await mk({ type: 1, title: 'Top old', position: 'TOP', announceDate: daysAgo(30) });
    topNew = await mk({
      type: 1,
      title: 'Top new',
      position: 'TOP',
      content: EVIL,
      announceDate: daysAgo(25),
    });
    right = await mk({ type: 1, title: 'Right', position: 'RIGHT', announceDate: daysAgo(24) });
    otherTenantAnnouncement = await svc.createAnnouncement(db, {
      tenantId: otherTenant.tenantId,
      type: 1,
      title: 'Other tenant',
      content: '<p>theirs</p>',
      position: 'TOP',
    });
  });

  it('refuses anonymous callers (401) and users without OMS_HOME (403) on every call', async () => {
    for (const path of HOME_PATHS) {
      const anonymous = await call(t.app, path, null, {});
      expect(anonymous.statusCode, path).toBe(401);
      expect(anonymous.json().code).toBe(401);
      const denied = await call(t.app, path, noHome, {}, { language: 'en' });
      expect(denied.statusCode, path).toBe(403);
      expect(denied.json()).toMatchObject({
        code: 403,
        message: 'Insufficient permissions, please contact the administrator',
      });
    }
  });

  it('pages announcements newest first, only the tenant’s published and due ones', async () => {
    const first = (await call(t.app, 'announcement', main, { current: 1, size: 4 })).json();
    expect(first.code).toBe(0);
    // 5 + evil + 2 TOP + 1 RIGHT = 9 visible type-1 rows
    expect(first.data).toMatchObject({ total: 9, current: 1, size: 4 });
    expect(first.data.records.map((r: { title: string }) => r.title)).toEqual(['Evil', 'A5', 'A4', 'A3']);
    const third = (await call(t.app, 'announcement', main, { current: 3, size: 4 })).json();
    expect(third.data.records.map((r: { title: string }) => r.title)).toEqual(['Top old']);
    const record = first.data.records[1];
    expect(record).toMatchObject({ label: 'ops', content: '<p>x</p>', alreadyRead: false });
    expect(new Date(record.announceDate).toISOString()).toBe(record.announceDate);
    const beyond = (await call(t.app, 'announcement', main, { current: 9, size: 4 })).json();
    expect(beyond.data).toMatchObject({ records: [], total: 9 });
    const theirs = (await call(t.app, 'announcement', otherTenant, { current: 1, size: 10 })).json();
    expect(theirs.data.records.map((r: { title: string }) => r.title)).toEqual(['Other tenant']);
  });

  it('pages version notes separately', async () => {
    const res = (await call(t.app, 'version', main, { current: 1, size: 2 })).json();
    expect(res.data.total).toBe(3);
    expect(res.data.records.map((r: { title: string }) => r.title)).toEqual(['v1.3.0', 'v1.2.0']);
  });

  it('validates the paging payload', async () => {
    expect((await call(t.app, 'announcement', main, { current: 0, size: 4 })).statusCode).toBe(422);
    expect((await call(t.app, 'version', main, { current: 1, size: 10_000 })).statusCode).toBe(422);
  });

  it('flips alreadyRead and lowers the unread count on acknowledge, per user and idempotently', async () => {
    const unread = async (u: TestUser) => (await call(t.app, 'unReadAnnouncementCount', u)).json().data;
    expect(await unread(main)).toBe(12); // 9 announcements + 3 versions
    const target = (await call(t.app, 'announcement', main, { current: 1, size: 4 })).json().data.records[2];
    for (let i = 0; i < 2; i++) {
      const res = await call(t.app, 'insertAnnouncementReadRecord', main, {
        announcementId: target.id,
        announcementType: 1,
      });
      expect(res.json()).toMatchObject({ code: 0, data: null });
    }
    expect(await unread(main)).toBe(11);
    expect(await unread(colleague)).toBe(12);
    const again = (await call(t.app, 'announcement', main, { current: 1, size: 4 })).json().data.records;
    expect(again.find((r: { id: string }) => r.id === target.id).alreadyRead).toBe(true);
    const theirs = (await call(t.app, 'announcement', colleague, { current: 1, size: 4 })).json().data
      .records;
    expect(theirs.find((r: { id: string }) => r.id === target.id).alreadyRead).toBe(false);

    const version = (await call(t.app, 'version', main, { current: 1, size: 1 })).json().data.records[0];
    await call(t.app, 'insertAnnouncementReadRecord', main, {
      announcementId: Number(version.id),
      announcementType: 1,
    });
    expect(await unread(main)).toBe(10);
  });

  it('answers 404 for unknown, unpublished or other tenants’ announcements and 422 for a bad id', async () => {
    const read = (announcementId: unknown, announcementType = 1) =>
      call(t.app, 'insertAnnouncementReadRecord', main, { announcementId, announcementType });
    expect((await read('999999999')).statusCode).toBe(404);
    expect((await read(String(otherTenantAnnouncement))).statusCode).toBe(404);
    expect((await read('abc')).statusCode).toBe(422);
    expect((await read(String(evilId), 4)).statusCode).toBe(422);
  });

  it('shows the newest TOP and RIGHT notice until this user dismisses it (types 2 and 3)', async () => {
    const top = (await call(t.app, 'topNotice', main)).json();
    expect(top.data).toMatchObject({ id: String(topNew), title: 'Top new' });
    expect(top.data.content).not.toMatch(/script|onerror|onclick|javascript:|iframe/i);
    expect((await call(t.app, 'bottomNotice', main)).json().data).toMatchObject({
      id: String(right),
      title: 'Right',
    });

    // A dialog read (type 1) or a right-notice read does not dismiss the top notice.
    await call(t.app, 'insertAnnouncementReadRecord', main, {
      announcementId: String(topNew),
      announcementType: 1,
    });
    await call(t.app, 'insertAnnouncementReadRecord', main, {
      announcementId: String(topNew),
      announcementType: 3,
    });
    expect((await call(t.app, 'topNotice', main)).json().data.id).toBe(String(topNew));

    await call(t.app, 'insertAnnouncementReadRecord', main, {
      announcementId: String(topNew),
      announcementType: 2,
    });
    expect((await call(t.app, 'topNotice', main)).json().data.id).toBe(String(topOld));
    await call(t.app, 'insertAnnouncementReadRecord', main, {
      announcementId: String(topOld),
      announcementType: 2,
    });
    expect((await call(t.app, 'topNotice', main)).json()).toMatchObject({ code: 0, data: null });
    expect((await call(t.app, 'topNotice', colleague)).json().data.id).toBe(String(topNew));

    await call(t.app, 'insertAnnouncementReadRecord', main, {
      announcementId: String(right),
      announcementType: 3,
    });
    expect((await call(t.app, 'bottomNotice', main)).json().data).toBeNull();
    expect((await call(t.app, 'bottomNotice', colleague)).json().data.id).toBe(String(right));
  });

  it('sanitises rich text when it is stored and again when it is read', async () => {
    const [stored] = await t.app.deps.db
      .select({ content: announcementsTable.content })
      .from(announcementsTable)
      .where(sql`${announcementsTable.id} = ${evilId}`);
    expect(stored!.content).toBe('<p>Hi <strong>there</strong></p><a>link</a>');

    // A row written around the service (an import, an older version) is still served clean.
    await t.app.deps.db.execute(sql`update announcements set content = ${EVIL} where id = ${evilId}`);
    const records = (await call(t.app, 'announcement', colleague, { current: 1, size: 1 })).json().data
      .records;
    expect(records[0].id).toBe(String(evilId));
    expect(records[0].content).toBe('<p>Hi <strong>there</strong></p><a>link</a>');
  });

  it('ignores tenant or company headers that disagree with the session', async () => {
    const other = await createCompany(t.app, main.tenantId);
    const res = await call(
      t.app,
      'announcement',
      main,
      { current: 1, size: 4 },
      { 'company-id': String(other) },
    );
    expect(res.statusCode).toBe(403);
  });
});
