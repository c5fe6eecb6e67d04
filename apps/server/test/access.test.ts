import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ALL_ENDPOINTS,
  authEndpoints,
  isIntegration,
  isPublic,
  normalizeRoleCodes,
  ROOT_CODE,
  type Endpoint,
} from '@oms/contracts';
import { useTestApp } from './app';
import type { AccessFixture } from './access/fixture';
import { bodyOf, call, company, subAccountWith } from './fixtures';

// One test for every route of both APIs, so that a route added later is covered by construction:
// the server registers exactly the contracts' descriptors; a customer call without a session answers
// 401, without its code 403 and with it neither; every call is in its OpenAPI document; an integration
// call without a key answers 401; and another company's
// ids answer 404 (a page never lists them).

const key = (method: string, path: string) => `${method} ${path}`;
const urlOf = (e: Endpoint) => e.path.replace(/:(\w+)/g, '1');

const fixtures = new Map<string, AccessFixture>();
for (const file of readdirSync(new URL('./access', import.meta.url))) {
  if (file === 'fixture.ts' || !file.endsWith('.ts')) continue;
  const mod = (await import(/* @vite-ignore */ new URL(`./access/${file}`, import.meta.url).href)) as Record<
    string,
    AccessFixture
  >;
  for (const [domain, fixture] of Object.entries(mod)) fixtures.set(domain, fixture);
}

/** The fields of an endpoint's JSON body, when it is an object. */
const bodyKeys = (e: Endpoint): string[] => {
  const schema =
    e.body instanceof z.ZodOptional || e.body instanceof z.ZodNullable ? e.body.unwrap() : e.body;
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
};
const takesIds = (e: Endpoint) => bodyKeys(e).some((k) => k === 'id' || k === 'ids');

const customer = ALL_ENDPOINTS.filter((e) => !isIntegration(e));
const guarded = customer.filter((e) => !isPublic(e));
const integration = ALL_ENDPOINTS.filter(isIntegration);

describe('every route of the customer and integration APIs', () => {
  const t = useTestApp(async (app) => ({ owner: await company(app), intruder: await company(app) }));

  it('registers exactly the endpoints declared in contracts, each from its descriptor', () => {
    const routes = t.app.apiRoutes;
    expect(routes.filter((r) => !r.endpoint).map((r) => key(r.method, r.url))).toEqual([]);
    const registered = routes.map((r) => key(r.method, r.url)).sort();
    const declared = ALL_ENDPOINTS.map((e) => key(e.method, e.path)).sort();
    expect(registered).toEqual(declared);
    expect(new Set(declared).size).toBe(declared.length);
  });

  it('answers 401 without a session, on every customer call that is not public', async () => {
    for (const e of guarded) {
      const res = await t.app.inject({ method: e.method, url: urlOf(e), headers: { language: 'en' } });
      expect([key(e.method, e.path), res.statusCode, bodyOf(res).code]).toEqual([
        key(e.method, e.path),
        401,
        401,
      ]);
    }
  });

  it('needs a session only (no permission code) on exactly these calls, each acting on the caller', () => {
    // Adding a call here is a decision: the service must scope it to the session's user or company.
    const sessionOnly = guarded.filter((e) => e.access === ROOT_CODE).map((e) => key(e.method, e.path));
    expect(sessionOnly.sort()).toEqual(
      [
        'POST /api/user/loginOut',
        'POST /api/user/current',
        'POST /api/files/upload',
        'GET /api/files/download',
        'POST /api/exports/create',
        'POST /api/exports/kinds',
        'POST /api/downloads/detail',
        'POST /api/imports/upload',
        'POST /api/imports/result',
        'POST /api/certification/state',
        'POST /api/column-settings/get',
        'POST /api/column-settings/save',
        'POST /api/column-settings/reset',
        // "My account" (user menu): one's own name and password, whatever the role.
        'POST /api/my-account/info',
        'POST /api/my-account/updateProfile',
        'POST /api/my-account/changePassword',
        // The top bar's search: each group only for who may open its documents (search.test.ts).
        'POST /api/search/find',
      ].sort(),
    );
  });

  it('answers 403 to a session without the call’s permission code', async () => {
    // Two sub-accounts that hold one page each: every code but the home page's is missing from the
    // first, and the home page's from the second.
    const home = await subAccountWith(t.app, t.owner.companyId, ['OMS_HOME']);
    const brands = await subAccountWith(t.app, t.owner.companyId, ['OMS_BASICBRAND', 'OMS_BASICBRAND:view']);
    for (const e of guarded) {
      if (e.access === ROOT_CODE) continue; // any signed-in user
      const lacking = e.access === 'OMS_HOME' ? brands : home;
      const res = await t.app.inject({
        method: e.method,
        url: urlOf(e),
        headers: { token: lacking.token, language: 'zh' },
      });
      expect([key(e.method, e.path), res.statusCode, bodyOf(res).message]).toEqual([
        key(e.method, e.path),
        403,
        '权限不足，请联系管理员',
      ]);
    }
  });

  it('lets a session holding exactly the call’s code through (never 401 or 403)', async () => {
    const byCode = new Map<string, Endpoint[]>();
    for (const e of guarded) byCode.set(e.access as string, [...(byCode.get(e.access as string) ?? []), e]);
    for (const [code, endpoints] of byCode) {
      // The role the roles page would save for this one code (its page and view come with it).
      const holder = await subAccountWith(t.app, t.owner.companyId, normalizeRoleCodes([code]));
      // Signing out ends the session the other calls use: it goes last.
      const ordered = [...endpoints].sort(
        (a, b) => Number(a === authEndpoints.loginOut) - Number(b === authEndpoints.loginOut),
      );
      for (const e of ordered) {
        const res = await t.app.inject({
          method: e.method,
          url: urlOf(e),
          headers: { token: holder.token, language: 'en' },
          ...(e.method === 'POST' && !e.multipart ? { payload: {} } : {}),
        });
        expect([401, 402, 403], `${key(e.method, e.path)}: ${res.body.slice(0, 200)}`).not.toContain(
          res.statusCode,
        );
      }
    }
  });

  it('documents every call in its OpenAPI document, and no call in the other one', async () => {
    const paths = async (url: string) =>
      Object.keys((await t.app.inject({ method: 'GET', url })).json<{ paths: object }>().paths);
    const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');
    const api = await paths('/api/docs/json');
    const open = await paths('/open-api/docs/json');
    for (const e of customer) expect(api, e.path).toContain(e.path);
    for (const e of integration) expect(open, e.path).toContain(openApiPath(e.path));
    expect(api.filter((p) => p.startsWith('/open-api'))).toEqual([]);
    expect(open.filter((p) => p.startsWith('/api/'))).toEqual([]);
  });

  it('answers 401 on every integration call without an API key, or with a customer token', async () => {
    for (const e of integration) {
      for (const headers of [{}, { token: t.owner.token }]) {
        const res = await t.app.inject({ method: e.method, url: urlOf(e), headers });
        expect([key(e.method, e.path), res.statusCode]).toEqual([key(e.method, e.path), 401]);
      }
    }
  });

  it("never lets a company read or change another company's documents", async () => {
    const domains = [...new Set(guarded.filter(takesIds).map((e) => e.domain))];
    const missing = domains.filter((d) => !fixtures.has(d));
    expect(missing, 'domains with calls that take ids need a fixture in test/access/').toEqual([]);
    for (const domain of domains) {
      const fixture = fixtures.get(domain)!;
      const { id } = await fixture.seed({ app: t.app, owner: t.owner, call });
      if (fixture.sharedIds) {
        await fixture.sharedIds({ app: t.app, owner: t.owner, intruder: t.intruder, call, id });
        continue;
      }
      for (const e of guarded.filter((x) => x.domain === domain)) {
        const name = key(e.method, e.path);
        if (e.name === 'page') {
          const res = await call(t.app, t.intruder.token, e.path.slice('/api/'.length), {});
          const records = bodyOf<{ records: { id: string }[] }>(res).data.records;
          expect(
            records.map((r) => r.id),
            name,
          ).not.toContain(id);
          continue;
        }
        if (!takesIds(e)) continue;
        const body =
          fixture.bodies?.[e.name]?.(id) ??
          (bodyKeys(e).includes('ids') ? { ids: [id], reason: 'access test' } : { id });
        const res = await call(t.app, t.intruder.token, e.path.slice('/api/'.length), body, 'zh');
        const refusal = fixture.refusals?.[e.name] ?? { status: 404, message: '访问资源不存在' };
        expect([name, res.statusCode, bodyOf(res).message]).toEqual([name, refusal.status, refusal.message]);
      }
      // And the owner still has it, unchanged by the attempts.
      const detail = guarded.find((x) => x.domain === domain && x.name === 'detail');
      if (detail) {
        const res = await call(t.app, t.owner.token, detail.path.slice('/api/'.length), { id });
        expect([domain, res.statusCode]).toEqual([domain, 200]);
      }
    }
  });
});
