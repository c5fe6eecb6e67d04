// The bundle budget check must see every byte a route loads and fail when one is over: a check that
// cannot fail is worthless. A made-up manifest with known sizes stands in for a build.
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { test } from 'node:test';
import { closure, measure, overBudget, sizer, table } from './check-bundle.mjs';

const manifest = {
  'index.html': { file: 'entry.js', isEntry: true, imports: ['_vendor.js'], css: ['entry.css'] },
  '_vendor.js': { file: 'vendor.js' },
  'src/login.tsx': { file: 'login.js', isDynamicEntry: true, imports: ['_vendor.js', '_form.js'] },
  '_form.js': { file: 'form.js', imports: ['_vendor.js'] },
  'src/layout.tsx': { file: 'layout.js', isDynamicEntry: true, imports: ['_vendor.js'], css: ['layout.css'] },
  'src/features/a/pages/home.tsx': {
    file: 'home.js',
    isDynamicEntry: true,
    imports: ['_form.js'],
    dynamicImports: ['src/features/a/card.tsx'],
  },
  'src/features/a/card.tsx': {
    file: 'card.js',
    isDynamicEntry: true,
    imports: ['_form.js'],
    dynamicImports: ['src/chart.tsx'],
  },
  'src/chart.tsx': { file: 'chart.js', isDynamicEntry: true, imports: ['_echarts.js'] },
  '_echarts.js': { file: 'echarts.js', dynamicImports: ['src/features/b/pages/list.tsx'] },
  'src/features/b/pages/list.tsx': {
    file: 'list.js',
    isDynamicEntry: true,
    imports: ['_form.js', '_big.js'],
  },
  '_big.js': { file: 'big.js' },
};
const sizes = {
  'entry.js': 10,
  'entry.css': 1,
  'vendor.js': 100,
  'login.js': 5,
  'form.js': 20,
  'layout.js': 30,
  'layout.css': 2,
  'home.js': 7,
  'card.js': 4,
  'chart.js': 50,
  'echarts.js': 500,
  'list.js': 3,
  'big.js': 1000,
};
const size = (file) => sizes[file];
const KIB = 1024;
const kibOf = (bytes) => bytes / KIB;

const budgets = (login, home, further, css = 3) => ({
  cssBudgetKiB: kibOf(css),
  routes: {
    '/login': { modules: ['src/login.tsx'], budgetKiB: kibOf(login) },
    '/home': { modules: ['src/layout.tsx'], lazy: ['src/features/a/pages/home.tsx'], budgetKiB: kibOf(home) },
  },
  furtherRoutes: { shell: ['src/layout.tsx'], match: '/pages/', budgetKiB: kibOf(further) },
});

test('a route loads its static imports, transitively, with their styles', () => {
  assert.deepEqual([...closure(manifest, ['index.html', 'src/login.tsx'])].sort(), [
    'entry.css',
    'entry.js',
    'form.js',
    'login.js',
    'vendor.js',
  ]);
  assert.ok(!closure(manifest, ['src/features/a/pages/home.tsx']).has('chart.js'));
  const lazy = closure(manifest, ['src/features/a/pages/home.tsx'], { lazy: true });
  assert.ok(lazy.has('card.js'), 'a deferred card counts');
  assert.ok(
    lazy.has('chart.js') && lazy.has('echarts.js'),
    "the card's own deferred chunk, with its imports",
  );
  assert.ok(!lazy.has('list.js'), "a shared chunk's dynamic imports are other routes");
});

test('cold routes count the entry; further routes only what the shell lacks', () => {
  const rows = measure(manifest, budgets(136, 724, 1023), size);
  const by = Object.fromEntries(rows.map((r) => [r.route, r.js + r.css]));
  assert.equal(by['/login'], 10 + 1 + 100 + 5 + 20);
  assert.equal(by['/home'], 10 + 1 + 100 + 30 + 2 + 7 + 4 + 20 + 50 + 500);
  // form.js is not in the shell, so both pages pay for it; the vendor chunk is the shell's.
  assert.equal(by['+ src/features/a/pages/home.tsx'], 7 + 20);
  assert.equal(by['+ src/features/b/pages/list.tsx'], 3 + 20 + 1000);
  assert.equal(by['+ src/chart.tsx'], undefined, 'only pages count as routes');
});

test('fails exactly the routes over their budget', () => {
  // Script: /login 10 + 100 + 5 + 20, /home 10 + 100 + 30 + 7 + 4 + 20 + 50 + 500, list 3 + 20 + 1000.
  assert.deepEqual(overBudget(measure(manifest, budgets(135, 721, 1023), size)), []);
  const over = overBudget(measure(manifest, budgets(134, 720, 1022), size)).map((r) => r.route);
  assert.deepEqual(over, ['/login', '/home', '+ src/features/b/pages/list.tsx']);
  assert.match(table(measure(manifest, budgets(134, 721, 1023), size)), /^\/login .* OVER$/m);
});

test('styles have one budget, the same for every route', () => {
  // Styles: /login loads the entry's 1 byte, /home 1 + 2 (the layout's).
  const rows = measure(manifest, budgets(135, 721, 1023, 2), size);
  assert.deepEqual(
    overBudget(rows).map((r) => r.route),
    ['/home'],
  );
  assert.deepEqual(
    rows.map((r) => r.css),
    [1, 3, 0, 0],
  );
});

test('sizes are gzip bytes of the built files', () => {
  const dist = mkdtempSync(join(tmpdir(), 'bundle-'));
  writeFileSync(join(dist, 'noise.js'), randomBytes(4096));
  writeFileSync(join(dist, 'zeros.js'), Buffer.alloc(4096));
  const gz = sizer(dist);
  assert.ok(gz('noise.js') > 4096, 'random bytes do not compress');
  assert.ok(gz('zeros.js') < 100, 'zeros compress to almost nothing');
});
