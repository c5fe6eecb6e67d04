import { vi } from 'vitest';

type Answer = { code?: number; message?: string; data?: unknown };
export type ApiHandler = (body: unknown, url: URL) => Answer | Promise<Answer>;
export type ApiCall = { path: string; body: unknown; url: URL };

/**
 * Replaces `fetch` with a fake API keyed by the path under /api/ (e.g. 'homepage/todoList'): envelopes
 * from the handlers as real Responses, unknown paths an HTTP 404 envelope. Records every call.
 */
export const fakeApi = (handlers: Record<string, ApiHandler>) => {
  const calls: ApiCall[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api\//, '');
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ path, body, url });
    const handler = handlers[path];
    if (!handler) return Response.json({ code: 404, message: 'not found', data: null }, { status: 404 });
    return Response.json({ code: 0, message: 'success', data: null, ...(await handler(body, url)) });
  });
  const callsTo = (path: string) => calls.filter((c) => c.path === path);
  /** The bodies sent to a path, in order. */
  const bodies = (path: string) => callsTo(path).map((c) => c.body);
  return { calls, callsTo, bodies };
};
