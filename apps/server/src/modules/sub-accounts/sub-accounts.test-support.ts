// Helpers for the account management API tests (not a test file itself).
import type { App } from '../../app';
import { bodyOf, call, company, STRONG_PASSWORD, uniqueName } from '../../../test/fixtures';

/** A fresh company: its signed-in main account and a role to give sub-accounts. */
export const companyWithRole = async (app: App) => {
  const c = await company(app);
  const { roleId } = await app.deps.db.transaction((tx) =>
    app.services.accounts.createRole(tx, c.companyId, uniqueName('role'), ['OMS_HOME']),
  );
  return { ...c, roleId: String(roleId) };
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
  const res = await call(app, token, 'sub-accounts/create', body);
  const parsed = bodyOf<Created>(res);
  if (parsed.code !== 0) throw new Error(`create failed: ${parsed.message}`);
  return parsed.data;
};
