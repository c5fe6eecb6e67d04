// Lint rules: no `any`, no console in the product, and the boundaries of docs/ARCHITECTURE.md as zones
// on resolved paths (so an aliased and a relative import are judged alike). scripts/boundaries.test.mjs
// proves each zone refuses what it must.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const dirs = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

const ROOT = fileURLToPath(new URL('.', import.meta.url));
const WEB = './apps/web/src';
const SERVER = './apps/server/src';
const features = dirs(`${WEB}/features`);
const modules = dirs(`${SERVER}/modules`);

// A module's public surface for other modules: its services (and their types), and the frameworks
// other modules build on (exports, imports, files' upload and name helpers).
const MODULE_PUBLIC = [
  '*.service.ts',
  'define-export.ts',
  'define-import.ts',
  'file-names.ts',
  'multipart.ts',
];

const webZones = [
  {
    target: `${WEB}/shared`,
    from: [`${WEB}/features`, `${WEB}/app`],
    message: 'shared/ is below features and app: move what both need into shared.',
  },
  {
    target: `${WEB}/features`,
    from: `${WEB}/app`,
    message: 'A feature may not reach into the app shell: move what it needs into shared/.',
  },
  ...features.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`, ...features.filter((f) => f !== feature).map((f) => `./${f}/index.ts`)],
    message: 'Import another feature through its index.ts (its public hooks), never its internals.',
  })),
];

const serverZones = [
  {
    target: `${SERVER}/db`,
    from: [
      `${SERVER}/modules`,
      `${SERVER}/plugins`,
      `${SERVER}/demo`,
      `${SERVER}/integration`,
      `${SERVER}/core`,
      `${SERVER}/schema.ts`,
      `${SERVER}/app.ts`,
      `${SERVER}/registry.ts`,
    ],
    message:
      'db/ is the floor (the client, shared columns, transitions, document numbers): it depends on nothing above it.',
  },
  {
    target: `${SERVER}/lib`,
    from: [
      `${SERVER}/modules`,
      `${SERVER}/app.ts`,
      `${SERVER}/registry.ts`,
      `${SERVER}/plugins`,
      `${SERVER}/demo`,
    ],
    message: 'lib/ is below modules and the app: it may not depend on them.',
  },
  {
    target: `${SERVER}/core`,
    from: [
      `${SERVER}/modules`,
      `${SERVER}/app.ts`,
      `${SERVER}/registry.ts`,
      `${SERVER}/plugins`,
      `${SERVER}/demo`,
    ],
    message: 'core/ is what modules build on: it may not depend on them.',
  },
  {
    target: `${SERVER}/modules`,
    from: [`${SERVER}/plugins`, `${SERVER}/demo`],
    message: "Modules build on core/ and lib/, never on the app's plugins or the demo above them.",
  },
  {
    target: `${SERVER}/demo`,
    from: `${SERVER}/modules/**`,
    except: [...MODULE_PUBLIC, '*.demo.ts'].map((p) => `${ROOT}apps/server/src/modules/*/${p}`),
    message:
      "The demo calls modules through their services (or a module's own *.demo.ts), never their internals.",
  },
  {
    target: `${SERVER}/modules/**/*.routes.ts`,
    from: `${SERVER}/modules/**/*.repository.ts`,
    message: 'A route calls its service, never a repository.',
  },
  ...modules.map((module) => ({
    target: `${SERVER}/modules/${module}/**/!(*.table).ts`,
    from: `${SERVER}/modules/!(${module})/**`,
    // With a glob `from`, exceptions are globs of absolute paths.
    except: MODULE_PUBLIC.map((p) => `${ROOT}apps/server/src/modules/*/${p}`),
    message: 'Call another module through its service; never its repository, tables, routes or internals.',
  })),
  {
    target: `${SERVER}/modules/*/**/!(*.table|*.repository).ts`,
    from: `${SERVER}/schema.ts`,
    message: "Only a module's repository reads tables (joins through db/schema); services call repositories.",
  },
];

/** Drizzle is for the data layer: db/, repositories, tables, the list helper. */
const DATA_LAYER = [
  'apps/server/src/db/**',
  'apps/server/src/schema.ts',
  'apps/server/src/demo/**',
  'apps/server/src/modules/*/*.repository.ts',
  'apps/server/src/modules/*/*.table.ts',
  'apps/server/src/lib/paginate*.ts',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules',
      '**/dist',
      'data',
      'coverage',
      '.tmp',
      'apps/server/drizzle',
      'bench/reports',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'error',
    },
  },
  // Each app resolves imports with its own tsconfig (the web's `@/` alias is the web's alone).
  ...[
    ['apps/web/**/*.{ts,tsx}', 'apps/web/tsconfig.json'],
    ['apps/server/**/*.ts', 'apps/server/tsconfig.json'],
    ['packages/contracts/**/*.ts', 'packages/contracts/tsconfig.json'],
  ].map(([files, project]) => ({
    files: [files],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project })] },
  })),
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      'import-x/no-restricted-paths': ['error', { zones: webZones }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', 'pg', 'fastify', 'fastify/*'],
              message: 'Server-only package.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test-support.ts', '**/test-support.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: serverZones }] },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: [...DATA_LAYER, '**/*.test.ts', '**/*.test-support.ts', '**/test-support.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*'],
              allowTypeImports: true,
              message: 'Only db/, repositories and tables use Drizzle: call the repository.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'drizzle-orm*', 'fastify*', 'react*', 'antd*'],
              message: 'Contracts stay browser-safe.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'e2e/**/*.ts',
      'bench/**/*.{ts,mjs}',
      'scripts/**/*.mjs',
      'apps/*/scripts/**/*.mjs',
      '**/*.test.ts',
      '**/test/**/*.ts',
    ],
    rules: { 'no-console': 'off' },
  },
);
