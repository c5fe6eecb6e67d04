import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { trackRequests } from './in-flight';

export const DEMO_PASSWORD = 'Demo@2026';
const artifacts = resolve(import.meta.dirname, '..', 'artifacts');

/** One Chromium per test file (the system's, driven by playwright-core). */
export const useBrowser = () => {
  const state: { browser: Browser | null; contexts: Set<BrowserContext> } = {
    browser: null,
    contexts: new Set(),
  };
  beforeAll(async () => {
    state.browser = await chromium.launch({
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
    await state.browser?.close();
  });
  const api = {
    async context(options: { width?: number; height?: number } = {}): Promise<BrowserContext> {
      if (!state.browser) throw new Error('browser not started');
      const context = await state.browser.newContext({
        baseURL: inject('baseURL'),
        // The portal then opens dialogs and menus without animating (providers.tsx): under load a
        // click on a menu item or a tree box still sliding or zooming in lands on what is behind.
        reducedMotion: 'reduce',
        viewport: { width: options.width ?? 1366, height: options.height ?? 800 },
      });
      trackRequests(context);
      state.contexts.add(context);
      context.once('close', () => state.contexts.delete(context));
      return context;
    },
    /** A new context and page signed in as the demo account, on the home page. */
    async signedIn(options: { width?: number; height?: number } = {}) {
      const context = await api.context(options);
      const page = await context.newPage();
      await page.goto('/login');
      await signIn(page);
      await page.getByTestId('home-welcome').waitFor();
      return { context, page };
    },
  };
  return api;
};

export const signIn = async (page: Page, accountName = 'demo', password = DEMO_PASSWORD) => {
  await page.locator('#login_accountName').fill(accountName);
  await page.locator('#login_password').fill(password);
  await page.locator('button[type=submit]').click();
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
