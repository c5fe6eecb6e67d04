// Proves that lint refuses each import the architecture forbids, and accepts the allowed ones: probe
// sources are linted as if they stood at the given paths (nothing is written), with the real config.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

/** The boundary rules a probe breaks (empty: none). */
const broken = async (filePath, code) => {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages
    .filter((m) => m.ruleId === 'import-x/no-restricted-paths' || m.ruleId === 'no-restricted-imports')
    .map((m) => m.ruleId);
};

const use = (spec, name = 'x') => `import { ${name} } from '${spec}';\nexport const probe = ${name};\n`;

const refused = [
  [
    'web: shared → a feature, through the alias',
    'apps/web/src/shared/probe.ts',
    use('@/features/brands/api', 'brandsApi'),
  ],
  [
    'web: a feature → another feature’s api, through the alias',
    'apps/web/src/features/products/probe.ts',
    use('@/features/brands/api', 'brandsApi'),
  ],
  ['web: shared → a feature', 'apps/web/src/shared/probe.ts', use('../features/brands/api', 'brandsApi')],
  ['web: shared → the app shell', 'apps/web/src/shared/probe.ts', use('../app/router', 'router')],
  [
    'web: a feature → the app shell',
    'apps/web/src/features/brands/probe.ts',
    use('../../app/router', 'router'),
  ],
  [
    'web: a feature → another feature’s api',
    'apps/web/src/features/products/probe.ts',
    use('../brands/api', 'brandsApi'),
  ],
  [
    'web: a feature → another feature’s page',
    'apps/web/src/features/products/probe.ts',
    "import Page from '../brands/pages/brand-manage-page';\nexport const probe = Page;\n",
  ],
  ['web: a server package', 'apps/web/src/shared/probe.ts', use('drizzle-orm', 'sql')],
  [
    'server: a module → another module’s repository',
    'apps/server/src/modules/brands/probe.ts',
    use('../products/products.repository', 'productsRepository'),
  ],
  [
    'server: a module → another module’s table',
    'apps/server/src/modules/brands/probe.service.ts',
    use('../products/products.table', 'products'),
  ],
  [
    'server: a module → another module’s routes',
    'apps/server/src/modules/brands/probe.ts',
    use('../products/products.routes', 'productsRoutes'),
  ],
  [
    'server: a service → the schema',
    'apps/server/src/modules/brands/probe.service.ts',
    use('../../schema', 'brands'),
  ],
  [
    'server: a route file → Drizzle',
    'apps/server/src/modules/brands/probe.routes.ts',
    use('drizzle-orm', 'sql'),
  ],
  [
    'server: lib → a module',
    'apps/server/src/lib/probe.ts',
    use('../modules/brands/brands.service', 'createBrandsService'),
  ],
  [
    'server: core → a module',
    'apps/server/src/core/probe.ts',
    use('../modules/brands/brands.service', 'createBrandsService'),
  ],
  [
    'server: db → a module',
    'apps/server/src/db/probe.ts',
    use('../modules/brands/brands.service', 'createBrandsService'),
  ],
  ['server: db → the schema barrel', 'apps/server/src/db/probe.ts', use('../schema', 'brands')],
  ['server: db → core', 'apps/server/src/db/probe.ts', use('../core/authenticate', 'authenticate')],
  [
    'server: a module → plugins',
    'apps/server/src/modules/brands/probe.ts',
    use('../../plugins/auth', 'authPlugin'),
  ],
  ['server: core → plugins', 'apps/server/src/core/probe.ts', use('../plugins/auth', 'authPlugin')],
  [
    'server: a module → the demo',
    'apps/server/src/modules/brands/probe.ts',
    use('../../demo/seed', 'seedDemo'),
  ],
  [
    'server: the demo → a module’s repository',
    'apps/server/src/demo/probe.ts',
    use('../modules/brands/brands.repository', 'brandsRepository'),
  ],
  [
    'server: the demo → a module’s moves',
    'apps/server/src/demo/probe.ts',
    use('../modules/reservations/reservations.moves', 'createReservationMoves'),
  ],
  [
    'server: a route file → its own repository',
    'apps/server/src/modules/brands/probe.routes.ts',
    use('./brands.repository', 'brandsRepository'),
  ],
  ['contracts: a Node built-in', 'packages/contracts/src/probe.ts', use('node:fs', 'readFileSync')],
];

const allowed = [
  [
    'web: a feature → another feature’s index, through the alias',
    'apps/web/src/features/products/probe.ts',
    use('@/features/brands', 'useBrandOptions'),
  ],
  [
    'web: a feature → another feature’s index',
    'apps/web/src/features/products/probe.ts',
    use('../brands', 'useBrandOptions'),
  ],
  [
    'web: a feature → shared',
    'apps/web/src/features/products/probe.ts',
    use('../../shared/api/call', 'call'),
  ],
  [
    'server: a module → another module’s service',
    'apps/server/src/modules/brands/probe.ts',
    use('../operation-records/operation-records.service', 'createOperationRecordsService'),
  ],
  [
    'server: a repository → the schema (read joins)',
    'apps/server/src/modules/brands/probe.repository.ts',
    use('../../schema', 'products'),
  ],
  [
    'server: a table → another module’s table (foreign keys)',
    'apps/server/src/modules/brands/probe.table.ts',
    use('../tenancy/tenancy.table', 'companies'),
  ],
  [
    'server: the demo → a module’s service',
    'apps/server/src/demo/probe.ts',
    use('../modules/brands/brands.service', 'createBrandsService'),
  ],
  [
    'server: the demo → a module’s own demo surface',
    'apps/server/src/demo/probe.ts',
    use('../modules/reservations/reservations.demo', 'createReservationsDemo'),
  ],
  [
    'server: a module → core’s session check',
    'apps/server/src/modules/brands/probe.routes.ts',
    use('../../core/authenticate', 'authenticate'),
  ],
  [
    'server: a repository → Drizzle',
    'apps/server/src/modules/brands/probe.repository.ts',
    use('drizzle-orm', 'sql'),
  ],
];

for (const [name, path, code] of refused) {
  test(`lint refuses ${name}`, async () => assert.notDeepEqual(await broken(path, code), []));
}
for (const [name, path, code] of allowed) {
  test(`lint allows ${name}`, async () => assert.deepEqual(await broken(path, code), []));
}
