// Fails when a server file writes a table its module does not own. A table belongs to the module whose
// folder holds the `*.table.ts` exporting it; every insert, update or delete of it must come from that
// folder (other modules call the owner's service). Reads and joins across modules are allowed.
//
//   node scripts/check-table-owners.mjs              checks apps/server/src
//   node --test scripts/check-table-owners.test.mjs  the script's own test
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_SRC = 'apps/server/src';
const MODULES_DIR = `${SERVER_SRC}/modules`;

/**
 * Files that may write any table. Tests arrange their data directly; the demo (apps/server/src/demo/)
 * loads fixed demo rows into many modules' tables in one transaction and is checked by its own tests.
 */
const EXEMPT = [/\.test\.ts$/, /test-support\.ts$/, /\.table\.ts$/, /^apps\/server\/src\/demo\//];

const IDENT = String.raw`[A-Za-z_$][\w$]*`;

/**
 * Blanks comments (keeping line breaks, so positions still give line numbers). Strings stay: raw
 * SQL in them is checked too. Regex literals are rare enough here to be read as code.
 */
export const stripComments = (source) => {
  let out = '';
  let i = 0;
  let quote = null;
  while (i < source.length) {
    const c = source[i];
    const next = source[i + 1];
    if (quote) {
      out += c;
      if (c === '\\') {
        out += next ?? '';
        i += 2;
        continue;
      }
      if (c === quote) quote = null;
      i++;
    } else if (c === '/' && next === '/') {
      while (i < source.length && source[i] !== '\n') i++;
    } else if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end === -1 ? source.length : end + 2;
      out += source.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop;
    } else {
      if (c === "'" || c === '"' || c === '`') quote = c;
      out += c;
      i++;
    }
  }
  return out;
};

const lineAt = (text, index) => text.slice(0, index).split('\n').length;

/** The tables a `*.table.ts` source exports: identifier → SQL name. */
export const tablesIn = (source) => {
  const found = new Map();
  const re = new RegExp(
    String.raw`export\s+const\s+(${IDENT})\s*(?::[^=]+)?=\s*pgTable\s*\(\s*['"]([^'"]+)['"]`,
    'g',
  );
  for (const m of stripComments(source).matchAll(re)) found.set(m[1], m[2]);
  return found;
};

/**
 * Every table of the given table files, by identifier: its SQL name and owning module. Refuses an
 * identifier or SQL name defined twice (ownership would be ambiguous).
 */
export const ownersOf = (tableFiles) => {
  const byIdent = new Map();
  const bySqlName = new Map();
  for (const { module, source } of tableFiles) {
    for (const [ident, sqlName] of tablesIn(source)) {
      const other = byIdent.get(ident) ?? bySqlName.get(sqlName);
      if (other) throw new Error(`table ${sqlName} (${ident}) is defined by ${other.module} and ${module}`);
      const table = { ident, sqlName, module };
      byIdent.set(ident, table);
      bySqlName.set(sqlName, table);
    }
  }
  return { byIdent, bySqlName };
};

/**
 * The local names of a file that stand for a table: the table identifiers themselves, renamed
 * imports (`users as u`), aliases (`const t = thirdPayAccounts`, `const u = alias(users, 'u')`) and
 * namespace imports (`schema.users`).
 */
const localTables = (code, byIdent) => {
  const names = new Map([...byIdent.keys()].map((ident) => [ident, ident]));
  const namespaces = new Set();
  for (const m of code.matchAll(new RegExp(String.raw`import\s+(?:type\s+)?\*\s+as\s+(${IDENT})`, 'g')))
    namespaces.add(m[1]);
  const links = [];
  for (const m of code.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}/g)) {
    for (const part of m[1].split(',')) {
      const rename = new RegExp(String.raw`^\s*(?:type\s+)?(${IDENT})\s+as\s+(${IDENT})\s*$`).exec(part);
      if (rename) links.push([rename[2], rename[1]]);
    }
  }
  const declared = new RegExp(
    String.raw`\b(?:const|let|var)\s+(${IDENT})\s*(?::[^=;]+)?=\s*(?:alias\s*\(\s*)?(${IDENT}(?:\s*\.\s*${IDENT})?)\s*(?=[;,)\n])`,
    'g',
  );
  for (const m of code.matchAll(declared)) links.push([m[1], m[2].replace(/\s+/g, '')]);
  const resolve = (expr) => {
    if (names.has(expr)) return names.get(expr);
    const [head, tail, ...rest] = expr.split('.');
    if (tail && rest.length === 0 && namespaces.has(head) && byIdent.has(tail)) return tail;
    return undefined;
  };
  // Aliases of aliases: repeat until nothing new resolves.
  for (let changed = true; changed;) {
    changed = false;
    for (const [name, target] of links) {
      const table = resolve(target);
      if (table && names.get(name) !== table) {
        names.set(name, table);
        changed = true;
      }
    }
  }
  return resolve;
};

/** The module folder a file belongs to, or undefined outside `modules/`. */
export const moduleOf = (file) => {
  const m = new RegExp(String.raw`^${MODULES_DIR}/([^/]+)/`).exec(file);
  return m?.[1];
};

/**
 * The writes in `source` (at `file`) of tables its module does not own: Drizzle's
 * `.insert(t)`, `.update(t)` and `.delete(t)`, and `insert into`, `update … set`, `delete from` in SQL
 * text. Each as `{ file, line, table, owner }`.
 */
export const foreignWrites = (file, source, owners) => {
  const code = stripComments(source);
  const module = moduleOf(file);
  const resolve = localTables(code, owners.byIdent);
  const found = [];
  const report = (index, table) => {
    if (table.module !== module)
      found.push({ file, line: lineAt(code, index), table: table.sqlName, owner: table.module });
  };
  const call = new RegExp(
    String.raw`\.\s*(?:insert|update|delete)\s*\(\s*(${IDENT}(?:\s*\.\s*${IDENT})?)\s*(?=[,)])`,
    'g',
  );
  for (const m of code.matchAll(call)) {
    const ident = resolve(m[1].replace(/\s+/g, ''));
    if (ident) report(m.index, owners.byIdent.get(ident));
  }
  const sqlWrite = /\b(?:insert\s+into|delete\s+from|update)\s+"?([a-z_][a-z0-9_]*)"?(\s+set\b)?/gi;
  for (const m of code.matchAll(sqlWrite)) {
    const isUpdate = /^update/i.test(m[0]);
    if (isUpdate && !m[2]) continue;
    const table = owners.bySqlName.get(m[1].toLowerCase());
    if (table) report(m.index, table);
  }
  return found;
};

const filesUnder = (dir) =>
  readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();

/** Checks the server sources on disk; answers the violations. */
export const checkServer = () => {
  const read = (file) => readFileSync(path.join(ROOT, file), 'utf8');
  const tableFiles = filesUnder(MODULES_DIR)
    .filter((file) => new RegExp(String.raw`^${MODULES_DIR}/[^/]+/[^/]+\.table\.ts$`).test(file))
    .map((file) => ({ module: moduleOf(file), source: read(file) }));
  const owners = ownersOf(tableFiles);
  return filesUnder(SERVER_SRC)
    .filter((file) => !EXEMPT.some((re) => re.test(file)))
    .flatMap((file) => foreignWrites(file, read(file), owners));
};

const main = () => {
  const violations = checkServer();
  for (const v of violations) {
    console.error(
      `${v.file}:${v.line}: writes table ${v.table}, owned by module ${v.owner}: call its service`,
    );
  }
  if (violations.length > 0) process.exit(1);
  console.log('table owners: ok');
};

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) main();
