import type { Page } from 'playwright-core';
import {
  ACCOUNT_STATUSES,
  CLAIM_TYPES,
  DIFFERENCE_STATUSES,
  DISPUTE_MACHINE,
  DOCUMENTS,
  FEE_STATUSES,
  LEDGER_TYPES,
  MILESTONES,
  PAYMENT_PROVIDERS,
  RECHARGE_TYPES,
  STATEMENT_STATUSES,
  STORE_STATUSES,
} from '@oms/contracts';
import { pageView } from './routes';

// What the whole-portal walk (portal-walk.e2e.ts) looks for on each page it opens: how the page fits
// its width, the codes it shows where words belong, the amounts and tags that wrap, and its links.

/** Elements of the view (a CSS selector) whose content is wider than their box. */
export const truncated = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((els) =>
      els.filter((e) => e.scrollWidth > e.clientWidth + 1).map((e) => e.textContent?.trim() ?? ''),
    );

/** Whether the page scrolls sideways: the document wider than the window. */
export const scrollsSideways = async (page: Page) => {
  const { scroll, inner } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  return scroll > inner ? `page scrolls sideways (${scroll} > ${inner})` : null;
};

/**
 * Tags and other cell content of the home tables that stick out of their cell (an ellipsis column cuts
 * its text with "…" on purpose and shows the whole of it on hover).
 */
export const spillingCells = (page: Page) =>
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
export const misalignedSearchRows = (page: Page, path: string) =>
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

export const isListPage = async (page: Page, path: string) =>
  (await pageView(page, path).locator('[data-testid^=list-page-]').count()) > 0;

/** Texts of the elements (CSS selector) laid out on more than one line. */
export const wrapped = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((els) =>
    els
      .filter((e) => {
        if (!e.checkVisibility()) return false;
        const lineHeight = parseFloat(getComputedStyle(e).lineHeight) || 22;
        return e.getBoundingClientRect().height > lineHeight * 1.5;
      })
      .map((e) => e.textContent?.trim() ?? ''),
  );

// Codes where words belong (issue 22 §2): an enum-shaped token (`PENDING_REVIEW`) or a bare code of
// the documents' state machines and their kin (`PASSED`, `LOADING`, `SANDBOX`).
const ENUM_SHAPED = /\b[A-Z]{3,}(?:_[A-Z]+)+\b/g;
const UPPER_WORD = /\b[A-Z]{3,}\b/g;
/**
 * A warehouse's integration key where the warehouse's name belongs (issue 22 §2: a fee's detail read
 * "LAX/simulator (built-in)"): the server keeps who acted as `<warehouse code>/<key name>`. No text of
 * the portal has a capital code, a slash and then a small letter.
 */
const KEY_ACTOR = /\b[A-Z][A-Z0-9]{1,19}\/[a-z][\w.-]*(?: \([^)]*\))?/g;
/**
 * The bare codes a page must name in words instead. Currencies, countries, warehouse codes, document
 * numbers and SKUs are not among them and have no underscore between capital words, so they pass.
 */
const BARE_CODES = new Set<string>([
  ...[...DOCUMENTS.map((d) => d.machine), DISPUTE_MACHINE].flatMap((m) => [...m.states]),
  ...FEE_STATUSES,
  ...STATEMENT_STATUSES,
  ...STORE_STATUSES,
  ...ACCOUNT_STATUSES,
  ...DIFFERENCE_STATUSES,
  ...MILESTONES,
  ...LEDGER_TYPES,
  ...RECHARGE_TYPES,
  ...PAYMENT_PROVIDERS,
  ...CLAIM_TYPES,
]);

/** The codes and key actors in what the page shows (its visible text only: hidden tabs and closed drawers are not). */
export const codesOn = async (page: Page) => {
  const text = await page.evaluate(() => document.body.innerText);
  const found = new Set<string>();
  for (const [token] of text.matchAll(ENUM_SHAPED)) found.add(token);
  for (const [token] of text.matchAll(UPPER_WORD)) if (BARE_CODES.has(token)) found.add(token);
  for (const [actor] of text.matchAll(KEY_ACTOR)) found.add(actor);
  return [...found];
};

/** The portal's own links on the page (server downloads under /api are files, not pages). */
export const internalLinks = async (page: Page) => {
  const origin = new URL(page.url()).origin;
  return (
    await page.locator('a[href]').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href))
  )
    .map((href) => new URL(href))
    .filter((url) => url.origin === origin && !url.pathname.startsWith('/api/'));
};
