import { describe, expect, it } from 'vitest';
import { DOCUMENTS } from './documents';
import { INBOUND_DOCUMENT } from './inbound-orders';
import { PAGE_ACTIONS } from './page-actions';
import { MENU_TREE, ROUTE_CODES, buildMenus, ALL_PERMISSION_CODES } from './permissions';
import { TODO_RELATE_TYPES, todoTarget } from './homepage';
import { RESERVATION_CREATE_PATH } from './reservations';
import { SIGNING_DOCUMENT } from './signing';

// The descriptors are the one place a document is described: the menus, the role editor's actions,
// the to-dos' types and targets read them. These hold each reader to its descriptor.
describe('document descriptors', () => {
  it.each(DOCUMENTS.map((d) => [d.page.code, d] as const))(
    '%s: its routes are menu routes of its page code, its actions the role editor’s',
    (code, d) => {
      expect(ROUTE_CODES[d.listPath]).toBe(code);
      const group = MENU_TREE.find((g) => g.path === d.page.group)!;
      const list = group.pages.find((p) => p.path === d.page.list.path)!;
      expect(list).toMatchObject({ code, zh: d.page.list.zh, en: d.page.list.en, built: true });
      expect(list.hidden).toBeUndefined();
      for (const route of [...(d.page.detail ? [d.page.detail] : []), ...(d.page.more ?? [])]) {
        expect(ROUTE_CODES[`${d.page.group}/${route.path}`]).toBe(code);
        expect(group.pages.find((p) => p.path === route.path)?.hidden).toBe(true);
      }
      expect(PAGE_ACTIONS[code]).toEqual(d.page.actions);
      expect(d.definition.actions).toEqual(d.page.actions);
    },
  );

  it.each(DOCUMENTS.map((d) => [d.entity, d] as const))(
    '%s: every state of its machine has a name in both languages and a colour',
    (_entity, d) => {
      const states = d.machine.states;
      expect(Object.keys(d.statuses).sort()).toEqual([...states].sort());
      expect(Object.keys(d.colors).sort()).toEqual([...states].sort());
      for (const s of states) expect(d.statusText(s, 'zh')).not.toBe(d.statusText(s, 'en'));
    },
  );

  it('gives each document its own to-do type, entity and page', () => {
    for (const key of ['entity', 'listPath'] as const)
      expect(new Set(DOCUMENTS.map((d) => d[key])).size).toBe(DOCUMENTS.length);
    expect(new Set(DOCUMENTS.map((d) => d.todo.type)).size).toBe(DOCUMENTS.length);
  });

  it('leads each to-do to its document’s list, with the status where the list reads one', () => {
    for (const d of DOCUMENTS) {
      expect(TODO_RELATE_TYPES[d.todo.type]).toEqual({
        route: d.listPath,
        code: d.page.code,
        zh: d.todo.zh,
        en: d.todo.en,
      });
    }
    expect(todoTarget(INBOUND_DOCUMENT.todo.type, 'HAS_ERROR')).toBe(
      '/order/warehousManage?status=HAS_ERROR',
    );
    expect(todoTarget(SIGNING_DOCUMENT.todo.type, 'REJECTED')).toBe('/clientCenter/sign');
    // A type without a descriptor keeps its own target.
    expect(todoTarget(6, 'HAS_ERROR')).toBe('/order/relabel?status=HAS_ERROR');
    expect(todoTarget(2, 'NEW')).toBeNull();
  });

  it('builds paths from the descriptor', () => {
    expect(INBOUND_DOCUMENT.detailPath('42')).toBe('/order/warehousDetail?id=42');
    expect(SIGNING_DOCUMENT.detailPath(3)).toBe('/clientCenter/sign');
    expect(RESERVATION_CREATE_PATH).toBe('/order/warehousReserveCreat');
    expect(ROUTE_CODES[RESERVATION_CREATE_PATH]).toBe('OMS_ORDERRESERVE');
  });

  it('shows a described document in the menus of whoever holds its page code', () => {
    const menus = buildMenus(new Set([INBOUND_DOCUMENT.page.code]));
    expect(menus.flatMap((g) => g.children.map((c) => [c.routePath, c.hidden]))).toEqual([
      ['/order/warehousManage', false],
      ['/order/warehousDetail', true],
    ]);
    expect(ALL_PERMISSION_CODES).toEqual(expect.arrayContaining(Object.values(INBOUND_DOCUMENT.codes)));
  });
});
