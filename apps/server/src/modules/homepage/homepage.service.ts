import { formatMessage, type DataStatistics, type Language } from '@oms/contracts';
import type { TodosService, TodoViewer } from './todos.service';

const STAT_DAYS = 30;
const DAY_MS = 86_400_000;

/** The last `n` UTC days as `YYYY-MM-DD`, oldest first, ending today. */
export const lastDays = (n: number, now = new Date()): string[] => {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: n }, (_, i) =>
    new Date(today - (n - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  );
};

/**
 * The home page's overview figures. They are built from the modules that exist: statistics grow a
 * series per module (orders, stock) as those modules land; until then they answer truthfully from
 * the to-dos alone.
 */
export const createHomepageService = ({ todos }: { todos: TodosService }) => ({
  async dataStatistics(viewer: TodoViewer, language: Language): Promise<DataStatistics> {
    const days = lastDays(STAT_DAYS);
    const since = new Date(`${days[0]}T00:00:00.000Z`);
    const { raised, done, open } = await todos.activity(viewer, since);
    const align = (rows: { day: string; n: number }[]) => {
      const byDay = new Map(rows.map((r) => [r.day, r.n]));
      return days.map((d) => byDay.get(d) ?? 0);
    };
    const raisedData = align(raised);
    return {
      days,
      series: [
        { key: 'todosRaised', name: formatMessage('homepage.todosRaised', language), data: raisedData },
        { key: 'todosDone', name: formatMessage('homepage.todosDone', language), data: align(done) },
      ],
      totals: [
        { key: 'openTodos', name: formatMessage('homepage.openTodos', language), count: open },
        {
          key: 'todosRaised',
          name: formatMessage('homepage.todosRaised', language),
          count: raisedData.reduce((a, b) => a + b, 0),
        },
      ],
    };
  },
});
export type HomepageService = ReturnType<typeof createHomepageService>;
