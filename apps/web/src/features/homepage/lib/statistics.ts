import type { DataStatistics } from '../api';

const DAY_MS = 86_400_000;

type Series = DataStatistics['series'][number];

export type SeriesFigures = {
  key: string;
  name: string;
  total: number;
  yesterday: number | null;
  month: number | null;
  /** Sum of the last 30 days. */
  periodTotal: number;
  /** Sum of the 30 days before them. */
  previousTotal: number;
  /** Percentage change from the previous period to this one, rounded; null when the previous is 0. */
  change: number | null;
};

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** Percentage change from `previous` to `current`, rounded; null where there is nothing to divide by. */
export const percentChange = (current: number, previous: number): number | null =>
  previous === 0 ? null : Math.round(((current - previous) / previous) * 100);

/**
 * Per series: the period total the server sends, plus yesterday's and this month's figures summed
 * from the daily data where those days are in the window (UTC days, as the server counts them), and
 * how the 30 days compare with the 30 before. The tile shows the server's total where there is one;
 * the change always compares the daily sums, so both periods are counted alike.
 */
export const seriesFigures = (stats: DataStatistics, now = new Date()): SeriesFigures[] => {
  const today = now.toISOString().slice(0, 10);
  const yesterday = new Date(now.getTime() - DAY_MS).toISOString().slice(0, 10);
  const month = today.slice(0, 7);
  const yesterdayIndex = stats.days.indexOf(yesterday);
  const monthIndexes = stats.days.flatMap((d, i) => (d.startsWith(month) ? [i] : []));
  return stats.series.map((s) => {
    const periodTotal = sum(s.data);
    const previousTotal = sum(s.previous);
    return {
      key: s.key,
      name: s.name,
      total: stats.totals.find((t) => t.key === s.key)?.count ?? periodTotal,
      yesterday: yesterdayIndex >= 0 ? (s.data[yesterdayIndex] ?? 0) : null,
      month: monthIndexes.length ? monthIndexes.reduce((total, i) => total + (s.data[i] ?? 0), 0) : null,
      periodTotal,
      previousTotal,
      change: percentChange(periodTotal, previousTotal),
    };
  });
};

/** First and last day of a period, as `YYYY-MM-DD ~ YYYY-MM-DD`. */
export const periodRange = (days: string[]) => (days.length ? `${days[0]} ~ ${days[days.length - 1]}` : '');

export type ComparedDay = { date: string; value: number };

/**
 * Day `i` of both periods of a series, this period first: the days are compared by their position
 * (the 1st of the last 30 with the 1st of the 30 before), so each half names its own date.
 */
export const comparedDay = (stats: DataStatistics, series: Series, i: number): [ComparedDay, ComparedDay] => [
  { date: stats.days[i] ?? '', value: series.data[i] ?? 0 },
  { date: stats.previousDays[i] ?? '', value: series.previous[i] ?? 0 },
];
