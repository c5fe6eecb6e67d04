import { describe, expect, it } from 'vitest';
import type { Todo } from '@oms/contracts';
import { mergeTodo, noticeKey, noticeToTodo, parseNotice, rememberNotice } from '../notice';

const NOTICE = {
  id: '5',
  relateType: 4,
  relateTypeDesc: '出库单',
  status: '2',
  statusDesc: '待确认',
  title: 'OB-1',
};
const raw = (over: Record<string, unknown> = {}) => JSON.stringify({ ...NOTICE, ...over });

describe('live notices', () => {
  it('parses JSON notices and rejects pong, broken JSON and notices without id or related type', () => {
    // Without a kind (the channel of spec §7) a notice is a to-do; `update` is kept, anything else is a to-do.
    expect(parseNotice(raw())).toEqual({ ...NOTICE, kind: 'todo' });
    expect(parseNotice(raw({ kind: 'update' }))?.kind).toBe('update');
    expect(parseNotice(raw({ kind: 'other' }))?.kind).toBe('todo');
    expect(parseNotice(raw({ id: 5, relateType: '4' }))?.id).toBe('5');
    expect(parseNotice('pong')).toBeNull();
    expect(parseNotice('{oops')).toBeNull();
    expect(parseNotice('null')).toBeNull();
    expect(parseNotice(raw({ id: undefined }))).toBeNull();
    expect(parseNotice(raw({ relateType: 'x' }))).toBeNull();
  });

  it('deduplicates by id and related type together', () => {
    const seen = new Set<string>();
    expect(rememberNotice(seen, { id: '5', relateType: 4 })).toBe(true);
    expect(rememberNotice(seen, { id: '5', relateType: 4 })).toBe(false);
    // The same id under another related type is another notice.
    expect(rememberNotice(seen, { id: '5', relateType: 6 })).toBe(true);
    expect(rememberNotice(seen, { id: '6', relateType: 4 })).toBe(true);
    expect(noticeKey({ id: '5', relateType: 4 })).not.toBe(noticeKey({ id: '4', relateType: 5 }));
  });

  it('puts a new to-do first and leaves the list alone for one it already has', () => {
    const now = new Date('2026-03-01T00:00:00.000Z');
    const first = noticeToTodo(parseNotice(raw())!, now);
    expect(first).toMatchObject({
      id: '5',
      relateType: 4,
      documentNo: null,
      createdAt: '2026-03-01T00:00:00.000Z',
    });
    const older: Todo = { ...first, id: '1', title: 'older' };
    const list = mergeTodo([older], first);
    expect(list.map((t) => t.id)).toEqual(['5', '1']);
    expect(mergeTodo(list, { ...first, title: 'again' }).map((t) => t.title)).toEqual(['OB-1', 'older']);
    expect(mergeTodo(list, { ...first, relateType: 6 })).toHaveLength(3);
  });
});
