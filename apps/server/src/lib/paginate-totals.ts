/**
 * The totals of big lists, remembered for a few seconds in this process (paginate.ts "Count
 * strategy"). Only a total above the count cap is kept: that answer is the planner's estimate
 * (`totalExact: false`, "about N"), which follows the table's statistics rather than each write
 * anyway, so repeating it for a few seconds changes what a user sees only when the set shrinks below
 * the cap in that time. Exact totals are never kept: a user's own change shows on the next page.
 *
 * Entries are per database handle (a test's or a bench's second app, or a transaction, never reads
 * another's) and keyed by the count query's SQL and parameters, which hold the company and every
 * filter: two lists or two companies never share an entry.
 */

export type TotalsCache = {
  /** The remembered total of this count query, if it is younger than the time to live. */
  get(db: object, key: string): number | undefined;
  set(db: object, key: string, total: number): void;
  forget(db: object, key: string): void;
};

export const TOTALS_TTL_MS = 5_000;
/** Bounds the memory: the oldest entries go first. */
export const TOTALS_MAX_ENTRIES = 1_000;

export const createTotalsCache = (
  ttlMs = TOTALS_TTL_MS,
  maxEntries = TOTALS_MAX_ENTRIES,
  now: () => number = () => performance.now(),
): TotalsCache => {
  const byDb = new WeakMap<object, Map<string, { total: number; until: number }>>();
  return {
    get(db, key) {
      const entries = byDb.get(db);
      const entry = entries?.get(key);
      if (!entry) return undefined;
      if (entry.until > now()) return entry.total;
      entries!.delete(key);
      return undefined;
    },
    set(db, key, total) {
      let entries = byDb.get(db);
      if (!entries) byDb.set(db, (entries = new Map()));
      entries.delete(key);
      entries.set(key, { total, until: now() + ttlMs });
      // A Map iterates in insertion order: the first key is the oldest entry.
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
    forget(db, key) {
      byDb.get(db)?.delete(key);
    },
  };
};

/** The process's cache of totals above the cap. */
export const aboveCapTotals = createTotalsCache();

/** A count query's cache key: its SQL and parameters. */
export const totalKey = (query: { toSQL(): { sql: string; params: unknown[] } }) => {
  const { sql, params } = query.toSQL();
  return `${sql}\u0000${JSON.stringify(params)}`;
};
