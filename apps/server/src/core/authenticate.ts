import { HEADER, type Language } from '@oms/contracts';
import { errors } from '../lib/errors';
import { parseLanguage } from '../lib/language';
import type { AuthContext } from './context';

// The session check every signed-in call goes through: the auth plugin's hook, the WebSocket upgrade
// and the import upload (which reads its body as a stream before the route's handler). In core/ so
// that modules build on it without reaching into plugins/, which sit above them.

/** Resolves and checks a session from request headers; also used by the WebSocket upgrade. */
export const authenticate = async (
  app: { services: { sessions: { resolve(token: string, language: Language): Promise<AuthContext> } } },
  headers: Record<string, string | string[] | undefined>,
  token: string | undefined = single(headers[HEADER.token]),
): Promise<AuthContext> => {
  if (!token) throw errors.unauthorized();
  const auth = await app.services.sessions.resolve(token, parseLanguage(headers.language));
  const tenantHeader = single(headers[HEADER.tenantId]);
  const companyHeader = single(headers[HEADER.companyId]);
  if (
    (tenantHeader && tenantHeader !== String(auth.tenantId)) ||
    (companyHeader && companyHeader !== String(auth.companyId))
  ) {
    throw errors.forbidden('error.headerMismatch');
  }
  return auth;
};

const single = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
