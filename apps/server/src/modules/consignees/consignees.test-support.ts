// Helpers for the consignee and payer-account API tests (not a test file itself).
import type { App } from '../../app';
import { createMainAccount, createUser, type TestUser } from '../homepage/test-support';

export type Body<T = unknown> = { code: number; message: string; data: T };
export { createMainAccount, createUser, type TestUser };

/** POST an /api path as `user`. */
export const post = async <T = unknown>(
  app: App,
  user: TestUser,
  path: string,
  payload: unknown = {},
  language: 'zh' | 'en' = 'en',
) => {
  const res = await app.inject({
    method: 'POST',
    url: path,
    headers: { token: user.token, language },
    payload: payload as Record<string, unknown>,
  });
  return { status: res.statusCode, body: res.json<Body<T>>() };
};

/** A consignee the create call accepts. */
export const newConsignee = (extra: Record<string, unknown> = {}) => ({
  name: 'Jane Roe',
  company: 'Acme Inc.',
  country: 'US',
  state: 'CA',
  city: 'Los Angeles',
  address: '100 Main St',
  postalCode: '90001',
  email: 'jane@example.com',
  phone: '+1 213 555 0100',
  ...extra,
});

/** A sub-account of `owner`'s company holding exactly `codes`. */
export const colleague = (app: App, owner: TestUser, codes: readonly string[]) =>
  createUser(app, { tenantId: owner.tenantId, companyId: owner.companyId }, codes);

/** Creates through the API and answers the id (fails the test on refusal). */
export const createVia = async (app: App, user: TestUser, path: string, body: object) => {
  const res = await post<{ id: string }>(app, user, path, body);
  if (res.body.code !== 0) throw new Error(`${path} refused: ${res.body.message}`);
  return res.body.data.id;
};
