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
    const days = lastDays(STAT_DAYS);
    const since = new Date(`${days[0]}T00:00:00.000Z`);
    const series = board.seriesFor(viewer.permissions);
    const totals = board.totalsFor(viewer.permissions);
    const [{ raised, done, open }, perDay, counts] = await Promise.all([
      todos.activity(viewer, since),
      Promise.all(series.map((s) => s.perDay(viewer.companyId, since))),
      Promise.all(totals.map((t) => t.count(viewer.companyId))),
    ]);
    const align = (rows: { day: string; n: number }[]) => {
      const byDay = new Map(rows.map((r) => [r.day, r.n]));
      return days.map((d) => byDay.get(d) ?? 0);
    };
    const raisedData = align(raised);
    return {
      days,
      series: [
        ...series.map((s, i) => ({ key: s.key, name: s.name(language), data: align(perDay[i] ?? []) })),
        { key: 'todosRaised', name: formatMessage('homepage.todosRaised', language), data: raisedData },
        { key: 'todosDone', name: formatMessage('homepage.todosDone', language), data: align(done) },
      ],
      totals: [
        ...totals.map((t, i) => ({ key: t.key, name: t.name(language), count: counts[i] ?? 0 })),
        { key: 'openTodos', name: formatMessage('homepage.openTodos', language), count: open },
        {
          key: 'todosRaised',
          name: formatMessage('homepage.todosRaised', language),
          count: raisedData.reduce((a, b) => a + b, 0),
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
