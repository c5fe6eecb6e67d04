import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, signIn, useBrowser } from './support/browser';

const browser = useBrowser();
const PASSWORD = 'Tide#Lamp42';
const stamp = Date.now().toString(36).slice(-6);
const ROLE = `E2E角色${stamp}`;
const ACCOUNT = `e2e.role.${stamp}`;

const newPage = async () => (await browser.context()).newPage();

/** Ticks the tree node titled `title` in the open role dialog. */
const tick = (page: Page, title: string) =>
  page
    .locator('.ant-modal [data-testid=permission-tree] .ant-tree-treenode')
    .filter({ has: page.getByText(title, { exact: true }) })
    .locator('.ant-tree-checkbox')
    .click();

const sidebarPaths = (page: Page) =>
  page
    .locator('[data-testid=sidebar-item], [data-testid=sidebar-group]')
    .evaluateAll((items) => items.map((i) => i.getAttribute('data-path')));

/**
 * Saves the role form and waits for the update's answer and its message (the message of a save a
 * moment earlier may still be showing beside it).
 */
const saveRole = async (page: Page) => {
  await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/roles/update') && r.ok()),
    page.locator('#role_submit').click(),
  ]);
  await page
    .getByText(/角色已更新/)
    .last()
    .waitFor();
};

describe('roles', () => {
  it('gives a sub-account only the menus of its role, and 404 elsewhere; role changes follow at once', async () => {
    // The main account creates a role with the home page and account security only…
    const demo = await newPage();
    await demo.goto('/login');
    await signIn(demo);
    await demo.getByTestId('home-welcome').waitFor();
    await demo.goto('/clientCenter/roleManage');
    await demo.getByTestId('role-create').click();
    await demo.locator('#role_name').fill(ROLE);
    await tick(demo, '首页');
    await tick(demo, '账号安全');
    await screenshot(demo, 'roles-form');
    await demo.locator('#role_submit').click();
    await demo.getByText('角色已创建').waitFor();
    await demo.locator('tr', { hasText: ROLE }).waitFor();

    // …and a sub-account holding it.
    await demo.goto('/clientCenter/accountManage');
    await demo.getByTestId('sub-account-create').click();
    await demo.locator('#sub-account_accountName').fill(ACCOUNT);
    await demo.locator('#sub-account_password').fill(PASSWORD);
    await demo.locator('#sub-account_confirmPassword').fill(PASSWORD);
    await demo.locator('#sub-account_userName').fill('E2E Clerk');
    await demo.locator('#sub-account_roleId').click();
    await demo.locator('#sub-account_roleId').fill(ROLE);
    await demo.locator(`.ant-select-item-option[title="${ROLE}"]`).click();
    await demo.locator('#sub-account_submit').click();
    await demo.getByText('子账号已创建').waitFor();

    // Signed out, then in as the sub-account: only those menus.
    await demo.getByTestId('user-menu').click();
    await demo.getByTestId('sign-out').click();
    await demo.getByTestId('sign-out-confirm').click();
    await demo.waitForURL('**/login**');
    // (The sign-out keeps the accounts page as the redirect, which this account may not open.)
    await demo.goto('/login');
    await signIn(demo, ACCOUNT, PASSWORD);
    await demo.getByTestId('home-welcome').waitFor();
    await expect.poll(() => sidebarPaths(demo)).toEqual(['/dashboard/home', '/clientCenter/accountSafety']);
    await screenshot(demo, 'roles-sub-account-menus');

    // A page outside the role answers the 404 page.
    for (const path of ['/clientCenter/accountManage', '/clientCenter/roleManage']) {
      await demo.goto(path);
      await demo.waitForURL('**/404');
      await demo.locator('#notFound_home').waitFor();
    }

    // The main account (another browser) gives the role the roles page: the holder's next load has it.
    const owner = await newPage();
    await owner.goto('/login');
    await signIn(owner);
    await owner.getByTestId('home-welcome').waitFor();
    await owner.goto('/clientCenter/roleManage');
    await owner.locator('tr', { hasText: ROLE }).locator('[data-testid^=row-edit-]').click();
    await tick(owner, '角色管理');
    await saveRole(owner);

    await demo.goto('/clientCenter/roleManage');
    await demo.getByTestId('role-create').waitFor();
    await expect
      .poll(() => sidebarPaths(demo))
      .toEqual(expect.arrayContaining(['/dashboard/home', '/clientCenter']));
    await expect.poll(() => demo.locator('tr', { hasText: ROLE }).count()).toBe(1);

    // Taken away again while the holder has the page open: their next call is refused, their menus
    // reload and the page gives way to the 404 page, without a reload.
    await owner.locator('tr', { hasText: ROLE }).locator('[data-testid^=row-edit-]').click();
    await tick(owner, '角色管理');
    await saveRole(owner);
    await demo.getByTestId('list-refresh').click();
    await demo.waitForURL('**/404');
    await demo.locator('#notFound_home').click();
    await demo.getByTestId('home-welcome').waitFor();
    await expect.poll(() => sidebarPaths(demo)).toEqual(['/dashboard/home', '/clientCenter/accountSafety']);
    await owner.context().close();
    await demo.context().close();
  });
});
