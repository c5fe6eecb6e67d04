// Helpers for the auth and accounts API tests (not a test file itself).
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../app';

export const STRONG_PASSWORD = 'Tide#Lamp42';

let counter = 0;
/** A unique account name (and matching company) per call, so tests in one file never collide. */
export const uniqueName = (prefix = 'user') =>
  `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`;

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

export const signIn = (
  app: App,
  body: { accountName: string; password: string; captchaKey?: string; captchaCode?: string },
  opts: { ip?: string; language?: 'zh' | 'en' } = {},
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
  const res = await signIn(app, { accountName, password }, { ip });
  const body = res.json() as { code: number; message: string; data: { token: string } };
  if (body.code !== 0) throw new Error(`sign-in of ${accountName} failed: ${body.message}`);
  return body.data.token;
};

export const current = (app: App, token: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/user/current', headers: { token, ...headers } });

export const bodyOf = <T = unknown>(res: LightMyRequestResponse) =>
  res.json() as { code: number; message: string; data: T };
