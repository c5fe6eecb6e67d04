import type { QueryKey } from '@tanstack/react-query';

// Which queries show which document type. A live notice (to-do or update) names the document type
// it is about (its relateType); the shell refreshes every query key declared for that type. A domain
// declares its types once, `defineDomain(name, group, { live: [TODO_TYPE.product] })`, and every list,
// detail and other query of the domain follows (they all start with the domain's key).

const byType = new Map<number, QueryKey[]>();
const same = (a: QueryKey, b: QueryKey) => JSON.stringify(a) === JSON.stringify(b);

/** Declares that the queries under `key` show documents of `relateTypes`. */
export const declareLive = (relateTypes: readonly number[], key: QueryKey) => {
  for (const type of relateTypes) {
    const keys = byType.get(type) ?? [];
    if (!keys.some((k) => same(k, key))) keys.push(key);
    byType.set(type, keys);
  }
};

/** The query key prefixes that show documents of `relateType` (none when no domain declared it). */
export const liveKeysOf = (relateType: number): readonly QueryKey[] => byType.get(relateType) ?? [];
