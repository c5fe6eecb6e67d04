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

/**
 * Opens a route inside the running portal (as the router does on a link: no reload) and waits until
 * the page has loaded what it shows.
 */
export const visit = async (page: Page, path: string) => {
  await page.evaluate((to) => {
    // The entry carries what react-router's own would (a fresh key; the next index).
    const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    const key = Math.random().toString(36).slice(2, 10);
    window.history.pushState({ usr: null, key, idx }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await pageView(page, path).waitFor({ timeout: 60_000 });
  await settle(page);
};

// What shows that a page is still loading: a spinner, a skeleton, a panel still opening.
const BUSY = '.ant-spin-spinning, .ant-skeleton-active, .ant-motion-collapse';

/**
 * Waits until nothing on the page spins or shimmers any more (data loaded, charts drawn). If that never
 * happens, says what still spins (inside which data-testid) and which requests are unanswered.
 */
export const settle = async (page: Page) => {
  try {
    await page.waitForFunction(
      (busy) =>
        (document.getElementById('root')?.childElementCount ?? 0) > 0 && !document.querySelector(busy),
      BUSY,
      { timeout: 60_000 },
    );
  } catch (error) {
    const busy = await page
      .evaluate(
        (selector) =>
          [...document.querySelectorAll(selector)].map(
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
  await page.waitForTimeout(150);
};
