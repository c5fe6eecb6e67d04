import { describe, expect, it } from 'vitest';
import { ALL_ENDPOINTS } from '@oms/contracts';
import { useTestApp } from '../../test/app';
import { bodyOf, call, company, signIn } from '../../test/fixtures';

// Input an attacker sends: NUL characters (PostgreSQL refuses them in text), multipart bodies that
// are not, and the HSTS header over plain http.

type Issues = { issues: { field: string; message: string }[] };

describe('hostile input', () => {
  const t = useTestApp(async (app) => ({ a: await company(app) }));

  it('refuses a NUL in the sign-in body as invalid input, naming the field, in either language', async () => {
    const zh = await signIn(t.app, { accountName: 'demo\u0000', password: 'x' }, { language: 'zh' });
    expect(zh.statusCode).toBe(422);
    expect(bodyOf<Issues>(zh).data.issues).toEqual([
      { field: 'accountName', message: '不能包含空字符（U+0000）' },
    ]);
    const en = await signIn(t.app, { accountName: 'x', password: 'p\u0000' }, { language: 'en' });
    expect(bodyOf(en).message).toBe('Must not contain the NUL character (U+0000)');
  });

  it('refuses 3,500 nested arrays on sign-in as invalid input (422, in either language), never a 500', async () => {
    const deep = `${'['.repeat(3_500)}${']'.repeat(3_500)}`;
    const send = (language: 'zh' | 'en', payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        headers: { 'content-type': 'application/json', language },
        payload,
      });
    const en = await send('en', `{"accountName":"demo","password":"x","captcha":${deep}}`);
    expect([en.statusCode, bodyOf(en).message]).toEqual([
      422,
      'The data is nested too deeply (at most 32 levels)',
    ]);
    const zh = await send('zh', deep);
    expect([zh.statusCode, bodyOf(zh).message]).toEqual([422, '提交的数据嵌套过深（最多 32 层）']);
    // A NUL after a deep (but allowed) value is still found and named.
    const nested = await send('en', `{"accountName":"x","password":"y","z":[[[["a\\u0000"]]]]}`);
    expect(bodyOf<Issues>(nested).data.issues).toEqual([
      { field: 'z.0.0.0.0', message: 'Must not contain the NUL character (U+0000)' },
    ]);
  });

  it('refuses a NUL in a list filter, a nested value and an object key, and writes nothing', async () => {
    const filter = await call(t.app, t.a.token, 'consignees/page', { current: 1, size: 20, name: 'a\u0000' });
    expect(filter.statusCode).toBe(422);
    expect(bodyOf<Issues>(filter).data.issues[0]!.field).toBe('name');

    const nested = await call(t.app, t.a.token, 'combinations/create', {
      name: 'Set',
      components: [{ productId: '1', ratio: 1, note: 'x\u0000' }],
    });
    expect(bodyOf<Issues>(nested).data.issues[0]!.field).toBe('components.0.note');

    const key = await call(t.app, t.a.token, 'consignees/create', { ['na\u0000me']: 'x' });
    expect(key.statusCode).toBe(422);

    const page = await call(t.app, t.a.token, 'consignees/page', { current: 1, size: 20 });
    expect(bodyOf<{ total: number }>(page).data.total).toBe(0);
  });

  it('answers every customer route with a NUL in its body 422, never 500', async () => {
    const statuses = new Map<string, number>();
    for (const e of ALL_ENDPOINTS) {
      if (e.method !== 'POST' || !e.path.startsWith('/api/') || e.multipart) continue;
      const res = await t.app.inject({
        method: 'POST',
        url: e.path,
        headers: { token: t.a.token, language: 'en' },
        payload: { id: '1\u0000', name: '\u0000', current: 1, size: 20 },
      });
      statuses.set(e.path, res.statusCode);
    }
    expect(statuses.size).toBeGreaterThan(50);
    expect([...statuses].filter(([, status]) => status !== 422)).toEqual([]);
  });

  it("answers a schema's refusal without a message of its own in the caller's language, naming the field", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/files/upload?purpose=nonsense',
      headers: { token: t.a.token, language: 'zh' },
    });
    expect(res.statusCode).toBe(422);
    expect(bodyOf<Issues>(res).data.issues).toEqual([{ field: 'purpose', message: '提交的数据不正确' }]);
  });

  it('answers 400 to an upload whose body is not the multipart its header says', async () => {
    for (const url of ['/api/files/upload?purpose=image', '/api/imports/upload?kind=consignees']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { token: t.a.token, language: 'en', 'content-type': 'multipart/form-data; boundary=xx' },
        payload: '{}',
      });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 400 });
      expect(bodyOf(res).message).toBe('The upload is malformed: choose the file and upload it again');
    }
  });

  it('sends no HSTS over plain http, whatever an untrusted client claims', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const claimed = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('HSTS behind a trusted proxy', () => {
  const t = useTestApp(undefined, { TRUST_PROXY: 1 });

  it('sends HSTS when the proxy says the request came over HTTPS, and not when it came over http', async () => {
    const https = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const http = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'http' },
    });
    expect(http.headers['strict-transport-security']).toBeUndefined();
  });
});
