import type { BrowserContext, Page, Request } from 'playwright-core';

// The requests each browser context has sent and not yet seen answered, so that a test that waits in
// vain can say what the page was still waiting for.
const contexts = new WeakMap<BrowserContext, Map<Request, number>>();

/** Starts counting the context's requests in flight (once, when the context is made). */
export const trackRequests = (context: BrowserContext) => {
  const open = new Map<Request, number>();
  contexts.set(context, open);
  context.on('request', (request) => open.set(request, Date.now()));
  context.on('requestfinished', (request) => open.delete(request));
  context.on('requestfailed', (request) => open.delete(request));
};

/** The page's context's unanswered requests: "POST /api/products/page (61234 ms)". */
export const requestsInFlight = (page: Page) =>
  [...(contexts.get(page.context()) ?? new Map<Request, number>())].map(
    ([request, since]) => `${request.method()} ${new URL(request.url()).pathname} (${Date.now() - since} ms)`,
  );
