import { describe, expect, it } from 'vitest';
import { screenshot, signIn, switchLanguage, useBrowser } from './support/browser';

const browser = useBrowser();

describe('signing in and the route guard', () => {
  it('sends a visitor to the login page and back to the page asked for, with a quiet console', async () => {
    const context = await browser.context();
    const page = await context.newPage();
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning' || m.type() === 'error') warnings.push(m.text());
    });
    await page.goto('/dashboard/home');
    await page.waitForURL(/\/login\?redirect=%2Fdashboard%2Fhome/);
    // The captcha is off for automated tests (LOGIN_CAPTCHA=off): the field is not there.
    expect(await page.locator('#login_captchaCode').count()).toBe(0);
    await screenshot(page, 'login');
    await signIn(page);
    await page.waitForURL('**/dashboard/home');
    await page.getByTestId('home-welcome').waitFor();
    expect(await page.getByTestId('sidebar').textContent()).toContain('首页');
    await screenshot(page, 'home');
    // With a session, the login page goes to the root, which is the home page.
    await page.goto('/login');
    await page.waitForURL('**/dashboard/home');
    await page.getByTestId('home-welcome').waitFor();
    // Three full page loads (guarded page, login, home): no framework warning among them.
    expect(warnings.filter((w) => /HydrateFallback|react-router/i.test(w))).toEqual([]);
    await context.close();
  });

  it('refuses a wrong password with the same message as an unknown account', async () => {
    const context = await browser.context();
    const page = await context.newPage();
    await page.goto('/login');
    await signIn(page, 'demo', 'Wrong@2026');
    const wrong = await page.locator('#login_error').textContent();
    await page.goto('/login');
    await signIn(page, 'nobody.here', 'Wrong@2026');
    const unknown = await page.locator('#login_error').textContent();
    expect(wrong).toContain('账号或密码错误');
    expect(unknown).toBe(wrong);
    await context.close();
  });

  it('switches to English and back, kept after a reload', async () => {
    const { context, page } = await browser.signedIn();
    await switchLanguage(page, 'en');
    // The page reloads in English.
    await expect.poll(() => page.getByTestId('sidebar').textContent(), { timeout: 15_000 }).toContain('Home');
    await page.reload();
    await page.getByTestId('home-welcome').waitFor();
    expect(await page.getByTestId('breadcrumb').textContent()).toContain('Home');
    await screenshot(page, 'home-en');
    await switchLanguage(page, 'zh');
    await expect.poll(() => page.getByTestId('sidebar').textContent(), { timeout: 15_000 }).toContain('首页');
    await context.close();
  });

  it('shows /404 for an unknown page, with a way home', async () => {
    const { context, page } = await browser.signedIn();
    await page.goto('/no/such/page');
    await page.waitForURL('**/404');
    await page.locator('#notFound_home').click();
    await page.waitForURL('**/dashboard/home');
    await context.close();
  });

  it('forces the older session out when the same account signs in elsewhere', async () => {
    const first = await browser.context();
    const a = await first.newPage();
    await a.goto('/login');
    await signIn(a, 'demo.ops');
    await a.getByTestId('home-welcome').waitFor();

    const second = await browser.context();
    const b = await second.newPage();
    await b.goto('/login');
    await signIn(b, 'demo.ops');
    await b.getByTestId('home-welcome').waitFor();

    // The first browser's next call answers 402: one dialog, and it leads to the login page.
    await a.getByTestId('bell').click();
    const dialog = a.locator('.ant-modal-confirm');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('您的账号已在其他电脑登录');
    await screenshot(a, 'logged-in-elsewhere');
    expect(await a.locator('.ant-modal-confirm').count()).toBe(1);
    await dialog.getByRole('button', { name: '重新登录' }).click();
    await a.waitForURL(/\/login/);
    // The newer session is unaffected.
    await b.reload();
    await b.getByTestId('home-welcome').waitFor();
    await first.close();
    await second.close();
  });
});
