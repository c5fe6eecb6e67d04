import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, signIn, useBrowser } from './support/browser';

const browser = useBrowser();
const SECURITY = '/clientCenter/accountSafety';

const signedIn = async (width = 1366) => {
  const context = await browser.context({ width });
  const page = await context.newPage();
  await page.goto('/login');
  await signIn(page);
  await page.getByTestId('home-welcome').waitFor();
  return { context, page };
};
/** Opens a page from the sidebar, expanding its group first when the group has several pages. */
const openFromMenu = async (page: Page, path: string) => {
  const item = page.locator(`[data-testid=sidebar-item][data-path="${path}"]`);
  if (!(await item.isVisible())) {
    await page.locator(`[data-testid=sidebar-group][data-path="/${path.split('/')[1]}"]`).click();
  }
  await item.click();
  await page.waitForURL(`**${path}`);
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

    await page.locator(`[data-testid=tags-view-tab][data-path="${SECURITY}"]`).click({ button: 'right' });
    await page.getByTestId('tags-menu-closeOthers').click();
    await expect.poll(() => tabPaths(page)).toEqual(['/dashboard/home', SECURITY]);

    await page.locator(`[data-testid=tags-view-tab][data-path="${SECURITY}"]`).click({ button: 'right' });
    await page.getByTestId('tags-menu-closeAll').click();
    await expect.poll(() => tabPaths(page)).toEqual(['/dashboard/home']);
    await page.waitForURL('**/dashboard/home');
    await page
      .locator('[data-testid=tags-view-tab][data-active=true][data-path="/dashboard/home"]')
      .waitFor();

    await openFromMenu(page, SECURITY);
    await expect.poll(() => tabPaths(page)).toEqual(['/dashboard/home', SECURITY]);
    await page.locator(`[data-testid=tags-view-tab][data-path="${SECURITY}"]`).click({ button: 'right' });
    await page.getByTestId('tags-menu-close').click();
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
});
