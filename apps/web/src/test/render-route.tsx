import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp } from 'antd';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import type { LoginResponse, RuntimeConfig } from '@oms/contracts';
import '@/app/i18n';
import i18n from '@/shared/i18n';
import { useSession } from '@/shared/stores/session-store';
import { FeedbackBridge } from '@/shared/ui/feedback';

/** The runtime config (window.__OMS_CONFIG__) a page under test reads: the API on /api, no captcha. */
export const TEST_CONFIG: RuntimeConfig = {
  apiBase: '/api',
  wsBase: '',
  loginCaptcha: false,
  demo: false,
  demoAccounts: [],
  appVersion: '',
};

/** What /user/login answers for the demo user in the tests that sign in through the API. */
export const TEST_LOGIN: LoginResponse = {
  token: 'tok-1',
  userId: 'u1',
  tenantId: 't1',
  companyId: 'c1',
  userName: 'Demo',
  accountName: 'demo',
  customerType: 1,
};

/**
 * For each test of the calling suite: TEST_CONFIG set before it; after it the real fetch back, the
 * config removed and the session signed out.
 */
export const setUpPortalEachTest = () => {
  beforeEach(() => {
    window.__OMS_CONFIG__ = { ...TEST_CONFIG };
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    window.__OMS_CONFIG__ = undefined;
    useSession.getState().clear();
  });
};

/** After each test of the calling suite, the language back to Chinese (for suites that switch it). */
export const restoreChineseEachTest = () =>
  afterEach(async () => {
    await i18n.changeLanguage('zh');
  });

/** A query cache as the tests' renders use: fresh, no retries. */
export const testQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

/**
 * Renders routes in a memory router with a fresh query cache (or the one given) and antd's App
 * context, as the app does.
 */
export const renderRoutes = (routes: RouteObject[], initialPath: string, queryClient = testQueryClient()) => {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AntApp>
        <FeedbackBridge />
        <RouterProvider router={router} />
      </AntApp>
    </QueryClientProvider>,
  );
  return { router, queryClient, ...view };
};

type Answer = { code?: number; message?: string; data?: unknown } | Response;
/** Answers one call; a promise holds the answer back until it settles (a slow server). */
export type Handler = (body: unknown, url: URL) => Answer | Promise<Answer>;

/**
 * Replaces `fetch` with a fake server: each path (e.g. '/api/user/login') answers with an envelope
 * built by its handler, as a real Response. Unknown paths answer HTTP 404.
 */
export const fakeServer = (handlers: Record<string, Handler>) => {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const handler = handlers[url.pathname];
    if (!handler) return new Response('not found', { status: 404 });
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const answer = await handler(body, url);
    if (answer instanceof Response) return answer;
    return Response.json({ code: 0, message: 'success', data: null, ...answer });
  });
  vi.stubGlobal('fetch', fetchMock);
  /** The parsed JSON bodies sent to a path, in order. */
  const bodies = (path: string): unknown[] =>
    fetchMock.mock.calls
      .filter(([input]) => String(input).split('?')[0]?.endsWith(path))
      .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined));
  return { fetchMock, bodies };
};
