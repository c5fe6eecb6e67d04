import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn, switchLanguage, useBrowser } from './support/browser';
import { menuRoutes, pageView, visit } from './support/routes';

// Home and every page of the sidebar, in both languages, at a desktop, a laptop and a phone width:
// nothing scrolls the page sideways, no menu title is cut, the home tables keep their tags inside
// their cells, search forms line up, and on a phone a list shows its create button and its table
// on the first screen. With E2E_SHOTS=1 a screenshot of each goes to e2e/artifacts/screens/
// (git-ignored) to look at; without it none is taken (encoding ~300 PNGs is slow on a 2-core CI).
const browser = useBrowser();
const shots = resolve(import.meta.dirname, 'artifacts', 'screens');
const HOME = '/dashboard/home';
const WIDE: [{ width: number; height: number }, { width: number; height: number }] = [
  { width: 1440, height: 900 },
  { width: 1024, height: 768 },
];
const PHONE = { width: 390, height: 844 };

const shoot = async (page: Page, name: string) => {
  if (!process.env.E2E_SHOTS) return;
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: join(shots, `${name.replace(/\W+/g, '_')}.png`) });
};

/** Elements of the view (a CSS selector) whose content is wider than their box. */
const truncated = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((els) =>
      els.filter((e) => e.scrollWidth > e.clientWidth + 1).map((e) => e.textContent?.trim() ?? ''),
    );

const pageWidth = (page: Page) =>
  page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));

/**
 * Tags and other cell content of the home tables that stick out of their cell (an ellipsis column cuts
 * its text with "…" on purpose and shows the whole of it on hover).
 */
const spillingCells = (page: Page) =>
  page.locator('[data-testid=home-page] td.ant-table-cell').evaluateAll((cells) =>
    cells
      .filter((cell) => !cell.classList.contains('ant-table-cell-ellipsis'))
      .flatMap((cell) => {
        const box = cell.getBoundingClientRect();
        return [...cell.querySelectorAll('.ant-tag, a, .ant-typography')]
          .filter((e) => {
            const r = e.getBoundingClientRect();
            return r.width > 0 && (r.left < box.left - 0.5 || r.right > box.right + 0.5);
          })
          .map((e) => e.textContent?.trim() ?? '');
      }),
  );

/** Rows of the search form (items whose boxes overlap vertically) whose items or fields start lower. */
const misalignedSearchRows = (page: Page, path: string) =>
  pageView(page, path)
    .locator('[data-testid=list-search]')
    .evaluateAll((forms) =>
      forms.flatMap((form) => {
        const items = [...form.querySelectorAll('.ant-form-item')]
          .map((item) => ({
            item: item.getBoundingClientRect(),
            field: item.querySelector('.ant-form-item-control')?.getBoundingClientRect(),
            label: item.textContent ?? '',
          }))
          .filter((i) => i.item.height > 0);
        const rows: (typeof items)[] = [];
        for (const i of items) {
          const row = rows.find((r) => r[0]!.item.top < i.item.bottom && i.item.top < r[0]!.item.bottom);
          if (row) row.push(i);
          else rows.push([i]);
        }
        return rows
          .filter(
            (row) =>
              row.some((i) => Math.abs(i.item.top - row[0]!.item.top) > 1) ||
              row.some((i) => Math.abs((i.field?.top ?? 0) - (row[0]!.field?.top ?? 0)) > 1),
          )
          .map((row) => row.map((i) => i.label).join(' | '));
      }),
    );

const isListPage = (page: Page, path: string) =>
  pageView(page, path).locator('[data-testid^=list-page-]').count();

type Problems = string[];
/** The wide sizes: menu titles, no sideways scroll, home cells, search rows; returns the list pages. */
const checkWide = async (page: Page, language: string, problems: Problems) => {
  const check = (where: string, what: string, found: unknown[]) => {
    if (found.length > 0) problems.push(`${where}: ${what}: ${JSON.stringify(found)}`);
  };
  let lists: string[] = [];
  for (const size of WIDE) {
    await page.setViewportSize(size);
    const routes = await menuRoutes(page);
    const where = `${language} ${size.width}`;
    check(where, 'menu titles cut', await truncated(page, '[data-testid=sidebar] .oms-menu-title'));
    check(where, 'logo cut', await truncated(page, '[data-testid=sidebar-logo] span'));
    lists = [];
    for (const path of [HOME, ...routes.filter((r) => r !== HOME)]) {
      await visit(page, path);
      const at = `${where} ${path}`;
      const { scroll, inner } = await pageWidth(page);
      if (scroll > inner) problems.push(`${at}: page scrolls sideways (${scroll} > ${inner})`);
      if (path === HOME) check(at, 'cell content spills', await spillingCells(page));
      if (await isListPage(page, path)) {
        lists.push(path);
        check(at, 'search rows misaligned', await misalignedSearchRows(page, path));
      }
      await shoot(page, `${language}-${size.width}-${path}`);
    }
  }
  return lists;
};

/** The phone: each list fits the width, shows its create button and its table on the first screen. */
const checkPhone = async (page: Page, language: string, lists: string[], problems: Problems) => {
  await page.setViewportSize(PHONE);
  for (const path of lists) {
    await visit(page, path);
    const at = `${language} ${PHONE.width} ${path}`;
    const view = pageView(page, path);
    const { scroll, inner } = await pageWidth(page);
    if (scroll > inner) problems.push(`${at}: page scrolls sideways (${scroll} > ${inner})`);
    const primary = view.locator('[data-testid=list-toolbar] .ant-btn-primary');
    for (const box of await primary.evaluateAll((els) => els.map((e) => e.getBoundingClientRect()))) {
      if (box.left < 0 || box.right > PHONE.width) problems.push(`${at}: primary button cut off`);
    }
    const table = await view.locator('.ant-table').first().boundingBox();
    if (!table || table.y >= PHONE.height) problems.push(`${at}: table below the first screen`);
    await shoot(page, `${language}-${PHONE.width}-${path}`);
  }
};

describe('the portal at 1440, 1024 and 390 px', () => {
  // One sign-in and one page for the whole walk; English follows Chinese.
  const state: { page: Page | null; lists: string[] } = { page: null, lists: [] };
  const page = () => state.page!;
  beforeAll(async () => {
    const context = await browser.context(WIDE[0]);
    state.page = await context.newPage();
    await page().goto('/login');
    await signIn(page());
    await page().getByTestId('home-welcome').waitFor();
  });
  afterAll(() => state.page?.context().close());

  for (const language of ['zh', 'en'] as const) {
    it(`fits home and every page of the menu at 1440 and 1024 px in ${language}`, async () => {
      if (language === 'en') await switchLanguage(page(), 'en');
      const problems: Problems = [];
      state.lists = await checkWide(page(), language, problems);
      expect(problems).toEqual([]);
      expect(state.lists.length).toBeGreaterThan(5);
      // About 30 pages with a screenshot each, twice: a minute on a quiet machine, more under load.
    }, 180_000);

    it(`fits every list on a 390 px phone in ${language}`, async () => {
      const problems: Problems = [];
      await checkPhone(page(), language, state.lists, problems);
      await page().setViewportSize(WIDE[0]);
      expect(problems).toEqual([]);
    }, 120_000);
  }
});
