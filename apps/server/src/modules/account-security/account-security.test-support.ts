// Helpers for the account security API tests (not a test file itself).
import type { App } from '../../app';
import { sessions } from '../../db/schema';
import { newToken, sha256 } from '../../lib/crypto';
import type { OutgoingMessage } from '../../lib/sender';
import {
  bodyOf,
  createCustomer,
  signIn,
  STRONG_PASSWORD,
  tokenFor,
  uniqueName,
} from '../auth/auth.test-support';

export { bodyOf, createCustomer, signIn, STRONG_PASSWORD, tokenFor, uniqueName };

let seq = 0;
/** A phone number no other test uses. */
export const newPhone = () =>
  `137${String(Date.now() % 1e6).padStart(6, '0')}${String(seq++ % 100).padStart(2, '0')}`;
export const newEmail = () => `${uniqueName('sec')}@Example.COM`;

type CallOptions = { language?: 'zh' | 'en'; ip?: string };

/** A fresh company's main account, signed in. */
export const signedInCustomer = async (app: App, input: { phone?: string; email?: string } = {}) => {
  const c = await createCustomer(app, input);
  return { ...c, token: await tokenFor(app, c.accountName) };
};

/** A source of distinct client addresses under a prefix such as `10.20`. */
export const addresses = (prefix: string) => {
  let n = 0;
  return () => {
    n++;
    return `${prefix}.${Math.floor(n / 250)}.${(n % 250) + 1}`;
  };
};

/** POST /api/account-security/<action> with a session token. */
export const call = (app: App, token: string, action: string, body?: unknown, opts: CallOptions = {}) =>
  app.inject({
    method: 'POST',
    url: `/api/account-security/${action}`,
    headers: { token, language: opts.language ?? 'en' },
    remoteAddress: opts.ip ?? '127.0.0.1',
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });

/** The code as the person received it: the last message sent to the target. */
export const codeSentTo = (sent: OutgoingMessage[], target: string) => {
  const message = [...sent].reverse().find((m) => m.target === target.toLowerCase());
  return /\d{6}/.exec(message?.body ?? '')?.[0] ?? '';
};

/**
 * Another live session of the user, as if signed in on a second device. Sign-in itself ends the older
 * session of the account, so the test writes the row the way the sessions service does.
 */
export const secondSession = async (app: App, userId: number) => {
  const token = newToken();
  const now = Date.now();
  await app.deps.db.insert(sessions).values({
    userId,
    tokenHash: sha256(token),
    ip: '10.9.9.9',
    idleExpiresAt: new Date(now + 3_600_000),
    absoluteExpiresAt: new Date(now + 3_600_000),
  });
  return token;
};

/** A sub-account of the company whose role holds `codes`, signed in; answers its token. */
export const subAccountWith = async (app: App, companyId: number, codes: string[]) => {
  const accountName = uniqueName('sub');
  await app.deps.db.transaction(async (tx) => {
    const { roleId } = await app.services.accounts.createRole(tx, companyId, uniqueName('role'), codes);
    await app.services.accounts.createUser(tx, {
      companyId,
      accountName,
      password: STRONG_PASSWORD,
      roleId,
    });
  });
  return { accountName, token: await tokenFor(app, accountName) };
};
