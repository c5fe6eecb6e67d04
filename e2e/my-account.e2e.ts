import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, screenshot, signIn, useBrowser } from './support/browser';

// "My account" from the user menu: demo.finance, whose role has no account security page, changes
// its own name and password, signs out and in with the new password; then sets the demo password
// back, so that the account stays as the seed made it.

const browser = useBrowser();
const ACCOUNT = 'demo.finance';
const NEW_PASSWORD = 'Ledger#Kite84';

const openMyAccount = async (page: Page) => {
  // Under load a click on a menu item while the menu is still opening is sometimes lost: pick again.
  for (let attempt = 1; ; attempt++) {
    await page.getByTestId('user-menu').click();
    await page.getByTestId('my-account').click();
    try {
      await page.locator('.ant-drawer-open').waitFor({ timeout: 5_000 });
      break;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
  await page.locator('#myPassword_oldPassword').waitFor();
};

/** Closes the drawer and waits until it is gone (mid-animation it still takes the clicks). */
const closeMyAccount = async (page: Page) => {
  await page.getByTestId('my-account-drawer').locator('.ant-drawer-close').click();
  await page.getByTestId('my-account-drawer').waitFor({ state: 'hidden' });
};

const changePassword = async (page: Page, from: string, to: string) => {
  await openMyAccount(page);
  await page.locator('#myPassword_oldPassword').fill(from);
  await page.locator('#myPassword_newPassword').fill(to);
  await page.locator('#myPassword_confirmPassword').fill(to);
  await page.locator('#myPassword_submit').click();
  await page.getByText('密码修改成功').first().waitFor();
  await page.getByTestId('my-account-drawer').waitFor({ state: 'hidden' });
};

const signOut = async (page: Page) => {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('sign-out').click();
  await page.getByTestId('sign-out-confirm').click();
  await page.waitForURL('**/login**');
  await page.goto('/login');
};

describe('my account, for every user', () => {
  it('lets a user without account security change its name and password from the user menu', async () => {
    const context = await browser.context();
    const page = await context.newPage();
    await page.goto('/login');
    await signIn(page, ACCOUNT);
    await page.getByTestId('home-welcome').waitFor();
    // The role has no account security page.
    expect(
      await page.locator('[data-testid=sidebar-item][data-path="/clientCenter/accountSafety"]').count(),
    ).toBe(0);

    await openMyAccount(page);
    const drawer = page.getByTestId('my-account-drawer');
    expect(await drawer.textContent()).toContain(ACCOUNT);
    // The popups keep out of the way of the drawer.
    expect(await page.getByTestId('popup-layer').isVisible()).toBe(false);
    // A wrong current password is refused on its field, in the user's language.
    await page.locator('#myPassword_oldPassword').fill('Wrong#Pass12');
    await page.locator('#myPassword_newPassword').fill(NEW_PASSWORD);
    await page.locator('#myPassword_confirmPassword').fill(NEW_PASSWORD);
    await page.locator('#myPassword_submit').click();
    await drawer.getByText('原密码不正确').waitFor();
    // The name: blank is refused by the contracts' rule before any call; a real one is saved.
    await page.locator('#myProfile_userName').fill(' ');
    await page.locator('#myProfile_submit').click();
    await drawer.getByText('请输入姓名').waitFor();
    await page.locator('#myProfile_userName').fill('Finance Lee');
    await page.locator('#myProfile_submit').click();
    await page.getByText('资料已保存').waitFor();
    await screenshot(page, 'my-account');
    await closeMyAccount(page);

    await changePassword(page, DEMO_PASSWORD, NEW_PASSWORD);
    await signOut(page);
    await signIn(page, ACCOUNT, DEMO_PASSWORD);
    await page.locator('#login_error').waitFor();
    expect(await page.locator('#login_error').textContent()).toContain('账号或密码错误');
    await page.goto('/login');
    await signIn(page, ACCOUNT, NEW_PASSWORD);
    await page.getByTestId('home-welcome').waitFor();
    await openMyAccount(page);
    expect(await page.locator('#myProfile_userName').inputValue()).toBe('Finance Lee');
    await closeMyAccount(page);

    await changePassword(page, NEW_PASSWORD, DEMO_PASSWORD);
    await context.close();
  });
});
