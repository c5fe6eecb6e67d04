// Helpers for the integration API tests (not a test file itself).
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { App } from '../../app';
import { companies, tenants, warehouses } from '../../schema';
import { createUser, type TestUser } from '../homepage/test-support';

const unique = () => randomBytes(4).toString('hex').toUpperCase();

export type TestKey = {
  key: string;
  keyId: number;
  tenantId: number;
  tenantCode: string;
  warehouseId: number;
  warehouseCode: string;
};

/** Starts `app` listening on a free port and answers its WebSocket base URL (ws://127.0.0.1:port). */
export const listening = async (app: App) => ({
  base: (await app.listen({ host: '127.0.0.1', port: 0 })).replace(/^http/, 'ws'),
});

/** A tenant of its own, one warehouse in it and a live key for that warehouse. */
export const tenantWithKey = async (app: App, name = 'wms'): Promise<TestKey> => {
  const tenantCode = `T${unique()}`;
  const [tenant] = await app.deps.db
    .insert(tenants)
    .values({ code: tenantCode, name: `Operator ${tenantCode}` })
    .returning({ id: tenants.id });
  return keyForNewWarehouse(app, tenant!.id, tenantCode, name);
};

/** Another warehouse of the same tenant and a key for it. */
export const keyForNewWarehouse = async (
  app: App,
  tenantId: number,
  tenantCode: string,
  name = 'wms',
): Promise<TestKey> => {
  const warehouseCode = `W${unique()}`;
  const [warehouse] = await app.deps.db
    .insert(warehouses)
    .values({
      tenantId,
      code: warehouseCode,
      nameZh: `仓库 ${warehouseCode}`,
      nameEn: `Warehouse ${warehouseCode}`,
      country: 'US',
      address: '1 Test Way',
      timezone: 'America/Los_Angeles',
    })
    .returning({ id: warehouses.id });
  const created = await app.services.integration.apiKeys.create({ warehouseCode, tenantCode, name });
  return {
    key: created.key,
    keyId: created.id,
    tenantId,
    tenantCode,
    warehouseId: warehouse!.id,
    warehouseCode,
  };
};

/** A customer company of the key's tenant and its signed-in main account. */
export const customerOf = async (app: App, k: { tenantId: number }, name?: string): Promise<TestUser> => {
  const [company] = await app.deps.db
    .insert(companies)
    .values({ tenantId: k.tenantId, name: name ?? `Company ${unique()}` })
    .returning({ id: companies.id });
  return createUser(app, { tenantId: k.tenantId, companyId: company!.id });
};

let counter = 0;
/** A fresh Idempotency-Key. */
export const idem = () => `test-${Date.now()}-${++counter}`;

/** One call of the integration API. */
export const api = (
  app: App,
  key: string | null,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) =>
  app.inject({
    method,
    url: `/open-api/warehouse${path}`,
    headers: { ...(key ? { 'x-api-key': key } : {}), language: 'en', ...headers },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });

/** A POST with a fresh Idempotency-Key (or the one given). */
export const post = (app: App, key: string, path: string, body: unknown, idempotencyKey = idem()) =>
  api(app, key, 'POST', path, body, { 'idempotency-key': idempotencyKey });

/** A key for a new warehouse of an existing tenant (e.g. the one customers register into). */
export const keyForTenant = async (app: App, tenantId: number, name = 'wms'): Promise<TestKey> => {
  const [tenant] = await app.deps.db.select().from(tenants).where(eq(tenants.id, tenantId));
  return keyForNewWarehouse(app, tenantId, tenant!.code, name);
};
