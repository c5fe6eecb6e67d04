// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@oms/contracts';
import { resources } from '../resources';

// Every locale file of the web, found on disk rather than listed, so a new feature's texts are
// checked (and must be registered in ../resources) without anyone remembering to add them here.

const SRC = fileURLToPath(new URL('../../..', import.meta.url));

type Tree = { [key: string]: string | Tree };

const zhFiles = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((path) => path.split(sep).slice(-2).join('/') === 'locales/zh.json')
  .map((path) => join(SRC, path))
  .sort();

const readTree = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Tree;
/** Each locales folder's blocks.ts (the labels it takes from the contracts' catalogues), by folder. */
const blocksOf = new Map(
  Object.entries(
    import.meta.glob<{ blocks: (language: 'zh' | 'en') => Tree }>('../../../**/locales/blocks.ts', {
      eager: true,
    }),
  ).map(([path, module]) => [dirname(fileURLToPath(new URL(path, import.meta.url))), module.blocks]),
);

/** A namespace is its locale file plus the blocks its folder takes from the contracts' catalogues. */
const withBlocks = (zhPath: string, language: 'zh' | 'en'): Tree => ({
  ...readTree(join(dirname(zhPath), `${language}.json`)),
  ...(blocksOf.get(dirname(zhPath))?.(language) ?? {}),
});

/** Every leaf as [dotted path, value]; a value that is neither text nor object is kept to be reported. */
const leaves = (tree: Tree, prefix = ''): [string, unknown][] =>
  Object.entries(tree).flatMap(([key, value]): [string, unknown][] =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? leaves(value, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value]],
  );

/** The `{{name}}` placeholders of a text (a format after a comma, `{{n, number}}`, is not the name). */
const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/\{\{\s*([^,}\s]+)[^}]*\}\}/g)].map((m) => m[1]))].sort();

const isBlank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

const zhNamespaces: Record<string, unknown> = resources.zh;
const enNamespaces: Record<string, unknown> = resources.en;

describe('web locale files', () => {
  it('finds the locale files', () => {
    expect(zhFiles.length).toBeGreaterThan(10);
  });

  describe.each(zhFiles.map((zhPath) => [relative(SRC, dirname(zhPath)), zhPath]))('%s', (_dir, zhPath) => {
    const enPath = join(dirname(zhPath), 'en.json');
    const zh = new Map(leaves(readTree(zhPath)));
    const en = existsSync(enPath) ? new Map(leaves(readTree(enPath))) : new Map<string, unknown>();

    it('has an en.json with exactly the key paths of zh.json', () => {
      expect(existsSync(enPath)).toBe(true);
      expect({
        missingInEn: [...zh.keys()].filter((k) => !en.has(k)),
        onlyInEn: [...en.keys()].filter((k) => !zh.has(k)),
      }).toEqual({ missingInEn: [], onlyInEn: [] });
    });

    it('has no empty text', () => {
      const blank = (texts: Map<string, unknown>) => [...texts].filter(([, v]) => isBlank(v)).map(([k]) => k);
      expect({ zh: blank(zh), en: blank(en) }).toEqual({ zh: [], en: [] });
    });

    it('uses the same placeholders in both languages', () => {
      const differing = [...zh]
        .filter(([key, text]) => en.has(key) && typeof text === 'string')
        .map(([key, text]) => ({
          key,
          zh: placeholders(text as string),
          en: placeholders(String(en.get(key))),
        }))
        .filter((p) => !isDeepStrictEqual(p.zh, p.en));
      expect(differing).toEqual([]);
    });

    it('is a namespace of the i18n resources (with its catalogue blocks), in both languages', () => {
      const name = Object.keys(zhNamespaces).find((n) =>
        isDeepStrictEqual(zhNamespaces[n], withBlocks(zhPath, 'zh')),
      );
      expect(
        name,
        'run `npm run collect` (or add a public namespace to app/i18n/public-zh.ts)',
      ).toBeDefined();
      expect(isDeepStrictEqual(enNamespaces[name ?? ''], withBlocks(zhPath, 'en'))).toBe(true);
    });
  });
});

describe("the contracts' message catalogue", () => {
  const entries = Object.entries(MESSAGES);

  it('has a zh and an en text for every key', () => {
    expect(entries.filter(([, m]) => isBlank(m.zh) || isBlank(m.en)).map(([key]) => key)).toEqual([]);
  });

  it('uses the same placeholders in both languages', () => {
    const differing = entries
      .map(([key, m]) => ({ key, zh: placeholders(m.zh), en: placeholders(m.en) }))
      .filter((p) => !isDeepStrictEqual(p.zh, p.en));
    expect(differing).toEqual([]);
  });

  it('is the messages namespace in both languages', () => {
    expect(resources.zh.messages).toEqual(Object.fromEntries(entries.map(([key, m]) => [key, m.zh])));
    expect(resources.en.messages).toEqual(Object.fromEntries(entries.map(([key, m]) => [key, m.en])));
  });
});
