import {
  formatMessage,
  TODO_RELATE_TYPES,
  type CountByStatus,
  type DataStatistics,
  type Language,
  type TodoRelateType,
} from '@oms/contracts';
import type { HomeBoard } from './home-board.service';
import { relateTypeDesc, type TodosService, type TodoViewer } from './todos.service';

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
export const createHomepageService = ({ todos, board }: { todos: TodosService; board: HomeBoard }) => ({
  async dataStatistics(viewer: TodoViewer, language: Language): Promise<DataStatistics> {
    // One read of 60 days answers both periods: the last 30 days and the 30 before, to compare with.
    const span = lastDays(2 * STAT_DAYS);
    const previousDays = span.slice(0, STAT_DAYS);
    const days = span.slice(STAT_DAYS);
    const since = new Date(`${span[0]}T00:00:00.000Z`);
    const series = board.seriesFor(viewer.permissions);
    const totals = board.totalsFor(viewer.permissions);
    const [{ raised, done, open }, perDay, counts] = await Promise.all([
      todos.activity(viewer, since),
      Promise.all(series.map((s) => s.perDay(viewer.companyId, since))),
      Promise.all(totals.map((t) => t.count(viewer.companyId))),
    ]);
    const split = (rows: { day: string; n: number }[]) => {
      const byDay = new Map(rows.map((r) => [r.day, r.n]));
      const on = (d: string) => byDay.get(d) ?? 0;
      return { data: days.map(on), previous: previousDays.map(on) };
    };
    const raisedData = split(raised);
    return {
      days,
      previousDays,
      series: [
        ...series.map((s, i) => ({ key: s.key, name: s.name(language), ...split(perDay[i] ?? []) })),
        { key: 'todosRaised', name: formatMessage('homepage.todosRaised', language), ...raisedData },
        { key: 'todosDone', name: formatMessage('homepage.todosDone', language), ...split(done) },
      ],
      totals: [
        ...totals.map((t, i) => ({ key: t.key, name: t.name(language), count: counts[i] ?? 0 })),
        { key: 'openTodos', name: formatMessage('homepage.openTodos', language), count: open },
        // Raised over the last 30 days, as the series shows them: the previous period is not counted.
        {
          key: 'todosRaised',
          name: formatMessage('homepage.todosRaised', language),
          count: raisedData.data.reduce((a, b) => a + b, 0),
        },
      ],
    };
  },

  /**
   * Open to-dos by related type and status, except the types whose documents count themselves (an
   * inbound order is followed through every state, not only while it waits for the customer).
   */
  async countByStatus(viewer: TodoViewer, language: Language, module?: string): Promise<CountByStatus> {
    const counted = board.countedTypes();
    const fromTodos = (await todos.countByStatus(viewer, language, module)).filter(
      (r) => !counted.has(r.relateType),
    );
    const counters = board
      .countersFor(viewer.permissions)
      .filter((c) => module === undefined || c.code === module);
    const fromDocuments = await Promise.all(
      counters.map(async (c) =>
        (await c.countByStatus(viewer.companyId))
          .filter((r) => r.count > 0)
          .map((r) => ({
            module: TODO_RELATE_TYPES[c.relateType as TodoRelateType]?.code ?? c.code,
            relateType: c.relateType,
            relateTypeDesc: relateTypeDesc(c.relateType, language),
            status: r.status,
            statusDesc: c.statusText(r.status, language),
            count: r.count,
          })),
      ),
    );
    return [...fromDocuments.flat(), ...fromTodos];
  },
});
export type HomepageService = ReturnType<typeof createHomepageService>;
