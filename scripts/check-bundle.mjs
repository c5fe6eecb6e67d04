// Per-route bundle budgets (`npm run size`, after `npm run build`): from Vite's build manifest,
// what a cold visit of each route downloads, in gzip bytes (what a browser receives from the
// server, which sends every script and style compressed), against apps/web/bundle-budgets.json.
// Bytes are deterministic, so this is a test, not a benchmark: it fails with a table when a route
// grows past its budget.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const KIB = 1024;

/**
 * The files (scripts and styles) that loading the manifest entries `keys` fetches: each entry's
 * chunk, its static imports, transitively, and their CSS. With `lazy`, also what the entries' own
 * chunks import dynamically, with its static imports, and so on (the chunks a page fetches once it
 * renders: its deferred cards, then their chart). Only the entries' own and those chunks' own: a
 * shared chunk's dynamic imports are routes.
 */
export const closure = (manifest, keys, { lazy = false } = {}) => {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`check-bundle: "${key}" is not in the build manifest`);
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const key of keys) visit(key);
  // What the entries fetch later, and what that fetches in turn (a card mounted when the page goes
  // idle, then its chart), but not what a chunk merely shared with them imports dynamically.
  const followed = new Set();
  const later = (key) => {
    if (followed.has(key)) return;
    followed.add(key);
    for (const next of manifest[key].dynamicImports ?? []) {
      visit(next);
      later(next);
    }
  };
  if (lazy) for (const key of keys) later(key);
  return files;
};

/** The manifest key of the HTML entry (index.html). */
export const entryKey = (manifest) => {
  const key = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!key) throw new Error('check-bundle: the manifest has no entry');
  return key;
};

/** Gzip size of each file (level 9, as a build-time compression would use), cached by name. */
export const sizer = (dist) => {
  const cache = new Map();
  return (file) => {
    if (!cache.has(file)) cache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
    return cache.get(file);
  };
};

const total = (files, size) => {
  let js = 0;
  let css = 0;
  for (const file of files) {
    if (file.endsWith('.css')) css += size(file);
    else js += size(file);
  }
  return { js, css };
};

/**
 * One row per budget: the routes the budget file names (the entry plus their modules, cold), then
 * every further lazy page (manifest keys matching `furtherRoutes.match`): its extra bytes beyond the
 * entry and the shell (`shell`, and `shellLazy` with what those fetch on render: the home page, where
 * every portal visit starts), which an already open portal fetches when the page is first opened.
 */
export const measure = (manifest, budgets, size) => {
  const entry = entryKey(manifest);
  // Script is budgeted per route; styles once for all (antd's whole stylesheet, the same everywhere).
  const limits = (jsKiB) => ({ budget: jsKiB * KIB, cssBudget: budgets.cssBudgetKiB * KIB });
  const rows = [];
  for (const [route, spec] of Object.entries(budgets.routes)) {
    const files = closure(manifest, [entry, ...spec.modules]);
    for (const file of closure(manifest, spec.lazy ?? [], { lazy: true })) files.add(file);
    rows.push({ route, ...total(files, size), ...limits(spec.budgetKiB), target: spec.targetKiB });
  }
  const further = budgets.furtherRoutes;
  const shell = closure(manifest, [entry, ...further.shell]);
  for (const file of closure(manifest, further.shellLazy ?? [], { lazy: true })) shell.add(file);
  const pattern = new RegExp(further.match);
  for (const key of Object.keys(manifest).sort()) {
    if (!manifest[key].isDynamicEntry || !pattern.test(key) || further.except?.includes(key)) continue;
    const files = [...closure(manifest, [key])].filter((file) => !shell.has(file));
    rows.push({
      route: `+ ${key}`,
      ...total(files, size),
      ...limits(further.budgets?.[key] ?? further.budgetKiB),
    });
  }
  return rows;
};

const kib = (bytes) => (bytes / KIB).toFixed(1);

/** The rows as a table; the over-budget rows marked. */
export const table = (rows) => {
  const width = Math.max(...rows.map((r) => r.route.length), 5);
  const lines = [`${'route'.padEnd(width)}  JS KiB  budget  target  CSS KiB  budget  total`];
  for (const r of rows) {
    // The goal where the budget is still a ratchet above it (shown, not enforced).
    const target = r.target === undefined ? '' : r.target.toFixed(1);
    const cells = [
      kib(r.js).padStart(6),
      kib(r.budget).padStart(6),
      target.padStart(6),
      kib(r.css).padStart(7),
      kib(r.cssBudget).padStart(6),
      kib(r.js + r.css).padStart(5),
    ];
    lines.push(`${r.route.padEnd(width)}  ${cells.join('  ')}${isOver(r) ? '  OVER' : ''}`);
  }
  return lines.join('\n');
};

const isOver = (r) => r.js > r.budget || r.css > r.cssBudget;
export const overBudget = (rows) => rows.filter(isOver);

const main = () => {
  const root = new URL('..', import.meta.url).pathname;
  const dist = join(root, 'apps/web/dist');
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  } catch {
    console.error('check-bundle: no apps/web/dist/.vite/manifest.json: run `npm run build` first');
    process.exit(1);
  }
  const budgets = JSON.parse(readFileSync(join(root, 'apps/web/bundle-budgets.json'), 'utf8'));
  const rows = measure(manifest, budgets, sizer(dist));
  console.log(`Gzip KiB a cold visit loads (JS and CSS), per route:\n${table(rows)}`);
  const over = overBudget(rows);
  if (over.length > 0) {
    console.error(`\n${over.length} route(s) over budget: ${over.map((r) => r.route).join(', ')}`);
    console.error(
      'Find what grew with `BUNDLE_REPORT=1 npm run build -w @oms/web` (bench/reports/bundle.html).',
    );
    process.exit(1);
  }
};

if (import.meta.url === pathToFileURL(process.argv[1]).href) main();
