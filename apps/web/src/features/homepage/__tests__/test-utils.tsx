import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import '@/shared/i18n';
import { FeedbackBridge } from '@/shared/ui/feedback';
import HomePage from '../pages/home-page';

type Answer = { code?: number; message?: string; data?: unknown };
type Handler = (body: unknown) => Answer;
type Call = { path: string; body: unknown };

/** Replaces `fetch` with a fake API answering real Responses; unknown paths answer 404. */
export const fakeApi = (handlers: Record<string, Handler>) => {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api\//, '');
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ path, body });
    const handler = handlers[path];
    if (!handler) return Response.json({ code: 404, message: 'not found', data: null }, { status: 404 });
    return Response.json({ code: 0, message: 'success', data: null, ...handler(body) });
  });
  return { calls, callsTo: (path: string) => calls.filter((c) => c.path === path) };
};

export const renderHomePage = () => {
  const router = createMemoryRouter(
    [
      { path: '/dashboard/home', element: <HomePage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/dashboard/home'] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <AntApp>
        <FeedbackBridge />
        <RouterProvider router={router} />
      </AntApp>
    </QueryClientProvider>,
  );
  return { router, queryClient };
};
