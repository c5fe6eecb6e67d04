import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { SESSION_COOKIE, type CurrentUser, type LoginResponse } from '@oms/contracts';
import { trackRequests } from './in-flight';
import { portal } from './portal';

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

export const DEMO_PASSWORD = 'Demo@2026';
const artifacts = resolve(import.meta.dirname, '..', 'artifacts');

// One Chromium for the whole run (the browser project does not isolate its files: vitest.config.ts),
// launched by the first file that needs it; each file's contexts are its own and close with it. A
// launch and its first page cost about a second a file on a 2-core machine. The browser ends with the
// test process (playwright-core kills what it launched on exit).
let chromiumRun: Promise<Browser> | null = null;
const sharedChromium = () => {
  chromiumRun ??= chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  return chromiumRun;
};

/** The shared Chromium (the system's, driven by playwright-core), with contexts of this test file. */
export const useBrowser = () => {
  const state: { browser: Browser | null; contexts: Set<BrowserContext> } = {
    browser: null,
    contexts: new Set(),
  };
  beforeAll(async () => {
    state.browser = await sharedChromium();
    // A browser that went away (a crash) is launched again for this file.
    if (!state.browser.isConnected()) {
      chromiumRun = null;
      state.browser = await sharedChromium();
    }
  });
  // A failed test leaves what each open page showed (artifacts/failures/, and the address in the
  // log, which is all a CI run keeps). Contexts stay open: a file may share one between its tests.
  afterEach(async ({ task }) => {
    if (task.result?.state !== 'fail') return;
    const pages = [...state.contexts].flatMap((c) => c.pages());
    for (const [i, page] of pages.entries()) {
      const name = `${task.name.replace(/[^\w\u4e00-\u9fff-]+/g, '-').slice(0, 80)}-${i + 1}`;
      console.error(`[failed] page ${i + 1}: ${page.url()}`);
      await failureShot(page, name).catch(() => undefined);
    }
  });
  afterAll(async () => {
    await Promise.all([...state.contexts].map((c) => c.close()));
  });
  const api = {
    async context(
      options: { width?: number; height?: number; storageState?: StorageState } = {},
    ): Promise<BrowserContext> {
      if (!state.browser) throw new Error('browser not started');
      const context = await state.browser.newContext({
        baseURL: portal().baseURL,
        // The portal then opens dialogs and menus without animating (providers.tsx): under load a
        // click on a menu item or a tree box still sliding or zooming in lands on what is behind.
        reducedMotion: 'reduce',
        viewport: { width: options.width ?? 1366, height: options.height ?? 800 },
        storageState: options.storageState,
      });
      trackRequests(context);
      state.contexts.add(context);
      context.once('close', () => state.contexts.delete(context));
      return context;
    },
    /**
     * A new context and page signed in as the demo account: through the sign-in form onto the home
     * page, or, given `at`, through the sign-in call (as the form makes it) straight onto that page,
     * for a journey that starts elsewhere (the sign-in form and home have journeys of their own).
     */
    async signedIn(options: { width?: number; height?: number; at?: string } = {}) {
      const context = await api.context({
        ...options,
        storageState: options.at ? await demoSession() : undefined,
      });
      const page = await context.newPage();
      if (options.at) {
        await page.goto(options.at);
        // The portal is up: its layout shows the page (or a 404 would have been shown instead).
        await page.getByTestId('keep-alive-view').first().waitFor({ state: 'attached', timeout: 60_000 });
        return { context, page };
      }
      await page.goto('/login');
      await signIn(page);
      await page.getByTestId('home-welcome').waitFor();
      return { context, page };
    },
  };
  return api;
};

/** The session token the portal keeps in its cookie (for calls a test makes beside the page). */
export const sessionToken = async (context: BrowserContext) =>
  (await context.cookies()).find((c) => c.name === SESSION_COOKIE)!.value;

export const signIn = async (page: Page, accountName = 'demo', password = DEMO_PASSWORD) => {
  await page.locator('#login_accountName').fill(accountName);
  await page.locator('#login_password').fill(password);
  await page.locator('button[type=submit]').click();
};

/** POST /api/<path> as the portal's client sends it; answers the envelope's data or throws its message. */
const call = async <T>(path: string, body: unknown, token?: string): Promise<T> => {
  const res = await fetch(`${portal().baseURL}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  const { code, message, data } = (await res.json()) as { code: number; message: string; data: T };
  if (code !== 0) throw new Error(`${path}: ${message}`);
  return data;
};

/**
 * What the sign-in form leaves in the browser (shared/stores/session-store.ts), made by the same
 * calls: the session cookies of /user/login's answer, the menus and permissions of /user/current.
 */
const demoSession = async (accountName = 'demo', password = DEMO_PASSWORD): Promise<StorageState> => {
  const baseURL = portal().baseURL;
  const login = await call<LoginResponse>('user/login', { accountName, password });
  const current = await call<CurrentUser>('user/current', {}, login.token);
  const info = {
    userName: login.userName,
    accountName: login.accountName,
    customerType: login.customerType,
    userId: login.userId,
  };
  const cookie = (name: string, value: string) => ({
    name,
    value: encodeURIComponent(value),
    domain: new URL(baseURL).hostname,
    path: '/',
    expires: -1,
    httpOnly: false,
    secure: false,
    sameSite: 'Lax' as const,
  });
  return {
    cookies: [
      cookie(SESSION_COOKIE, login.token),
      cookie('User-Id', login.userId),
      cookie('Tenant-Id', login.tenantId),
      cookie('Company-Id', login.companyId),
      cookie('User-Info', JSON.stringify(info)),
    ],
    origins: [
      {
        origin: baseURL,
        localStorage: [
          { name: 'oms.menus', value: JSON.stringify(current.menus) },
          { name: 'oms.permissions', value: JSON.stringify(current.permissions) },
        ],
      },
    ],
  };
};

const failureShot = async (page: Page, name: string) => {
  mkdirSync(join(artifacts, 'failures'), { recursive: true });
  await page.screenshot({ path: join(artifacts, 'failures', `${name}.png`), timeout: 5_000 });
};

export const screenshot = async (page: Page, name: string) => {
  mkdirSync(artifacts, { recursive: true });
  await page.screenshot({ path: join(artifacts, `${name}.png`), fullPage: true });
};

/**
 * Switches the portal's language from the top bar and waits for the reload it causes (specification
 * §1), so what follows reads the page in the new language.
 */
export const switchLanguage = async (page: Page, language: 'zh' | 'en') => {
  // The reloaded page, started in the new language, says so on <html> (a locator outlives the reload).
  const switched = page.locator(`html[lang="${language === 'en' ? 'en' : 'zh-CN'}"]`);
  // Under load a click on the menu's item while it is still opening is sometimes lost (the reload
  // never starts), and the menu can close before the pick (a live notice re-renders the top bar):
  // open it and pick again, at most twice. A pick of the language already on does nothing.
  for (let attempt = 1; ; attempt++) {
    try {
      await page.getByTestId('language-switch').click();
      await page.getByTestId(`language-option-${language}`).click({ timeout: 5_000 });
      await switched.waitFor({ state: 'attached', timeout: 20_000 });
      break;
    } catch (error) {
      if (attempt === 3) throw error;
      await page.keyboard.press('Escape');
    }
  }
  await page.getByTestId('sidebar').waitFor({ timeout: 30_000 });
};

/** A valid 1×1 PNG, for uploads (the server judges files by their content). */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The actions of the page's operation timeline, oldest first (`data-action` of each item). */
export const timelineActions = (page: Page) =>
  page.getByTestId('timeline-item').evaluateAll((items) => items.map((i) => i.getAttribute('data-action')));
