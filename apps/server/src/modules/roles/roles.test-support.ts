// Helpers for the roles API tests (not a test file itself).
import type { App } from '../../app';
import { bodyOf, call, uniqueName } from '../../../test/fixtures';

export type CreatedRole = { id: string; name: string; codes: string[]; userCount: number };

/** Creates a role through the API and answers the record. */
export const createRole = async (app: App, token: string, codes: string[], name = uniqueName('role')) => {
  const res = await call(app, token, 'roles/create', { name, codes });
  const parsed = bodyOf<CreatedRole>(res);
  if (parsed.code !== 0) throw new Error(`create role failed: ${parsed.message}`);
  return parsed.data;
};

/** What /user/current answers a token: its codes and the route paths of its menus. */
export const currentOf = async (app: App, token: string) => {
  const res = await app.inject({ method: 'POST', url: '/api/user/current', headers: { token } });
  const body = bodyOf<{
    permissions: string[];
    menus: { routePath: string; children: { routePath: string }[] }[];
  }>(res);
  return {
    status: res.statusCode,
    permissions: [...(body.data?.permissions ?? [])].sort(),
    routes: (body.data?.menus ?? []).flatMap((m) => m.children.map((c) => c.routePath)),
  };
};
