import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn, useBrowser } from './support/browser';
import { menuRoutes, settle } from './support/routes';

const browser = useBrowser();
const HOME = '/dashboard/home';

/**
 * Links that wait for pages of later issues, and only these. Everything else a page links to inside
 * the portal must open a real page, not the 404 page.
 */
const WAITING = new Set([
  // The home page's to-dos (and its counts by status) lead to the order lists of their type: the
  // orders issues.
  '/order/outWarehouse',
  '/order/relabel',
  '/order/returnedGoods',
  '/order/vasManage',
  // The sign-in page's promises (inventory, inbound, fulfilment, finance) are text, not links yet.
]);

/** The portal's own links on the page (server downloads under /api are files, not pages). */
const internalLinks = async (page: Page, origin: string) =>
  (await page.locator('a[href]').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href)))
    .map((href) => new URL(href))
    .filter((url) => url.origin === origin && !url.pathname.startsWith('/api/'));

describe('links inside the portal', () => {
  it('lead to pages that exist, from the sign-in page, every page of the menu and home', async () => {
    const origin = new URL(inject('baseURL')).origin;
    const context = await browser.context({ width: 1440, height: 900 });
    const page = await context.newPage();
    // Each path once, with the page that first linked to it.
    const linkedFrom = new Map<string, string>();
    const queue: string[] = [];
    const follow = async (from: string) => {
      for (const url of await internalLinks(page, origin)) {
        if (linkedFrom.has(url.pathname)) continue;
        linkedFrom.set(url.pathname, from);
        queue.push(url.pathname + url.search);
      }
    };

    await page.goto('/login');
    await page.locator('#login_accountName').waitFor();
    await follow('/login');
    await signIn(page);
    await page.getByTestId('home-welcome').waitFor();
    for (const path of [HOME, ...(await menuRoutes(page))]) {
      if (linkedFrom.has(path)) continue;
      linkedFrom.set(path, 'the menu');
      queue.push(path);
    }

    const dead: string[] = [];
    const opened: string[] = [];
    while (queue.length > 0) {
      const target = queue.shift()!;
      const path = new URL(target, origin).pathname;
      if (WAITING.has(path)) continue;
      await page.goto(target);
      await settle(page);
      const landed = new URL(page.url()).pathname;
      if (landed === '/404' || landed === '/401') {
        dead.push(`${target} (linked from ${linkedFrom.get(path)}) opens ${landed}`);
        continue;
      }
      opened.push(path);
      await follow(path);
    }
    expect(dead).toEqual([]);
    // The walk reached the menu's pages and what they link to (home, details, the template list…).
    expect(opened).toContain(HOME);
    expect(opened.length).toBeGreaterThan(10);
    // Some 50 full page loads: about a minute on a quiet 2-core machine, past 90 s on a loaded one.
  }, 180_000);
});
