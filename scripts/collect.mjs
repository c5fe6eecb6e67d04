// Writes the central lists that are collected from the domains' files by their names (issue 23 §2), so
// that a new domain adds its own files and runs `npm run collect` instead of editing the lists:
//
//   packages/contracts/src/index.ts            every file of contracts, except those another file
//                                              re-exports (a `<domain>-document.ts` through its domain)
//   packages/contracts/src/endpoint-groups.ts  every `export const xEndpoints = defineEndpoints(…)` of a
//                                              `*-endpoints.ts`: what the server registers and the
//                                              access test walks
//   packages/contracts/src/domain-messages.ts  every `export const X_MESSAGES` of a `*-messages.ts`,
//                                              merged into MESSAGES (messages.ts)
//   packages/contracts/src/documents.ts        every `export const X_DOCUMENT = defineDocument(…)` of a
//                                              `*-document.ts`
//   apps/server/src/schema.ts                  every module's `*.table.ts`
//   apps/web/src/app/i18n/portal-{zh,en}.ts    the layout's, the list's and the import dialog's texts,
//                                              and every feature's `locales/<language>.json` (with its
//                                              `locales/blocks.ts` from the contracts' catalogues), but
//                                              the public ones (public-zh.ts names them)
//
// Static imports, written out, rather than a glob at run time: the lists keep their types (the texts'
// keys type every `t()`, the messages' every message key) and the bundler its chunks. With `--check`
// (in `npm run lint`) it writes nothing and fails when a list is not what the files say.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import prettier from 'prettier';

// COLLECT_ROOT: another tree of the same shape (scripts/collect.test.mjs runs it on a copy).
const ROOT = resolve(process.env.COLLECT_ROOT ?? join(import.meta.dirname, '..'));
const CONTRACTS = join(ROOT, 'packages/contracts/src');
const SERVER = join(ROOT, 'apps/server/src');
const WEB = join(ROOT, 'apps/web/src');
const check = process.argv.includes('--check');

const header = (from) =>
  `// Written by \`npm run collect\` (scripts/collect.mjs) from ${from}: do not edit.\n`;

/** The TypeScript sources of a folder (no tests, no declarations), sorted by name. */
const sources = (dir) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('.d.ts'))
    .sort();

const read = (path) => readFileSync(path, 'utf8');
/** The names a file exports by a pattern (group 1). */
const exported = (path, pattern) => [...read(path).matchAll(pattern)].map((m) => m[1]);
const base = (file) => file.replace(/\.ts$/, '');
const camel = (kebab) => kebab.replace(/-(\w)/g, (_, c) => c.toUpperCase());
const pascal = (kebab) => camel(kebab).replace(/^\w/, (c) => c.toUpperCase());

const contractsIndex = () => {
  const files = sources(CONTRACTS).filter((f) => f !== 'index.ts');
  const reexported = new Set(
    files.flatMap((f) =>
      exported(join(CONTRACTS, f), /^export (?:\*|\{[^}]*\}) from '\.\/([\w-]+)';$/gm).map((n) => `${n}.ts`),
    ),
  );
  const lines = files.filter((f) => !reexported.has(f)).map((f) => `export * from './${base(f)}';`);
  return `${header('the files beside it')}${lines.join('\n')}\n`;
};

const endpointGroups = () => {
  const groups = sources(CONTRACTS)
    .filter((f) => f.endsWith('-endpoints.ts'))
    .flatMap((f) =>
      exported(join(CONTRACTS, f), /^export const (\w+Endpoints) = defineEndpoints\(/gm).map((name) => ({
        name,
        file: base(f),
      })),
    );
  return [
    header('the *-endpoints.ts files'),
    ...groups.map((g) => `import { ${g.name} } from './${g.file}';`),
    '',
    '/** Every group of calls the server registers: the access test walks them all. */',
    `export const ENDPOINT_GROUPS = { ${groups.map((g) => g.name).join(', ')} } as const;`,
    '',
  ].join('\n');
};

const domainMessages = () => {
  const catalogs = sources(CONTRACTS)
    .filter((f) => f.endsWith('-messages.ts') && f !== 'domain-messages.ts')
    .flatMap((f) =>
      exported(join(CONTRACTS, f), /^export const (\w+_MESSAGES) = \{/gm).map((name) => ({
        name,
        file: base(f),
      })),
    );
  return [
    header('the *-messages.ts files'),
    ...catalogs.map((c) => `import { ${c.name} } from './${c.file}';`),
    '',
    "/** The domains' own messages, merged into MESSAGES (messages.ts). */",
    `export const DOMAIN_MESSAGES = { ${catalogs.map((c) => `...${c.name}`).join(', ')} } as const;`,
    '',
  ].join('\n');
};

const documents = () => {
  const descriptors = sources(CONTRACTS)
    .filter((f) => f.endsWith('-document.ts'))
    .flatMap((f) =>
      exported(join(CONTRACTS, f), /^export const (\w+_DOCUMENT) = defineDocument\(/gm).map((name) => ({
        name,
        file: base(f),
      })),
    );
  return [
    header('the *-document.ts files'),
    "import type { AnyDocument } from './document';",
    ...descriptors.map((d) => `import { ${d.name} } from './${d.file}';`),
    '',
    '/**',
    ' * Every described document (issue 23 §2): the to-dos\u2019 types and targets, the role editor\u2019s actions',
    ' * and the menus read them from here, and a test holds each against the menus.',
    ' */',
    `export const DOCUMENTS: readonly AnyDocument[] = [${descriptors.map((d) => d.name).join(', ')}];`,
    '',
  ].join('\n');
};

const schema = () => {
  const modules = join(SERVER, 'modules');
  const tables = readdirSync(modules)
    .sort()
    .flatMap((m) =>
      sources(join(modules, m))
        .filter((f) => f.endsWith('.table.ts'))
        .map((f) => `./modules/${m}/${base(f)}`),
    );
  return [
    header("every module's *.table.ts"),
    '// Every table, for drizzle-kit, the read-only joins of repositories and the demo. Tables live beside',
    '// their module.',
    ...tables.map((t) => `export * from '${t}';`),
    '',
  ].join('\n');
};

/** The namespaces of the portal's texts: [namespace, folder of its locales (from src), blocks?]. */
const portalNamespaces = () => {
  const publicTexts = read(join(WEB, 'app/i18n/public-zh.ts'));
  const features = readdirSync(join(WEB, 'features'))
    .sort()
    .filter((f) => existsSync(join(WEB, 'features', f, 'locales/zh.json')))
    .filter((f) => !publicTexts.includes(`@/features/${f}/locales/`));
  return [
    ['layout', 'app/layout/locales'],
    ['list', 'shared/list-page/locales'],
    ['import', 'shared/import/locales'],
    ...features.map((f) => [f, `features/${f}/locales`]),
  ].map(([namespace, dir]) => ({ namespace, dir, blocks: existsSync(join(WEB, dir, 'blocks.ts')) }));
};

const portalTexts = (language) => {
  const namespaces = portalNamespaces();
  const at = (dir) => (dir.startsWith('app/') ? `../${relative('app', dir)}` : `@/${dir}`);
  const name = (namespace) => `${language}${pascal(namespace)}`;
  const imports = namespaces.flatMap(({ namespace, dir, blocks }) => [
    `import ${name(namespace)} from '${at(dir)}/${language}.json';`,
    ...(blocks ? [`import { blocks as ${camel(namespace)}Blocks } from '${at(dir)}/blocks';`] : []),
  ]);
  const entries = namespaces.map(({ namespace, blocks }) => {
    const key = /^[a-z]+$/.test(namespace) ? namespace : `'${namespace}'`;
    const value = blocks
      ? `{ ...${name(namespace)}, ...${camel(namespace)}Blocks('${language}') }`
      : name(namespace);
    return `  ${key}: ${value},`;
  });
  const zh = language === 'zh';
  return [
    header('the locales folders'),
    ...imports,
    ...(zh ? [] : ["import type { PortalResources } from './portal-zh';"]),
    '',
    `// The portal's texts in ${zh ? 'Chinese' : 'English'}: loaded with the first portal page, never by the`,
    "// sign-in page (./load.ts). A namespace is its feature's locale file plus the blocks its",
    "// locales/blocks.ts takes from the contracts' catalogues.",
    ...(zh
      ? []
      : ['// Typed as the zh side, so that a key missing from an en file fails the type check too.']),
    `const texts${zh ? '' : ': PortalResources'} = {`,
    ...entries,
    '};',
    '',
    ...(zh ? ['export type PortalResources = typeof texts;'] : []),
    'export default texts;',
    '',
  ].join('\n');
};

const targets = [
  [join(CONTRACTS, 'index.ts'), contractsIndex],
  [join(CONTRACTS, 'endpoint-groups.ts'), endpointGroups],
  [join(CONTRACTS, 'domain-messages.ts'), domainMessages],
  [join(CONTRACTS, 'documents.ts'), documents],
  [join(SERVER, 'schema.ts'), schema],
  [join(WEB, 'app/i18n/portal-zh.ts'), () => portalTexts('zh')],
  [join(WEB, 'app/i18n/portal-en.ts'), () => portalTexts('en')],
];

let stale = 0;
for (const [path, make] of targets) {
  const options = { ...(await prettier.resolveConfig(path)), filepath: path };
  const next = await prettier.format(make(), options);
  const now = existsSync(path) ? read(path) : '';
  if (next === now) continue;
  stale++;
  if (check) console.error(`${relative(ROOT, path)} is not what the files say: run \`npm run collect\``);
  else writeFileSync(path, next);
}
if (check && stale > 0) process.exit(1);
console.log(check ? 'collected lists: ok' : `collected lists: ${stale} written`);
