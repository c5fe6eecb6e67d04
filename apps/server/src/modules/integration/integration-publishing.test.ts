import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Announcement, PageResult, Todo } from '@oms/contracts';
import { useTestApp, type TestApp } from '../../../test/app';
import { announcements, operationRecords } from '../../schema';
import { call, openSocket, type TestUser } from '../homepage/test-support';
import { bodyOf } from '../../../test/fixtures';
import { api, listening, customerOf, post, tenantWithKey } from './integration.test-support';
import { idempotencyScope } from './idempotency.service';

const announcementBody = (title = 'Holiday cut-off') => ({
  title,
  label: 'Notice',
  content: '<p>Orders after <strong>Dec 20</strong> ship in January.</p><script>alert(1)</script>',
  position: 'TOP',
});

const todoBody = (companyId: number | string, title = 'Inbound IB-7 needs the customs papers') => ({
  companyId: String(companyId),
  relateType: 3,
  status: 'HAS_ERROR',
  statusDescZh: '有异常',
  statusDescEn: 'Has error',
  title,
  documentNo: 'IB-7',
});

const announcementsOf = async (t: TestApp, user: TestUser, path = 'announcement') =>
  bodyOf<PageResult<Announcement>>(await call(t.app, path, user, { current: 1, size: 20 })).data.records;

describe('integration API: announcements, version notes and to-dos', () => {
  const t = useTestApp(listening);

  it("publishes a sanitised announcement that the tenant's customers see, and only they", async () => {
    const k = await tenantWithKey(t.app);
    const other = await tenantWithKey(t.app);
    const mine = await customerOf(t.app, k);
    const theirs = await customerOf(t.app, other);
    const res = await post(t.app, k.key, '/announcements', announcementBody('Cut-off A'));
    expect(res.statusCode).toBe(200);
    const { id } = bodyOf<{ id: string }>(res).data;
    const seen = await announcementsOf(t, mine);
    expect(seen.map((a) => a.id)).toEqual([id]);
    expect(seen[0]!.content).toContain('<strong>Dec 20</strong>');
    expect(seen[0]!.content).not.toContain('script');
    expect(await announcementsOf(t, theirs)).toEqual([]);
    // TOP: the marquee shows it too.
    const top = bodyOf<{ id: string } | null>(await call(t.app, 'topNotice', mine)).data;
    expect(top?.id).toBe(id);
  });

  it("serves an announcement in the reader's language: the list, the marquee and the popup", async () => {
    const k = await tenantWithKey(t.app);
    const customer = await customerOf(t.app, k);
    const bilingual = {
      title: '圣诞截单时间',
      titleEn: 'Christmas cut-off',
      label: '节假日',
      labelEn: 'Holiday',
      content: '<p>12 月 15 日截单</p>',
      contentEn: '<p>Cut-off on Dec 15</p>',
    };
    for (const position of ['TOP', 'RIGHT'] as const)
      expect((await post(t.app, k.key, '/announcements', { ...bilingual, position })).statusCode).toBe(200);
    // Without English, the Chinese serves both.
    await post(t.app, k.key, '/versions', { title: 'v3.0', label: '更新', content: '<p>新功能</p>' });
    const read = async (language: 'zh' | 'en') => {
      const headers = { language };
      const page = async (path: string) =>
        bodyOf<PageResult<Announcement>>(
          await call(t.app, path, customer, { current: 1, size: 20 }, headers),
        ).data.records.map((a) => [a.title, a.label, a.content]);
      const notice = async (path: string) => {
        const n = bodyOf<{ title: string; content: string }>(
          await call(t.app, path, customer, {}, headers),
        ).data;
        return [n.title, n.content];
      };
      return {
        list: await page('announcement'),
        versions: await page('version'),
        top: await notice('topNotice'),
        popup: await notice('bottomNotice'),
      };
    };
    const zh = ['圣诞截单时间', '节假日', '<p>12 月 15 日截单</p>'];
    const en = ['Christmas cut-off', 'Holiday', '<p>Cut-off on Dec 15</p>'];
    const version = ['v3.0', '更新', '<p>新功能</p>'];
    expect(await read('zh')).toEqual({
      list: [zh, zh],
      versions: [version],
      top: [zh[0], zh[2]],
      popup: [zh[0], zh[2]],
    });
    expect(await read('en')).toEqual({
      list: [en, en],
      versions: [version],
      top: [en[0], en[2]],
      popup: [en[0], en[2]],
    });
  });

  it('publishes a version note to the version tab', async () => {
    const k = await tenantWithKey(t.app);
    const customer = await customerOf(t.app, k);
    const res = await post(t.app, k.key, '/versions', {
      title: 'v2.4',
      content: '<ul><li>Live to-dos</li></ul>',
    });
    expect(res.statusCode).toBe(200);
    expect((await announcementsOf(t, customer, 'version')).map((v) => v.title)).toEqual(['v2.4']);
    expect(await announcementsOf(t, customer)).toEqual([]);
  });

  it('raises a to-do that reaches the open page at once, for companies of its own tenant only', async () => {
    const k = await tenantWithKey(t.app);
    const other = await tenantWithKey(t.app);
    const customer = await customerOf(t.app, k);
    const stranger = await customerOf(t.app, other);
    const inbox = await openSocket(t.base, customer.token);
    const res = await post(t.app, k.key, '/todos', todoBody(customer.companyId));
    expect(res.statusCode).toBe(200);
    const { id } = bodyOf<{ id: string }>(res).data;
    const live = JSON.parse(await inbox.next()) as { id: string; relateType: number; statusDesc: string };
    expect(live).toMatchObject({ id, relateType: 3, statusDesc: '有异常' });
    inbox.close();
    const list = bodyOf<Todo[]>(await call(t.app, 'todoList', customer, {})).data;
    expect(list.map((x) => [x.id, x.title, x.documentNo])).toEqual([
      [id, 'Inbound IB-7 needs the customs papers', 'IB-7'],
    ]);
    // With an English title each reader sees the title in their own language.
    await post(t.app, k.key, '/todos', {
      ...todoBody(customer.companyId, '入库单 IB-8 缺少报关资料'),
      titleEn: 'Inbound IB-8 needs the customs papers',
      documentNo: 'IB-8',
    });
    const zhList = bodyOf<Todo[]>(await call(t.app, 'todoList', customer, {})).data;
    const enList = bodyOf<Todo[]>(await call(t.app, 'todoList', customer, {}, { language: 'en' })).data;
    expect([zhList[0]!.title, enList[0]!.title]).toEqual([
      '入库单 IB-8 缺少报关资料',
      'Inbound IB-8 needs the customs papers',
    ]);

    // A company of another tenant is not there for this key.
    const cross = await post(t.app, k.key, '/todos', todoBody(stranger.companyId, 'Not yours'));
    expect([cross.statusCode, bodyOf(cross).message]).toEqual([404, 'The customer company does not exist']);
    const missing = await post(t.app, k.key, '/todos', todoBody(999_999_999));
    expect(missing.statusCode).toBe(404);
    expect(bodyOf<Todo[]>(await call(t.app, 'todoList', stranger, {})).data).toEqual([]);
  });

  it('validates bodies by the contracts, with messages in the caller language', async () => {
    const k = await tenantWithKey(t.app);
    const customer = await customerOf(t.app, k);
    const noTitle = await post(t.app, k.key, '/announcements', { ...announcementBody(), title: ' ' });
    expect([noTitle.statusCode, bodyOf(noTitle).code, bodyOf(noTitle).message]).toEqual([
      422,
      422,
      'This field is required',
    ]);
    expect(JSON.stringify(bodyOf(noTitle).data)).toContain('title');
    const badPosition = await post(t.app, k.key, '/announcements', {
      ...announcementBody(),
      position: 'LEFT',
    });
    expect(badPosition.statusCode).toBe(422);
    const badType = await post(t.app, k.key, '/todos', { ...todoBody(customer.companyId), relateType: 99 });
    expect(badType.statusCode).toBe(422);
    const longTitle = await api(
      t.app,
      k.key,
      'POST',
      '/todos',
      { ...todoBody(customer.companyId), title: 'x'.repeat(201) },
      {
        'idempotency-key': 'long-title',
        language: 'zh',
      },
    );
    expect([longTitle.statusCode, bodyOf(longTitle).message]).toEqual([422, '最多 200 个字符']);
  });

  it('needs an Idempotency-Key on every POST and answers a repeat with the first answer', async () => {
    const k = await tenantWithKey(t.app);
    const customer = await customerOf(t.app, k);
    const none = await api(t.app, k.key, 'POST', '/announcements', announcementBody());
    expect([none.statusCode, bodyOf(none).message]).toEqual([
      422,
      'Every POST needs an Idempotency-Key header (1–200 printable characters)',
    ]);
    const spaces = await post(t.app, k.key, '/announcements', announcementBody(), 'has spaces');
    expect(spaces.statusCode).toBe(422);

    const first = await post(t.app, k.key, '/announcements', announcementBody('Once'), 'ann-1');
    const again = await post(t.app, k.key, '/announcements', announcementBody('Once'), 'ann-1');
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const rows = await t.app.deps.db
      .select()
      .from(announcements)
      .where(and(eq(announcements.tenantId, k.tenantId), eq(announcements.title, 'Once')));
    expect(rows).toHaveLength(1);

    // The same key with another body, or on another path, is a mistake of the caller.
    const other = await post(t.app, k.key, '/announcements', announcementBody('Twice'), 'ann-1');
    expect([other.statusCode, bodyOf(other).message]).toEqual([
      422,
      'This Idempotency-Key was already used for a different request (path or body); use a new key for a new request',
    ]);
    const otherPath = await post(t.app, k.key, '/versions', { title: 'Once', content: 'x' }, 'ann-1');
    expect(otherPath.statusCode).toBe(422);

    // An error answer is kept too: the repeat does not raise the to-do after all.
    const stranger = await customerOf(t.app, await tenantWithKey(t.app));
    const refused = await post(t.app, k.key, '/todos', todoBody(stranger.companyId), 'todo-1');
    const refusedAgain = await post(t.app, k.key, '/todos', todoBody(stranger.companyId), 'todo-1');
    expect([
      refused.statusCode,
      refusedAgain.statusCode,
      refusedAgain.headers['idempotent-replayed'],
    ]).toEqual([404, 404, 'true']);

    // Keys are per API key: another key may use the same Idempotency-Key for its own request.
    const second = await t.app.services.integration.apiKeys.create({
      warehouseCode: k.warehouseCode,
      tenantCode: k.tenantCode,
      name: 'second',
    });
    const theirs = await post(t.app, second.key, '/todos', todoBody(customer.companyId), 'ann-1');
    expect([theirs.statusCode, theirs.headers['idempotent-replayed']]).toEqual([200, undefined]);
  });

  it('answers 409 to a repeat while the first request still runs', async () => {
    const k = await tenantWithKey(t.app);
    const { idempotency } = t.app.services.integration;
    const scope = idempotencyScope.apiKey(k.keyId);
    expect(await idempotency.claim(scope, 'slow-1', 'hash-a')).toEqual({ kind: 'new' });
    await expect(idempotency.claim(scope, 'slow-1', 'hash-a')).rejects.toMatchObject({
      status: 409,
      messageKey: 'integration.idempotencyInFlight',
    });
    await expect(idempotency.claim(scope, 'slow-1', 'hash-b')).rejects.toMatchObject({ status: 422 });
    // A request that failed with 5xx frees its key for the retry.
    await idempotency.release(scope, 'slow-1');
    expect(await idempotency.claim(scope, 'slow-1', 'hash-b')).toEqual({ kind: 'new' });
  });

  it('writes every write and every refused call to the operation record, named by warehouse and key', async () => {
    const k = await tenantWithKey(t.app, 'records');
    const customer = await customerOf(t.app, k);
    await api(t.app, k.key, 'GET', '/whoami');
    await api(t.app, k.key, 'GET', '/certifications/999999999');
    await post(t.app, k.key, '/todos', todoBody(customer.companyId), 'rec-1');
    await post(t.app, k.key, '/todos', todoBody(customer.companyId), 'rec-1');
    await post(t.app, k.key, '/announcements', { title: '' }, 'rec-2');
    const rows = await t.app.deps.db
      .select()
      .from(operationRecords)
      .where(and(eq(operationRecords.entityType, 'open-api'), eq(operationRecords.entityId, String(k.keyId))))
      .orderBy(operationRecords.id);
    expect(rows.map((r) => [r.tenantId, r.actor, r.action, r.toState])).toEqual([
      // A read that succeeds is not recorded (pollers would bury the writes); a refused one is.
      [k.tenantId, `${k.warehouseCode}/records`, 'GET /certifications/:id', '404'],
      [k.tenantId, `${k.warehouseCode}/records`, 'POST /todos', '200'],
      [k.tenantId, `${k.warehouseCode}/records`, 'POST /todos', '200'],
      [k.tenantId, `${k.warehouseCode}/records`, 'POST /announcements', '422'],
    ]);
    expect(rows[1]!.note).toBe('/open-api/warehouse/todos idempotency-key=rec-1');
    expect(rows[2]!.note).toBe('/open-api/warehouse/todos idempotency-key=rec-1 (replayed)');
  });
});
