// Rewrites web imports that cross from one area into another (a feature, a shared part, the app
// shell) to the `@/` alias, and keeps imports within an area relative. Idempotent; run it after moving
// files: `node scripts/alias-imports.mjs`. With `--check` (in `npm run lint`) it changes nothing and
// fails when an import would change.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const SRC = resolve('apps/web/src');
const check = process.argv.includes('--check');

const files = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });

/** The area a file belongs to: features/<name>, shared/<name>, app, test, or the root. */
const areaOf = (path) => {
  const [first, second] = relative(SRC, path).split('/');
  return first === 'features' || first === 'shared' ? `${first}/${second}` : first.includes('.') ? '' : first;
};

let changed = 0;
for (const file of files(SRC)) {
  const source = readFileSync(file, 'utf8');
  const next = source.replace(
    /(from\s+|import\s+|import\()(['"])(\.{1,2}\/[^'"]+)\2/g,
    (whole, lead, quote, spec) => {
      const target = resolve(dirname(file), spec);
      if (!target.startsWith(SRC) || areaOf(target) === areaOf(file)) return whole;
      return `${lead}${quote}@/${relative(SRC, target)}${quote}`;
    },
  );
  if (next !== source) {
    if (check) console.error(`${relative(process.cwd(), file)}: an import across areas should use @/`);
    else writeFileSync(file, next);
    changed++;
  }
}
if (check && changed > 0) process.exit(1);
console.log(check ? 'web imports: ok' : `aliased imports in ${changed} files`);
