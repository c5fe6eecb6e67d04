import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, switchLanguage, useBrowser } from './support/browser';

const browser = useBrowser();
const SECURITY = '/clientCenter/accountSafety';

const signedIn = (width = 1366, height?: number) => browser.signedIn({ width, height });
/** Opens a page from the sidebar, expanding its group first when the group has several pages. */
const openFromMenu = async (page: Page, path: string) => {
  const item = page.locator(`[data-testid=sidebar-item][data-path="${path}"]`);
  if (!(await item.isVisible())) {
    await page.locator(`[data-testid=sidebar-group][data-path="/${path.split('/')[1]}"]`).click();
  }
  await item.click();
  await page.waitForURL(`**${path}`);
};
/** Opens a tab's right-click menu and picks `action`. */
const tabMenu = async (page: Page, path: string, action: 'close' | 'closeOthers' | 'closeAll') => {
  await page.locator(`[data-testid=tags-view-tab][data-path="${path}"]`).click({ button: 'right' });
  await page.getByTestId(`tags-menu-${action}`).click();
};
const tabPaths = async (page: Page) =>
  page.getByTestId('tags-view-tab').evaluateAll((tabs) => tabs.map((t) => t.getAttribute('data-path')));

describe('the portal shell', () => {
  it('closes the sidebar under 992 px and opens it again when wider', async () => {
    const { context, page } = await signedIn(1200);
    await expect.poll(() => page.getByTestId('sidebar').getAttribute('data-collapsed')).toBe('false');
    await page.setViewportSize({ width: 900, height: 800 });
    await expect.poll(() => page.getByTestId('sidebar').isVisible()).toBe(false);
    await page.getByTestId('hamburger').click();
    await expect.poll(() => page.getByTestId('sidebar').getAttribute('data-mobile')).toBe('true');
    await screenshot(page, 'sidebar-mobile');
    await page.setViewportSize({ width: 1200, height: 800 });
    await expect.poll(() => page.getByTestId('sidebar').getAttribute('data-mobile')).toBe('false');
    await context.close();
  });

  it('closes tabs from the right-click menu and never closes home', async () => {
    const { context, page } = await signedIn();
    await openFromMenu(page, SECURITY);
    await expect.poll(() => tabPaths(page)).toEqual(['/dashboard/home', SECURITY]);
    expect(
      await page
        .locator('[data-testid=tags-view-tab][data-affix=true] [data-testid=tags-view-close]')
        .count(),
    ).toBe(0);

    await tabMenu(page, SECURITY, 'closeOthers');
    await expect.poll(() => tabPaths(page)).toEqual(['/dashboard/home', SECURITY]);

    await tabMenu(page, SECURITY, 'closeAll');
    await expect.poll(() => tabPaths(page)).toEqual(['/dashboard/home']);
    await page.waitForURL('**/dashboard/home');
    await page
      .locator('[data-testid=tags-view-tab][data-active=true][data-path="/dashboard/home"]')
      .waitFor();

    await openFromMenu(page, SECURITY);
    await expect.poll(() => tabPaths(page)).toEqual(['/dashboard/home', SECURITY]);
    await tabMenu(page, SECURITY, 'close');
    await expect.poll(() => tabPaths(page)).toEqual(['/dashboard/home']);
    await page.waitForURL('**/dashboard/home');
    await context.close();
  });

  it('lowers the bell badge when an unread announcement is acknowledged', async () => {
    const { context, page } = await signedIn();
    const badge = page.locator('[data-testid=bell-badge] .ant-badge-count');
    await badge.waitFor();
    const before = Number(await badge.getAttribute('title'));
    expect(before).toBeGreaterThan(0);
    await page.getByTestId('bell').click();
    await page
      .locator('[data-testid=bell-panel] [data-testid=announcement-item][data-unread=true]')
      .first()
      .click();
    await page.getByTestId('announcement-dialog').waitFor();
    await screenshot(page, 'announcement-dialog');
    await page.getByTestId('announcement-acknowledge').click();
    await expect.poll(async () => Number(await badge.getAttribute('title'))).toBe(before - 1);
    await context.close();
  });

  it('prompts for a reload, without a way to dismiss, when a newer version is deployed', async () => {
    const { context, page } = await signedIn();
    await page.route('**/static/version.json*', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ appVersion: '99991231235959' }),
      }),
    );
    await openFromMenu(page, SECURITY);
    const dialog = page.locator('.ant-modal-confirm');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('检测到应用升级，是否立即刷新？');
    await page.keyboard.press('Escape');
    await page.waitForTimeout(300);
    expect(await dialog.isVisible()).toBe(true);
    await page.unroute('**/static/version.json*');
    await Promise.all([page.waitForEvent('load'), dialog.getByRole('button').click()]);
    await context.close();
  });

  it('shows the corner popups once, as pills after a collapse, a language switch and a reload, never over a dialog', async () => {
    const { context, page } = await signedIn(1440);
    const todos = page.getByTestId('todo-popup');
    const notice = page.getByTestId('right-notice');
    await todos.waitFor();
    await notice.waitFor();
    await page.getByTestId('todo-popup-collapse').click();
    await page.getByTestId('right-notice-collapse').click();
    const todoPill = page.getByTestId('todo-popup-pill');
    const noticePill = page.getByTestId('right-notice-pill');
    expect(await todoPill.textContent()).toMatch(/^待办 \d+$/);
    await noticePill.waitFor();

    await switchLanguage(page, 'en');
    await todoPill.waitFor();
    expect(await todoPill.textContent()).toMatch(/^To-dos \d+$/);
    await noticePill.waitFor();
    expect([await todos.count(), await notice.count()]).toEqual([0, 0]);
    await page.reload();
    await page.getByTestId('home-welcome').waitFor();
    await todoPill.waitFor();
    await noticePill.waitFor();
    expect([await todos.count(), await notice.count()]).toEqual([0, 0]);

    // Opened again from its pill; then a drawer (the product form) opens: no popup shows over it.
    await page.goto('/basic/productManage');
    await todoPill.click();
    await todos.waitFor();
    await page.getByTestId('product-create').click();
    await page.locator('.ant-drawer-open').waitFor();
    await expect.poll(() => todos.isVisible()).toBe(false);
    await expect.poll(() => noticePill.isVisible()).toBe(false);
    await screenshot(page, 'popups-under-drawer');
    await page.locator('.ant-drawer-open .ant-drawer-close').click();
    await expect.poll(() => todos.isVisible()).toBe(true);
    await expect.poll(() => noticePill.isVisible()).toBe(true);
    await screenshot(page, 'popups-1440');
    await context.close();
  });

  it('keeps the popups to pills at the bottom of a 390 px screen, clear of the list’s pagination', async () => {
    const { context, page } = await signedIn(390, 844);
    await page.getByTestId('todo-popup-pill').waitFor();
    await page.getByTestId('right-notice-pill').waitFor();
    expect(await page.getByTestId('todo-popup').count()).toBe(0);
    /** How far above the bottom edge the highest visible popup reaches. */
    const covered = () =>
      page.getByTestId('popup-layer').evaluate((layer) => {
        const tops = Array.from(
          layer.querySelectorAll('[data-testid^=todo-popup], [data-testid^=right-notice]'),
        )
          .map((el) => el.getBoundingClientRect())
          .filter((r) => r.height > 0)
          .map((r) => r.top);
        return window.innerHeight - Math.min(...tops);
      });
    expect(await covered()).toBeLessThanOrEqual(56);

    await page.goto('/clientCenter/accountManage');
    await page.getByTestId('list-page-sub-accounts').locator('tbody tr.ant-table-row').first().waitFor();
    await page.getByTestId('todo-popup-pill').waitFor();
    expect(await covered()).toBeLessThanOrEqual(56);
    // Scrolled to the end of the page, as a user does to reach it: the pagination takes the click.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const pagination = page.locator('.ant-pagination').first();
    const box = (await pagination.boundingBox())!;
    const hit = await page.evaluate(
      ([x, y]) => Boolean(document.elementFromPoint(x!, y!)?.closest('.ant-pagination')),
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    expect(hit).toBe(true);
    await screenshot(page, 'popups-390');
    await context.close();
  });
});
