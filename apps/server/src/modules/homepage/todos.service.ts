import { randomUUID } from 'node:crypto';
import {
  NOTICE_KIND,
  TODO_RELATE_TYPES,
  type Language,
  type NoticeKind,
  type LocalizedText,
  type TodoRelateType,
  type Todo,
  type WsNotice,
} from '@oms/contracts';
import type { Deps } from '../../core/deps';
import type { DbOrTx } from '../../db/client';
import type { CompanyNotice } from '../../lib/notifier';
import { todosRepository as repo } from './todos.repository';

export type RaiseTodoInput = {
  tenantId: number;
  companyId: number;
  relateType: TodoRelateType;
  /** The document's status code; the web passes it as the route parameter of the to-do link. */
  status: string;
  statusDescZh: string;
  statusDescEn: string;
  /** What waits, in both languages: each reader sees it in their own. */
  title: LocalizedText;
  documentType?: string;
  documentId?: string | number;
  documentNo?: string;
};

/**
 * What travels through the notifier: both languages, so each socket answers in its own. `todo` is a
 * stored to-do (its id is the to-do's); `update` is information about a document, never stored.
 */
export type LiveNoticePayload = {
  kind: NoticeKind;
  id: string;
  relateType: number;
  status: string;
  statusDescZh: string;
  statusDescEn: string;
  titleZh: string;
  titleEn: string;
};

/** Who looks at to-dos: a company, and the menu codes that decide which related types they see. */
export type TodoViewer = { companyId: number; permissions: ReadonlySet<string> };

const LIST_LIMIT = 200;
const TITLE_MAX = 200;

export const relateTypeDesc = (relateType: number, language: Language): string =>
  TODO_RELATE_TYPES[relateType as TodoRelateType]?.[language] ?? String(relateType);

/** Related types whose menu code the viewer holds: a to-do they could not open is not theirs. */
export const visibleRelateTypes = (permissions: ReadonlySet<string>): number[] =>
  Object.entries(TODO_RELATE_TYPES)
    .filter(([, def]) => permissions.has(def.code))
    .map(([type]) => Number(type));

export const isLiveNoticePayload = (payload: Record<string, unknown>): payload is LiveNoticePayload =>
  (payload.kind === NOTICE_KIND.todo || payload.kind === NOTICE_KIND.update) &&
  typeof payload.id === 'string' &&
  typeof payload.relateType === 'number';

export const localizeNotice = (p: LiveNoticePayload, language: Language): WsNotice => ({
  kind: p.kind,
  id: p.id,
  relateType: p.relateType,
  relateTypeDesc: relateTypeDesc(p.relateType, language),
  status: p.status,
  statusDesc: language === 'en' ? p.statusDescEn : p.statusDescZh,
  title: language === 'en' ? p.titleEn : p.titleZh,
});

const documentOf = (input: RaiseTodoInput) =>
  input.documentType && input.documentId !== undefined
    ? { documentType: input.documentType, documentId: String(input.documentId) }
    : null;

const noticeOf = (
  input: RaiseTodoInput,
  kind: NoticeKind,
  id: string,
  titleZh = input.title.zh.slice(0, TITLE_MAX),
  titleEn = input.title.en.slice(0, TITLE_MAX),
): CompanyNotice => {
  const payload: LiveNoticePayload = {
    kind,
    id,
    relateType: input.relateType,
    status: input.status,
    statusDescZh: input.statusDescZh,
    statusDescEn: input.statusDescEn,
    titleZh,
    titleEn,
  };
  return { companyId: input.companyId, payload };
};

/**
 * To-dos: documents that wait for the customer (rejected, to be changed, to be signed, authorization
 * expired…). A module raises one inside the transaction that moves its document, and publishes the
 * returned notice once that transaction has committed:
 *
 *   const notice = await db.transaction(async (tx) => { ...; return todos.raise(tx, {...}); });
 *   await todos.publish(notice);
 *
 * A move that leaves nothing waiting (approved, passed, signed, completed…) is information, not a
 * to-do: the module calls `inform` the same way instead, which settles the document's open to-dos and
 * returns an `update` notice (pages showing the document refresh; the to-do list and badges do not
 * grow).
 *
 * (A service cannot hook the commit of a caller's transaction, and publishing before the commit
 * would announce a to-do that a rollback then removes.) `raiseNow` does both for a caller without a
 * transaction of its own.
 */
export const createTodosService = ({ db, notifier, log }: Pick<Deps, 'db' | 'notifier' | 'log'>) => {
  const service = {
    /**
     * Inserts an open to-do. A document waits on the customer for one thing at a time, so open
     * to-dos of the same document are marked done first.
     */
    async raise(tx: DbOrTx, input: RaiseTodoInput): Promise<CompanyNotice> {
      const document = documentOf(input);
      if (document) await repo.resolve(tx, input.companyId, document);
      const [row] = await repo.insert(tx, {
        tenantId: input.tenantId,
        companyId: input.companyId,
        relateType: input.relateType,
        status: input.status,
        statusDescZh: input.statusDescZh,
        statusDescEn: input.statusDescEn,
        titleZh: input.title.zh.slice(0, TITLE_MAX),
        titleEn: input.title.en.slice(0, TITLE_MAX),
        documentType: input.documentType ?? null,
        documentId: document?.documentId ?? null,
        documentNo: input.documentNo ?? null,
      });
      return noticeOf(input, NOTICE_KIND.todo, String(row!.id), row!.titleZh, row!.titleEn);
    },

    /**
     * Information about a document (approved, passed, signed…): nothing waits for the customer any
     * more, so its open to-dos are marked done and nothing is stored. Returns an `update` notice
     * (a fresh id each time, so clients never take it for one seen before) to publish after commit.
     */
    async inform(tx: DbOrTx, input: RaiseTodoInput): Promise<CompanyNotice> {
      const document = documentOf(input);
      if (document) await repo.resolve(tx, input.companyId, document);
      return noticeOf(input, NOTICE_KIND.update, randomUUID());
    },

    /** Sends notices after their transaction committed. Never throws: a lost notice is not a failed call. */
    async publish(...notices: CompanyNotice[]): Promise<void> {
      for (const notice of notices) {
        try {
          await notifier.publish(notice);
        } catch (err) {
          log.warn({ err, companyId: notice.companyId }, 'to-do notice not published');
        }
      }
    },

    /** Raises in a transaction of its own and publishes after it commits. */
    async raiseNow(input: RaiseTodoInput): Promise<CompanyNotice> {
      const notice = await db.transaction((tx) => service.raise(tx, input));
      await service.publish(notice);
      return notice;
    },

    /** Marks open to-dos of a company done: one by id, or every one of a document. Returns how many. */
    async resolve(
      tx: DbOrTx,
      where: { companyId: number } & ({ id: number } | { documentType: string; documentId: string | number }),
    ): Promise<number> {
      const rows =
        'id' in where
          ? await repo.resolve(tx, where.companyId, { id: where.id })
          : await repo.resolve(tx, where.companyId, {
              documentType: where.documentType,
              documentId: String(where.documentId),
            });
      return rows.length;
    },

    /** The viewer's open to-dos, newest first (at most 200), in the request language. */
    async list(viewer: TodoViewer, language: Language, relateType?: number): Promise<Todo[]> {
      const rows = await repo.listOpen(db, {
        companyId: viewer.companyId,
        relateTypes: visibleRelateTypes(viewer.permissions),
        relateType,
        limit: LIST_LIMIT,
      });
      return rows.map((r) => ({
        id: String(r.id),
        relateType: r.relateType,
        relateTypeDesc: relateTypeDesc(r.relateType, language),
        status: r.status,
        statusDesc: language === 'en' ? r.statusDescEn : r.statusDescZh,
        title: language === 'en' ? r.titleEn : r.titleZh,
        documentNo: r.documentNo,
        createdAt: r.createdAt.toISOString(),
      }));
    },

    /** Menu badges: one entry per menu code the viewer holds that to-dos lead to (zero included). */
    async menuCounts(viewer: TodoViewer): Promise<{ key: string; count: number }[]> {
      const types = visibleRelateTypes(viewer.permissions);
      const rows = await repo.countOpenByType(db, { companyId: viewer.companyId, relateTypes: types });
      const byType = new Map(rows.map((r) => [r.relateType, r.n]));
      return types.map((t) => ({
        key: TODO_RELATE_TYPES[t as TodoRelateType].code,
        count: byType.get(t) ?? 0,
      }));
    },

    /** Open to-dos by related type and status; `module` (a menu code) narrows to one related type. */
    async countByStatus(viewer: TodoViewer, language: Language, module?: string) {
      const rows = await repo.countOpenByTypeAndStatus(db, {
        companyId: viewer.companyId,
        relateTypes: visibleRelateTypes(viewer.permissions),
      });
      return rows
        .map((r) => ({
          module: TODO_RELATE_TYPES[r.relateType as TodoRelateType]?.code ?? String(r.relateType),
          relateType: r.relateType,
          relateTypeDesc: relateTypeDesc(r.relateType, language),
          status: r.status,
          statusDesc: (language === 'en' ? r.statusDescEn : r.statusDescZh) ?? r.status,
          count: r.n,
        }))
        .filter((r) => module === undefined || r.module === module);
    },

    /** To-dos raised and done per UTC day since `since`, and the number open now. */
    async activity(viewer: TodoViewer, since: Date) {
      const scope = { companyId: viewer.companyId, relateTypes: visibleRelateTypes(viewer.permissions) };
      const [daily, open] = await Promise.all([
        repo.dailyCounts(db, { ...scope, since }),
        repo.countOpenByType(db, scope),
      ]);
      return { ...daily, open: open.reduce((sum, r) => sum + r.n, 0) };
    },
  };
  return service;
};
export type TodosService = ReturnType<typeof createTodosService>;
