import { randomBytes } from 'node:crypto';
import { LogController } from 'fastify';
import { INTEGRATION_BASE, INTEGRATION_HEADER } from '@oms/contracts';

/** What an integration call answers: the HTTP status and the `{ code, message, data }` envelope. */
export type Answer<T> = {
  status: number;
  code: number;
  message: string;
  data: T;
  /** The server answered a repeated idempotency key with the first call's answer: nothing new happened. */
  replayed: boolean;
};

/** The integration API as the simulator sees it; paths are relative to /open-api/warehouse. */
export interface IntegrationClient {
  get<T>(path: string): Promise<Answer<T>>;
  post<T>(path: string, body: unknown, idempotencyKey: string): Promise<Answer<T>>;
}

type Raw = { status: number; text: string; replayed: boolean };

const parse = <T>({ status, text, replayed }: Raw): Answer<T> => {
  try {
    const body = JSON.parse(text) as { code?: number; message?: string; data?: T };
    return { status, code: body.code ?? 0, message: body.message ?? '', data: body.data as T, replayed };
  } catch {
    return { status, code: status, message: text.slice(0, 200), data: undefined as T, replayed };
  }
};

const headersFor = (key: string, idempotencyKey?: string): Record<string, string> => ({
  [INTEGRATION_HEADER.apiKey]: key,
  language: 'en',
  ...(idempotencyKey
    ? { [INTEGRATION_HEADER.idempotencyKey]: idempotencyKey, 'content-type': 'application/json' }
    : {}),
});

/** Over HTTP, for `npm run simulate --url … --key …` against a running server. */
export const httpClient = (
  baseUrl: string,
  key: string,
  fetchImpl: typeof fetch = fetch,
): IntegrationClient => {
  const root = `${baseUrl.replace(/\/+$/, '')}${INTEGRATION_BASE}`;
  const send = async (method: 'GET' | 'POST', path: string, body?: unknown, idempotencyKey?: string) => {
    const res = await fetchImpl(`${root}${path}`, {
      method,
      headers: headersFor(key, idempotencyKey),
      ...(method === 'POST' ? { body: JSON.stringify(body ?? {}) } : {}),
      signal: AbortSignal.timeout(30_000),
    });
    const replayed = res.headers.get(INTEGRATION_HEADER.replayed) === 'true';
    return { status: res.status, text: await res.text(), replayed };
  };
  return {
    get: async (path) => parse(await send('GET', path)),
    post: async (path, body, idempotencyKey) => parse(await send('POST', path, body, idempotencyKey)),
  };
};

/** Anything with Fastify's `inject`: the server's own simulator goes through the real routes. */
type Injectable = {
  inject(opts: {
    method: 'GET' | 'POST';
    url: string;
    headers: Record<string, string>;
    payload?: string;
  }): Promise<{ statusCode: number; body: string; headers: Record<string, unknown> }>;
};

/**
 * The in-process simulator's calls carry this header with a value made anew by each process, so the
 * server leaves them out of its request log (no one outside can quiet theirs): the simulator logs
 * its decisions itself.
 */
const QUIET_HEADER = 'x-oms-quiet';
const QUIET_TOKEN = randomBytes(16).toString('hex');

/** The server's request logging: every request but the in-process simulator's. */
export const requestLogController = () =>
  new LogController({
    disableRequestLogging: (req) => req.headers[QUIET_HEADER] === QUIET_TOKEN,
  });

/** In-process, for the simulator inside a demo server: the same routes, hooks and records. */
export const injectClient = (app: Injectable, key: string): IntegrationClient => {
  const send = async (method: 'GET' | 'POST', path: string, body?: unknown, idempotencyKey?: string) => {
    const res = await app.inject({
      method,
      url: `${INTEGRATION_BASE}${path}`,
      headers: { ...headersFor(key, idempotencyKey), [QUIET_HEADER]: QUIET_TOKEN },
      ...(method === 'POST' ? { payload: JSON.stringify(body ?? {}) } : {}),
    });
    const replayed = String(res.headers[INTEGRATION_HEADER.replayed]) === 'true';
    return { status: res.statusCode, text: res.body, replayed };
  };
  return {
    get: async (path) => parse(await send('GET', path)),
    post: async (path, body, idempotencyKey) => parse(await send('POST', path, body, idempotencyKey)),
  };
};
