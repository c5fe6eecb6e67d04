import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Whoami } from '@oms/contracts';
import { useTestApp } from '../../../test/app';
import { apiKeys } from '../../schema';
import { bodyOf } from '../../../test/fixtures';
import { api, customerOf, post, tenantWithKey } from './integration.test-support';

describe('integration API: who may call it', () => {
  const t = useTestApp();

  it('answers whoami from the key: its warehouse and tenant, and notes when it was used', async () => {
    const k = await tenantWithKey(t.app, 'lax-wms');
    const res = await api(t.app, k.key, 'GET', '/whoami');
    expect(res.statusCode).toBe(200);
    const data = bodyOf<Whoami>(res).data;
    expect(data).toMatchObject({
      keyId: String(k.keyId),
      keyName: 'lax-wms',
      tenant: { id: String(k.tenantId), code: k.tenantCode },
      warehouse: { id: String(k.warehouseId), code: k.warehouseCode },
    });
    const [row] = await t.app.deps.db.select().from(apiKeys).where(eq(apiKeys.id, k.keyId));
    expect(row!.lastUsedAt).toBeInstanceOf(Date);
    // Only the hash is stored.
    expect(row!.keyHash).not.toContain(k.key);
    expect(k.key.startsWith(row!.prefix)).toBe(true);
  });

  it('answers 401 without a key, with an unknown key and with a revoked key, in the caller language', async () => {
    const k = await tenantWithKey(t.app);
    const missing = await api(t.app, null, 'GET', '/whoami', undefined, { language: 'zh' });
    expect([missing.statusCode, bodyOf(missing).code]).toEqual([401, 401]);
    expect(bodyOf(missing).message).toContain('缺少 API 密钥');

    const unknown = await api(t.app, `${k.key.slice(0, -4)}AAAA`, 'GET', '/whoami');
    expect([unknown.statusCode, bodyOf(unknown).message]).toEqual([
      401,
      'The API key is invalid or has been revoked',
    ]);
    const notOurs = await api(t.app, 'hello', 'GET', '/whoami');
    expect(notOurs.statusCode).toBe(401);

    expect(await t.app.services.integration.apiKeys.revoke(k.keyId)).toBe(true);
    expect(await t.app.services.integration.apiKeys.revoke(k.keyId)).toBe(false);
    const revoked = await api(t.app, k.key, 'GET', '/whoami');
    expect([revoked.statusCode, bodyOf(revoked).message]).toEqual([
      401,
      'The API key is invalid or has been revoked',
    ]);
    // A POST of a revoked key is refused before anything else (no idempotency row, no effect).
    const write = await post(t.app, k.key, '/announcements', { title: 'x', content: 'y' });
    expect(write.statusCode).toBe(401);
  });

  it('refuses a customer session token, and the customer API refuses an API key', async () => {
    const k = await tenantWithKey(t.app);
    const customer = await customerOf(t.app, k);
    const withToken = await api(t.app, null, 'GET', '/whoami', undefined, { token: customer.token });
    expect([withToken.statusCode, bodyOf(withToken).message]).toEqual([
      401,
      'The warehouse API does not accept customer session tokens; use a warehouse API key (x-api-key)',
    ]);
    const todo = await post(t.app, '', '/todos', {}, 'k1');
    expect(todo.statusCode).toBe(401);
    // /api takes sessions only: a key in x-api-key is no session.
    const customerApi = await t.app.inject({
      method: 'POST',
      url: '/api/homepage/todoList',
      headers: { 'x-api-key': k.key },
      payload: {},
    });
    expect(customerApi.statusCode).toBe(401);
  });

  it('keeps its own OpenAPI document, apart from the customer API', async () => {
    const own = await t.app.inject({ method: 'GET', url: '/open-api/docs/json' });
    expect(own.statusCode).toBe(200);
    const doc = own.json() as { paths: Record<string, unknown>; components: { securitySchemes: object } };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/open-api/warehouse/whoami', '/open-api/warehouse/todos']),
    );
    expect(Object.keys(doc.paths).every((p) => p.startsWith('/open-api/warehouse/'))).toBe(true);
    expect(JSON.stringify(doc.components.securitySchemes)).toContain('x-api-key');
    expect(JSON.stringify(doc.paths)).toContain('idempotency-key');

    const customer = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const customerPaths = Object.keys((customer.json() as { paths: object }).paths);
    expect(customerPaths.length).toBeGreaterThan(5);
    expect(customerPaths.some((p) => p.startsWith('/open-api'))).toBe(false);
    const ui = await t.app.inject({ method: 'GET', url: '/open-api/docs/' });
    expect(ui.statusCode).toBe(200);
  });
});
