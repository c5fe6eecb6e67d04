// Helpers for the account management API tests (not a test file itself).
import type { App } from '../../app';
import { bodyOf, createCustomer, STRONG_PASSWORD, tokenFor, uniqueName } from '../auth/auth.test-support';
import { subAccountWith } from '../account-security/account-security.test-support';

export { bodyOf, STRONG_PASSWORD, subAccountWith, tokenFor, uniqueName };

/** POST /api/sub-accounts/<action> (or another /api path) with a session token. */
export const call = (
  app: App,
  token: string,
  action: string,
  payload: unknown = {},
  language: 'zh' | 'en' = 'en',
) =>
  app.inject({
    method: 'POST',
    url: action.startsWith('/') ? action : `/api/sub-accounts/${action}`,
    headers: { token, language },
    payload: payload as Record<string, unknown>,
  });

/** A fresh company: its signed-in main account and a role to give sub-accounts. */
export const company = async (app: App) => {
  const c = await createCustomer(app);
  const token = await tokenFor(app, c.accountName);
  const { roleId } = await app.deps.db.transaction((tx) =>
    app.services.accounts.createRole(tx, c.companyId, uniqueName('role'), ['OMS_HOME']),
  );
  return { ...c, token, roleId: String(roleId) };
};

/** The body of a create call that succeeds. */
export const newAccount = (roleId: string, extra: Record<string, unknown> = {}) => ({
  accountName: uniqueName('sub'),
  password: STRONG_PASSWORD,
  confirmPassword: STRONG_PASSWORD,
  userName: 'Warehouse Clerk',
  roleId,
  ...extra,
});

export type Created = { id: string; accountName: string; status: string; isMain: boolean };

/** Creates a sub-account through the API and answers the record. */
export const createThroughApi = async (app: App, token: string, body: Record<string, unknown>) => {
  const res = await call(app, token, 'create', body);
  const parsed = bodyOf<Created>(res);
  if (parsed.code !== 0) throw new Error(`create failed: ${parsed.message}`);
  return parsed.data;
};
