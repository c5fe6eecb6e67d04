// The one set of fixtures for server API tests: a company, its sign-in, its sub-accounts, and calls
// through HTTP (`app.inject`) the way a client makes them. Domain test-support files build on these.
import { eq } from 'drizzle-orm';
import type { ExportCreateResponse } from '@oms/contracts';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../src/app';
import { companies } from '../src/schema';

export const STRONG_PASSWORD = 'Tide#Lamp42';

export type Language = 'zh' | 'en';
export type Company = Awaited<ReturnType<typeof company>>;
export type Envelope<T = unknown> = { code: number; message: string; data: T };

let counter = 0;
/**
 * This worker among those running at once (vitest's pool slot), 0–99: files run side by side on one
 * database, and a time and a per-process counter alone repeat across them within a millisecond.
 */
export const WORKER = Number(process.env.VITEST_POOL_ID ?? process.pid) % 100;
/** A unique account name (and matching company) per call, so tests never collide, in one file or across. */
export const uniqueName = (prefix = 'user') =>
  `${prefix}${Date.now().toString(36)}${WORKER.toString(36).padStart(2, '0')}${(counter++).toString(36)}`;

/** The parsed `{ code, message, data }` envelope of an answer. */
export const bodyOf = <T = unknown>(res: LightMyRequestResponse) => res.json() as Envelope<T>;

/** How a call differs from the usual English request of a client at 127.0.0.1. */
export type CallOptions = { language?: Language; ip?: string; headers?: Record<string, string> };

/** POST /api/<path> with a session token (or none); `options` may be just the language. */
export const call = (
  app: App,
  token: string | null,
  path: string,
  payload: unknown = {},
  options: Language | CallOptions = {},
) => {
  const opts = typeof options === 'string' ? { language: options } : options;
  return app.inject({
    method: 'POST',
    url: `/api/${path}`,
    headers: { ...(token ? { token } : {}), language: opts.language ?? 'en', ...opts.headers },
    remoteAddress: opts.ip ?? '127.0.0.1',
    payload: payload as Record<string, unknown>,
  });
};

/** Creates a company with its main account straight through the accounts service. */
export const createCustomer = (
  app: App,
  input: { accountName?: string; password?: string; phone?: string; email?: string } = {},
) => {
  const accountName = input.accountName ?? uniqueName();
  return app.deps.db
    .transaction((tx) =>
      app.services.accounts.createCompanyWithMainAccount(tx, {
        companyName: `${accountName} Trading Ltd`,
        accountName,
        password: input.password ?? STRONG_PASSWORD,
        phone: input.phone ?? null,
        email: input.email ?? null,
      }),
    )
    .then((ids) => ({
      ...ids,
      accountName,
      password: input.password ?? STRONG_PASSWORD,
      phone: input.phone,
    }));
};

/** The sign-in call itself, for tests of sign-in; `tokenFor` is the way to just get a session. */
export const signIn = (
  app: App,
  body: { accountName: string; password: string; captchaKey?: string; captchaCode?: string },
  opts: { ip?: string; language?: Language } = {},
) =>
  app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: body,
    remoteAddress: opts.ip ?? '127.0.0.1',
    headers: opts.language ? { language: opts.language } : {},
  });

/** Signs in and answers the token, failing the test when sign-in fails. */
export const tokenFor = async (app: App, accountName: string, password = STRONG_PASSWORD, ip?: string) => {
  const body = bodyOf<{ token: string }>(await signIn(app, { accountName, password }, { ip }));
  if (body.code !== 0) throw new Error(`sign-in of ${accountName} failed: ${body.message}`);
  return body.data.token;
};

/** A fresh company's main account, signed in, with its tenant. */
export const company = async (app: App, input: Parameters<typeof createCustomer>[1] = {}) => {
  const c = await createCustomer(app, input);
  const token = await tokenFor(app, c.accountName);
  const [row] = await app.deps.db.select().from(companies).where(eq(companies.id, c.companyId));
  return { ...c, token, tenantId: row!.tenantId };
};

/** Two companies, `a` and `b`, each made by `make`: what most suites build on their useTestApp. */
export const twoCompanies =
  <C>(make: (app: App) => Promise<C>) =>
  async (app: App) => ({ a: await make(app), b: await make(app) });

/** A sub-account of the company whose role holds `codes`, signed in. */
export const subAccountWith = async (app: App, companyId: number, codes: string[]) => {
  const accountName = uniqueName('sub');
  await app.deps.db.transaction(async (tx) => {
    const { roleId } = await app.services.accounts.createRole(tx, companyId, uniqueName('role'), codes);
    await app.services.accounts.createUser(tx, { companyId, accountName, password: STRONG_PASSWORD, roleId });
  });
  return { accountName, token: await tokenFor(app, accountName) };
};

/** Runs an export that completes at once (POST /api/exports/create) and downloads its file. */
export const exportFile = async (
  app: App,
  token: string,
  kind: string,
  payload: object = {},
  language: Language = 'en',
) => {
  const res = await call(app, token, 'exports/create', { kind, ...payload }, language);
  const data = bodyOf<ExportCreateResponse>(res).data;
  if (res.statusCode !== 200 || data.mode !== 'sync') throw new Error(`export failed: ${res.body}`);
  const file = await app.inject({
    method: 'GET',
    url: `/api/files/download?id=${data.fileId}`,
    headers: { token },
  });
  return { data, raw: file.rawPayload };
};
