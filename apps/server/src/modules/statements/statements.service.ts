import {
  CURRENCIES,
  addMonths,
  monthOf,
  monthStart,
  monthsBetween,
  parseSort,
  type Language,
  type PageResult,
  type Statement,
  type StatementDetail,
  type StatementDownloadRequest,
  type StatementFile,
  type StatementKey,
  type StatementsFilters,
  type StatementsPageRequest,
} from '@oms/contracts';
import type { Deps } from '../../core/deps';
import type { AuthContext } from '../../core/context';
import { errors } from '../../lib/errors';
import type { FilesService } from '../files/files.service';
import { chainDisagreements, type Disagreement } from './statements.check';
import { closeThrough, figuresOf, lastClosableMonth } from './statements.close';
import { toDetail, toStatement, type MonthFigures } from './statements.compute';
import { statementFileOf } from './statements.files';
import { statementsRepository as repo, type Owner } from './statements.repository';
import type { MonthlyStatementRow } from './statements.table';

export type StatementsDeps = Pick<Deps, 'db'> & { files: FilesService };

/** The job that closes every company's ended months (and catches up months it missed). */
export const CLOSE_MONTHS_JOB = 'statements.close-months';

const figuresOfRow = (row: MonthlyStatementRow): MonthFigures => ({
  month: row.month,
  currency: row.currency,
  opening: row.opening,
  closing: row.closing,
  lines: row.lines,
  entries: row.entries,
});

const inRange = (month: string, f: StatementsFilters) =>
  (!f.monthFrom || month >= f.monthFrom) && (!f.monthTo || month <= f.monthTo);

/**
 * Monthly statements (/finance/mothAccountManage). Ended months are closed from the ledger and kept
 * (the job, and before any read of a company, so a read never waits for the job); the months not
 * closed yet (the current one, or the one that ended within the close grace) are computed live as
 * RUNNING. Everything is scoped to the session's company.
 */
export const createStatementsService = ({ db, files }: StatementsDeps) => {
  const ownerOf = (auth: Pick<AuthContext, 'tenantId' | 'companyId'>): Owner => ({
    tenantId: auth.tenantId,
    companyId: auth.companyId,
  });

  /** Closes what has ended; answers the months still open (oldest first, the current one last). */
  const catchUp = async (owner: Owner, now = new Date()) => {
    await db.transaction((tx) => closeThrough(tx, owner, lastClosableMonth(now)));
    const latest = await repo.latestMonth(db, owner.companyId);
    const current = monthOf(now);
    return monthsBetween(latest ? addMonths(latest, 1) : current, current);
  };

  /** Every statement the filters match: the open months live, the closed ones stored; newest first. */
  const statements = async (owner: Owner, filters: StatementsFilters, sort?: string) => {
    if (filters.monthFrom && filters.monthTo && filters.monthFrom > filters.monthTo)
      throw errors.invalid('statements.monthRange', undefined, 'monthFrom');
    const open = (await catchUp(owner)).filter((m) => inRange(m, filters));
    const live: Statement[] = [];
    for (const month of open) {
      for (const f of await figuresOf(db, owner.companyId, month))
        if (!filters.currency || f.currency === filters.currency) live.push(toStatement(f, null));
    }
    const closed = (await repo.list(db, owner.companyId, filters)).map((r) =>
      toStatement(figuresOfRow(r), r.closedAt),
    );
    const ascending = sort ? parseSort(sort).order === 'asc' : false;
    const currencyOrder = (s: Statement) => CURRENCIES.indexOf(s.currency);
    return [...live, ...closed].sort(
      (a, b) =>
        (a.month === b.month ? 0 : a.month < b.month === ascending ? -1 : 1) ||
        currencyOrder(a) - currencyOrder(b),
    );
  };

  const detail = async (owner: Owner, key: StatementKey): Promise<StatementDetail> => {
    const current = monthOf(new Date());
    if (key.month > current) throw errors.invalid('statements.future', undefined, 'month');
    const open = await catchUp(owner);
    const stored = (await repo.ofMonth(db, owner.companyId, key.month)).find(
      (r) => r.currency === key.currency,
    );
    if (stored) return toDetail(figuresOfRow(stored), stored.closedAt);
    // Before the company's first statement there is no statement to show.
    if (!open.includes(key.month)) throw errors.notFound();
    const live = (await figuresOf(db, owner.companyId, key.month)).find((f) => f.currency === key.currency)!;
    return toDetail(live, null);
  };

  /** Where one company's statements break their chain from the ledger to the balance (statements.check). */
  const disagreementsOf = async (owner: Owner): Promise<Disagreement[]> => {
    const all = [...(await statements(owner, {}))].reverse();
    const balances = await repo.accountBalances(db, owner.companyId);
    const out: Disagreement[] = [];
    for (const currency of CURRENCIES) {
      const mine = all.filter((s) => s.currency === currency);
      if (mine.length === 0) continue;
      const before = await repo.balancesBefore(db, owner.companyId, monthStart(mine[0]!.month));
      out.push(
        ...chainDisagreements({
          companyId: owner.companyId,
          currency,
          statements: mine,
          ledgerBefore: before.get(currency) ?? 0,
          balance: balances.get(currency) ?? 0,
        }),
      );
    }
    return out;
  };

  return {
    /** A page of statements (a company has two a month: the list is built whole, then paged). */
    async page(auth: AuthContext, request: StatementsPageRequest): Promise<PageResult<Statement>> {
      const { current, size, sort, cursor: _cursor, ...filters } = request;
      const all = await statements(ownerOf(auth), filters, sort);
      return { records: all.slice((current - 1) * size, current * size), total: all.length, current, size };
    },

    /** Every statement of a company the filters match (the list's export). */
    list: (owner: Owner, filters: StatementsFilters, sort?: string) => statements(owner, filters, sort),

    detail: (auth: AuthContext, key: StatementKey) => detail(ownerOf(auth), key),

    /** One statement as an xlsx or a PDF in the caller's language (the PDF has both), in the file center. */
    async download(
      auth: AuthContext,
      request: StatementDownloadRequest,
      language: Language,
    ): Promise<StatementFile> {
      const owner = ownerOf(auth);
      const statement = await detail(owner, request);
      const names = (await repo.names(db, owner.companyId)) ?? { company: auth.companyName, operator: '' };
      const { content, name, mime } = await statementFileOf(request.format, statement, names, language);
      const fileOwner = { ...owner, userId: auth.userId };
      const ready = await files.writeReady(
        fileOwner,
        { kind: 'export', module: 'statements', name },
        mime,
        content,
      );
      return { fileId: String(ready.id), name: ready.name };
    },

    /**
     * Where the statements disagree with the ledger, with each other or with the balance, for one
     * company or every company with accounts (none: every chain holds). A check for a quiet moment
     * (tests, operations): a money movement between its reads shows as a disagreement. Like any read
     * of statements, it closes the months that have ended.
     */
    async disagreements(companyId?: number): Promise<Disagreement[]> {
      const owners = (await repo.companiesWithAccounts(db)).filter(
        (o) => companyId === undefined || o.companyId === companyId,
      );
      const out: Disagreement[] = [];
      for (const owner of owners) out.push(...(await disagreementsOf(owner)));
      return out;
    },

    /**
     * The close job: every company's ended months, each company in its own transaction (one that
     * fails does not stop the others; the next run tries it again).
     */
    async closeAll(now = new Date()) {
      const last = lastClosableMonth(now);
      let stored = 0;
      let failed = 0;
      for (const owner of await repo.companiesWithAccounts(db)) {
        try {
          stored += await db.transaction((tx) => closeThrough(tx, owner, last));
        } catch {
          failed += 1;
        }
      }
      return { month: last, stored, failed };
    },
  };
};
export type StatementsService = ReturnType<typeof createStatementsService>;
