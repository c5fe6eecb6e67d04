import { z } from 'zod';
import { pageRequest, pageResult } from './api';
import type { AnyDocument } from './document';
import { DOCUMENTS } from './documents';
import type { TodoTypeNumber } from './todo-types';

export { TODO_TYPE } from './todo-types';

/** A document's to-do type, where it leads and the page code that sees it, from its descriptor. */
const documentTodo = (d: AnyDocument) =>
  [d.todo.type, { route: d.listPath, code: d.page.code, zh: d.todo.zh, en: d.todo.en }] as const;

/**
 * To-do related types of specification §2 and where each leads (null: no target). A described
 * document brings its own (DOCUMENTS); the others are written here.
 */
export const TODO_RELATE_TYPES: Readonly<
  Record<TodoTypeNumber, { route: string | null; code: string; zh: string; en: string }>
> = {
  2: { route: null, code: 'OMS_HOME', zh: '通知', en: 'Notice' },
  6: { route: '/order/relabel', code: 'OMS_ORDERRELABEL', zh: '换标单', en: 'Relabel order' },
  // A store whose platform refused its credentials: it needs new ones.
  13: { route: '/basic/storeManage', code: 'OMS_BASICSTORE', zh: '店铺授权', en: 'Store authorization' },
  ...Object.fromEntries(DOCUMENTS.map(documentTodo)),
} as Record<TodoTypeNumber, { route: string | null; code: string; zh: string; en: string }>;
export type TodoRelateType = TodoTypeNumber;
export const todoRelateType = z.union(
  Object.keys(TODO_RELATE_TYPES).map((k) => z.literal(Number(k))) as unknown as [
    z.ZodLiteral<number>,
    ...z.ZodLiteral<number>[],
  ],
);

/** Where a to-do leads; every type except 5 (and 12, one page per company) carries its status as a route parameter. */
export const todoTarget = (relateType: number, status: string): string | null => {
  const document = DOCUMENTS.find((d) => d.todo.type === relateType);
  if (document) return document.todoTarget(status);
  const def = TODO_RELATE_TYPES[relateType as TodoRelateType];
  return def?.route ? `${def.route}?status=${encodeURIComponent(status)}` : null;
};

export const ANNOUNCEMENT_TYPE = { announcement: 1, version: 2 } as const;
export const READ_RECORD_TYPE = { dialog: 1, topNotice: 2, rightNotice: 3 } as const;

/**
 * Every date-time of the home page calls is ISO 8601 in UTC (`2026-11-21T08:30:00.000Z`); the web
 * shows it as `YYYY-MM-DD HH:mm:ss` in the user's zone. Days of statistics are UTC `YYYY-MM-DD`.
 */
export const isoDateTime = z.string().describe('ISO 8601 date-time in UTC');

/** Ids are bigints in the database and strings on the wire; a number is accepted too. */
export const idParam = z.coerce.string().regex(/^[1-9]\d{0,15}$/, { error: 'error.validation' });

export const announcement = z.object({
  id: z.string(),
  title: z.string(),
  label: z.string(),
  /** Sanitised HTML (rich text). */
  content: z.string(),
  announceDate: isoDateTime,
  /** This user acknowledged it in the detail dialog (read record type 1). */
  alreadyRead: z.boolean(),
});
export type Announcement = z.infer<typeof announcement>;
export const announcementPage = pageResult(announcement);
export const announcementPageRequest = pageRequest;

/** Top marquee / right popup notice; null when none is published or this user has read it. */
export const notice = z.object({ id: z.string(), title: z.string(), content: z.string() }).nullable();
export type Notice = z.infer<typeof notice>;

export const readRecordRequest = z.object({
  announcementId: idParam,
  announcementType: z.union([z.literal(1), z.literal(2), z.literal(3)]),
});
export type ReadRecordRequest = z.infer<typeof readRecordRequest>;

/** What a to-do says, in the list and in the live notice. */
const todoFields = {
  id: z.string(),
  relateType: z.number().int(),
  relateTypeDesc: z.string(),
  status: z.string(),
  statusDesc: z.string(),
  title: z.string(),
};

export const todo = z.object({
  ...todoFields,
  documentNo: z.string().nullable(),
  createdAt: isoDateTime,
});
export type Todo = z.infer<typeof todo>;
/** An optional payload object: an absent or null body counts as `{}`. */
const optionalBody = <T extends z.ZodObject>(schema: T) =>
  schema.nullish().transform((v) => (v ?? {}) as z.output<T>);

export const todoListRequest = optionalBody(z.object({ relateType: todoRelateType.optional() }));

/** Menu badges: `key` is a menu permission code, `count` the company's open to-dos behind it. */
export const menuOrderCount = z.array(z.object({ key: z.string(), count: z.number().int() }));
export type MenuOrderCount = z.infer<typeof menuOrderCount>;

/**
 * Counts of open to-dos by related type and status. `module` is the menu permission code of the
 * related type (`TODO_RELATE_TYPES[t].code`); a request naming a module answers only its rows.
 */
export const countByStatusRequest = optionalBody(z.object({ module: z.string().max(64).optional() }));
export const countByStatus = z.array(
  z.object({
    module: z.string(),
    relateType: z.number().int(),
    relateTypeDesc: z.string(),
    status: z.string(),
    statusDesc: z.string(),
    count: z.number().int(),
  }),
);
export type CountByStatus = z.infer<typeof countByStatus>;

/**
 * One row per currency account (RMB/CNY and USD); amounts are decimal strings with 2 places. Income
 * is money in (recharges, claims paid, refunds), expenses money out (fees, supplements), counted over
 * yesterday and this month in the finance calendar (FINANCE_TIME_ZONE). Only for a viewer who may
 * open the recharge page (FINANCE_RECHARGE_CODES.view); others get 403 and the home page shows no card.
 */
export const fundOverview = z.array(
  z.object({
    currency: z.enum(['CNY', 'USD']),
    balance: z.string(),
    frozen: z.string(),
    credit: z.string(),
    available: z.string(),
    yesterdayIncome: z.string(),
    yesterdayExpense: z.string(),
    monthIncome: z.string(),
    monthExpense: z.string(),
  }),
);
export type FundOverview = z.infer<typeof fundOverview>;

export const dataStatistics = z.object({
  /** The last 30 days (UTC `YYYY-MM-DD`), oldest first. */
  days: z.array(z.string()),
  /** The 30 days before `days` (UTC `YYYY-MM-DD`), oldest first: the period `days` is compared with. */
  previousDays: z.array(z.string()),
  /**
   * Daily counts per series (only series whose module exists): `data` aligned with `days`,
   * `previous` with `previousDays`.
   */
  series: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      data: z.array(z.number().int()),
      previous: z.array(z.number().int()),
    }),
  ),
  totals: z.array(z.object({ key: z.string(), name: z.string(), count: z.number().int() })),
});
export type DataStatistics = z.infer<typeof dataStatistics>;

/** Live channel (specification §7): the session token travels as the WebSocket subprotocol. */
export const WS_TODO_PATH = '/ws/todoList';
export const WS_PING = 'ping';
export const WS_PONG = 'pong';
/** Close codes the server uses when the session behind an open socket ends (401 / 402 of §8). */
export const WS_CLOSE_CODE = { loginExpired: 4401, loggedInElsewhere: 4402 } as const;

/**
 * What a live notice is: `todo`, a document now waits for the customer (it is in the to-do list and
 * the menu counts); `update`, a document moved without waiting for anyone (approved, passed, signed…):
 * pages showing it refresh, nothing joins the to-do list.
 */
export const NOTICE_KIND = { todo: 'todo', update: 'update' } as const;
export type NoticeKind = (typeof NOTICE_KIND)[keyof typeof NOTICE_KIND];

/**
 * WebSocket notice (specification §7, plus `kind`): a to-do raised for the company or an update of
 * one of its documents, in the socket's language (`?language=en` on the socket URL; zh by default).
 * Deduplicate by id and relateType.
 */
export const wsNotice = z.object({ ...todoFields, kind: z.enum([NOTICE_KIND.todo, NOTICE_KIND.update]) });
export type WsNotice = z.infer<typeof wsNotice>;
