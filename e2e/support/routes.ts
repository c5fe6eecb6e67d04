import type { Page } from 'playwright-core';
import { requestsInFlight } from './in-flight';

/**
 * Every page of the sidebar, by route: opens each group of the (wide) sidebar first, so that the
 * titles of every item are on screen too.
 */
export const menuRoutes = async (page: Page): Promise<string[]> => {
  const groups = page.locator('li.ant-menu-submenu:not(.ant-menu-submenu-open) [data-testid=sidebar-group]');
  while ((await groups.count()) > 0) {
    const before = await groups.count();
    await groups.first().click();
    await page.waitForFunction(
      (n) =>
        document.querySelectorAll(
          'li.ant-menu-submenu:not(.ant-menu-submenu-open) [data-testid=sidebar-group]',
        ).length < n,
      before,
    );
  }
  // Let the last group finish opening before its items are measured.
  await settle(page);
  return page
    .locator('[data-testid=sidebar] [data-testid=sidebar-item]')
    .evaluateAll((items) => items.map((i) => i.getAttribute('data-path') ?? ''));
};

/** The page of the route, as the portal keeps it alive in its tab. */
export const pageView = (page: Page, path: string) =>
  page.locator(`[data-testid=keep-alive-view][data-path="${path}"]`);

/** Where a link the portal cannot open lands: the not-found page, or the one for a lost session. */
const DEAD_ENDS = ['/404', '/401'];

/**
 * Opens a route (a path, with a query if any) inside the running portal, as the router does on a link:
 * no reload. Waits until the page has loaded what it shows, and answers the path it landed on: the
 * route's own, or /404 or /401 when the portal has no such page for this user.
 */
export const visit = async (page: Page, target: string) => {
  await page.evaluate((to) => {
    // The entry carries what react-router's own would (a fresh key; the next index).
    const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    const key = Math.random().toString(36).slice(2, 10);
    window.history.pushState({ usr: null, key, idx }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, target);
  const path = new URL(target, 'http://x').pathname;
  await page.waitForFunction(
    ([path, ends]) =>
      ends.includes(window.location.pathname) ||
      document.querySelector(`[data-testid=keep-alive-view][data-path="${path}"]`) !== null,
    [path, DEAD_ENDS] as const,
    { timeout: 60_000 },
  );
  await settle(page);
  return new URL(page.url()).pathname;
};

// What shows that a page is still loading: a spinner (index.html's first), a skeleton, a panel still
// opening. Only what
// shows counts: a tab left while it loaded keeps its skeleton, hidden, while it stays in the background.
const BUSY = '.boot-spin, .ant-spin-spinning, .ant-skeleton-active, .ant-motion-collapse';

/**
 * Waits until nothing on the page spins or shimmers any more (data loaded, charts drawn). If that never
 * happens, says what still spins (inside which data-testid) and which requests are unanswered.
 */
export const settle = async (page: Page) => {
  try {
    await page.waitForFunction(
      (busy) =>
        (document.getElementById('root')?.childElementCount ?? 0) > 0 &&
        ![...document.querySelectorAll(busy)].some((e) => e.checkVisibility()),
      BUSY,
      { timeout: 60_000 },
    );
  } catch (error) {
    const busy = await page
      .evaluate(
        (selector) =>
          [...document.querySelectorAll(selector)]
            .filter((e) => e.checkVisibility())
            .map(
              (e) =>
                `${e.className} in ${e.closest('[data-testid]')?.getAttribute('data-testid') ?? 'the page'}`,
            ),
        BUSY,
      )
      .catch(() => ['(page gone)']);
    throw new Error(
      `${page.url()} never settled. Busy: ${JSON.stringify(busy)}. Unanswered: ${JSON.stringify(requestsInFlight(page))}`,
      { cause: error },
    );
  }
  // Nothing spins any more: let the browser lay out and paint what the last answers rendered (two
  // frames) before anything is measured.
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
};
