// `npm run collect` on a copy of the tree: its lists hold what the files say, a new domain's files
// make `--check` fail until the lists are written again, and then they name the new files.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const SCRIPT = join(ROOT, 'scripts/collect.mjs');

/** Runs collect on `root`: its exit code and what it said. */
const collect = (root, ...args) => {
  try {
    const out = execFileSync(process.execPath, [SCRIPT, ...args], {
      env: { ...process.env, COLLECT_ROOT: root },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return { code: 0, out };
  } catch (error) {
    return { code: error.status, out: `${error.stdout}${error.stderr}` };
  }
};

const put = (root, path, text) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};

test('collect writes what a new domain adds, and --check fails until it has', () => {
  const root = mkdtempSync(join(tmpdir(), 'collect-'));
  try {
    for (const dir of ['packages/contracts/src', 'apps/server/src', 'apps/web/src'])
      cpSync(join(ROOT, dir), join(root, dir), {
        recursive: true,
        filter: (p) => !p.includes('node_modules'),
      });
    cpSync(join(ROOT, '.prettierrc.json'), join(root, '.prettierrc.json'));
    assert.equal(collect(root, '--check').code, 0, 'the copy starts collected');

    put(
      root,
      'packages/contracts/src/parcels-endpoints.ts',
      'export const parcelsEndpoints = defineEndpoints(\n',
    );
    put(root, 'packages/contracts/src/parcels-messages.ts', 'export const PARCELS_MESSAGES = {};\n');
    put(
      root,
      'packages/contracts/src/parcels-document.ts',
      'export const PARCEL_DOCUMENT = defineDocument(\n',
    );
    put(root, 'apps/server/src/modules/parcels/parcels.table.ts', 'export const parcels = 1;\n');
    put(root, 'apps/web/src/features/parcels/locales/zh.json', '{}\n');
    put(root, 'apps/web/src/features/parcels/locales/en.json', '{}\n');

    const stale = collect(root, '--check');
    assert.equal(stale.code, 1);
    for (const list of [
      'index.ts',
      'endpoint-groups.ts',
      'domain-messages.ts',
      'documents.ts',
      'schema.ts',
      'portal-zh.ts',
      'portal-en.ts',
    ])
      assert.match(stale.out, new RegExp(`${list.replace('.', '\\.')} is not what the files say`));

    assert.equal(collect(root).code, 0);
    const file = (path) => readFileSync(join(root, path), 'utf8');
    assert.match(file('packages/contracts/src/index.ts'), /export \* from '\.\/parcels-endpoints';/);
    assert.match(
      file('packages/contracts/src/endpoint-groups.ts'),
      /import \{ parcelsEndpoints \} from '\.\/parcels-endpoints';/,
    );
    assert.match(file('packages/contracts/src/domain-messages.ts'), /\.\.\.PARCELS_MESSAGES/);
    assert.match(file('packages/contracts/src/documents.ts'), /DOCUMENTS[^=]*= \[[^\]]*PARCEL_DOCUMENT/);
    assert.match(file('apps/server/src/schema.ts'), /export \* from '\.\/modules\/parcels\/parcels\.table';/);
    assert.match(
      file('apps/web/src/app/i18n/portal-en.ts'),
      /import enParcels from '@\/features\/parcels\/locales\/en\.json';/,
    );
    assert.equal(collect(root, '--check').code, 0, 'written, the lists hold');
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
