// Helpers for the account security API tests (not a test file itself).
import type { App } from '../../app';
import { sessions } from '../../schema';
import { newToken, sha256 } from '../../lib/crypto';
import type { OutgoingMessage } from '../../lib/sender';
import { call, uniqueName, WORKER, type CallOptions } from '../../../test/fixtures';

let seq = 0;
/** A phone number no other test uses (the worker's number keeps files running side by side apart). */
export const newPhone = () =>
  `17${WORKER % 10}${String(Date.now() % 1e6).padStart(6, '0')}${String(seq++ % 100).padStart(2, '0')}`;
export const newEmail = () => `${uniqueName('sec')}@Example.COM`;

/** A source of distinct client addresses under a prefix such as `10.20`. */
export const addresses = (prefix: string) => {
  let n = 0;
  return () => {
    n++;
    return `${prefix}.${Math.floor(n / 250)}.${(n % 250) + 1}`;
  };
};

/** Asks (POST account-security/sendCode, as the session `token`) for a code sent to `target`. */
export const sendCode = (
  app: App,
  token: string,
  channel: 'phone' | 'email',
  target: string,
  options: CallOptions = {},
) => call(app, token, 'account-security/sendCode', { channel, target }, options);

/**
 * The code as the person received it: the six digits standing alone in the last message sent to the
 * target. Alone: the message names the account before the code, and a test account's name (letters,
 * then a time in base 36 and a counter) often ends in a run of six digits or more.
 */
export const codeSentTo = (sent: OutgoingMessage[], target: string) => {
  const message = [...sent].reverse().find((m) => m.target === target.toLowerCase());
  return /(?<![\p{L}\d])\d{6}(?!\d)/u.exec(message?.body ?? '')?.[0] ?? '';
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
