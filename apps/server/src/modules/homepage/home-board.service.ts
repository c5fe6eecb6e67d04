import type { Language } from '@oms/contracts';

/**
 * What a document module adds to the home page. The homepage module is built before the order
 * modules, so they plug in from their `setup` (like the claims' document checkers) and the home calls
 * ask whatever has registered: a module that does not exist yet adds nothing, and no figure is made up.
 */
export type DocumentCounter = {
  /** The to-do related type whose rows these counts replace in countByStatus (e.g. 3, inbound). */
  relateType: number;
  /** The menu code a viewer must hold to see the counts. */
  code: string;
  /** The company's documents per state, the states a customer follows (not drafts or finished ones). */
  countByStatus(companyId: number): Promise<{ status: string; count: number }[]>;
  statusText(status: string, language: Language): string;
};

export type StatisticsSeries = {
  key: string;
  /** The menu code a viewer must hold to see the series. */
  code: string;
  name(language: Language): string;
  /** Counts per UTC day (`YYYY-MM-DD`) since `since`; missing days count 0. */
  perDay(companyId: number, since: Date): Promise<{ day: string; n: number }[]>;
};

export type StatisticsTotal = {
  key: string;
  code: string;
  name(language: Language): string;
  count(companyId: number): Promise<number>;
};

export const createHomeBoard = () => {
  const counters: DocumentCounter[] = [];
  const series: StatisticsSeries[] = [];
  const totals: StatisticsTotal[] = [];
  return {
    counter: (c: DocumentCounter) => void counters.push(c),
    series: (s: StatisticsSeries) => void series.push(s),
    total: (t: StatisticsTotal) => void totals.push(t),
    countersFor: (permissions: ReadonlySet<string>) => counters.filter((c) => permissions.has(c.code)),
    seriesFor: (permissions: ReadonlySet<string>) => series.filter((s) => permissions.has(s.code)),
    totalsFor: (permissions: ReadonlySet<string>) => totals.filter((t) => permissions.has(t.code)),
    /** Related types whose counts come from their documents rather than from the to-dos. */
    countedTypes: () => new Set(counters.map((c) => c.relateType)),
  };
};
export type HomeBoard = ReturnType<typeof createHomeBoard>;
