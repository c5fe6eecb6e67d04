import type { DataStatistics } from '../api';

const DAY_MS = 86_400_000;

export type SeriesFigures = {
  key: string;
  name: string;
  total: number;
  yesterday: number | null;
  month: number | null;
};

/**
 * Per series: the period total the server sends, plus yesterday's and this month's figures summed
 * from the daily data where those days are in the window (UTC days, as the server counts them).
 */
export const seriesFigures = (stats: DataStatistics, now = new Date()): SeriesFigures[] => {
  const today = now.toISOString().slice(0, 10);
  const yesterday = new Date(now.getTime() - DAY_MS).toISOString().slice(0, 10);
  const month = today.slice(0, 7);
  const yesterdayIndex = stats.days.indexOf(yesterday);
  const monthIndexes = stats.days.flatMap((d, i) => (d.startsWith(month) ? [i] : []));
  return stats.series.map((s) => ({
    key: s.key,
    name: s.name,
    total: stats.totals.find((t) => t.key === s.key)?.count ?? s.data.reduce((a, b) => a + b, 0),
    yesterday: yesterdayIndex >= 0 ? (s.data[yesterdayIndex] ?? 0) : null,
    month: monthIndexes.length ? monthIndexes.reduce((sum, i) => sum + (s.data[i] ?? 0), 0) : null,
  }));
};
