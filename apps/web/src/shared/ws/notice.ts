import { NOTICE_KIND, type Todo, type WsNotice } from '@oms/contracts';

type Keyed = { id: string; relateType: number };

/** Notices are the same when id and related type are (spec §7). */
export const noticeKey = (n: Keyed) => `${n.relateType}:${n.id}`;

const text = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/**
 * A message of the live channel as a notice, or null for anything else ("pong", broken JSON, a
 * payload without id and related type). Fields the server left out read as empty; a notice without a
 * known kind is a to-do (what the channel of specification §7 carries).
 */
export const parseNotice = (raw: string): WsNotice | null => {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const o = value as Record<string, unknown>;
  const id = text(o.id);
  const relateType = typeof o.relateType === 'number' ? o.relateType : Number(text(o.relateType));
  if (!id || !Number.isInteger(relateType)) return null;
  return {
    kind: o.kind === NOTICE_KIND.update ? NOTICE_KIND.update : NOTICE_KIND.todo,
    id,
    relateType,
    relateTypeDesc: text(o.relateTypeDesc),
    status: text(o.status),
    statusDesc: text(o.statusDesc),
    title: text(o.title),
  };
};

/** Remembers a notice; false when one with the same id and related type was seen before. */
export const rememberNotice = (seen: Set<string>, notice: Keyed): boolean => {
  const key = noticeKey(notice);
  if (seen.has(key)) return false;
  seen.add(key);
  return true;
};

/** A to-do notice as a row of the to-do list. */
export const noticeToTodo = (notice: WsNotice, now: Date = new Date()): Todo => ({
  id: notice.id,
  relateType: notice.relateType,
  relateTypeDesc: notice.relateTypeDesc,
  status: notice.status,
  statusDesc: notice.statusDesc,
  title: notice.title,
  documentNo: null,
  createdAt: now.toISOString(),
});

/** The list with the to-do first, unless one with the same id and related type is already in it. */
export const mergeTodo = (list: readonly Todo[], todo: Todo): Todo[] =>
  list.some((t) => noticeKey(t) === noticeKey(todo)) ? [...list] : [todo, ...list];
