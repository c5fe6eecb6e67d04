import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '@oms/contracts';
import { fakeServer, setUpPortalEachTest } from '@/test/render-route';
import {
  detailOf,
  expectGuardedRoute,
  expectTestIds,
  findById,
  openPage,
  pageGrants,
  pageOf,
  rowOf,
} from '@/test/page-helpers';
import { rolesRoutes } from '../routes';

const PATH = '/clientCenter/roleManage';
const ROWS: Role[] = [
  {
    id: '5',
    name: 'Operator',
    codes: ['OMS_HOME', 'OMS_CLIENTACCOUNT', 'OMS_CLIENTACCOUNT:view'],
    userCount: 2,
    createdAt: '2026-03-01T08:00:00.000Z',
    updatedAt: '2026-03-02T08:00:00.000Z',
  },
  {
    id: '6',
    name: 'Idle',
    codes: ['OMS_CLIENTSAFETY', 'OMS_CLIENTSAFETY:edit'],
    userCount: 0,
    createdAt: '2026-03-01T08:00:00.000Z',
    updatedAt: '2026-03-01T08:00:00.000Z',
  },
];
const ALL = pageGrants('OMS_CLIENTROLE', ['view', 'create', 'edit', 'delete']);

const server = () =>
  fakeServer({
    '/api/roles/page': pageOf(ROWS),
    '/api/roles/detail': detailOf(ROWS),
    '/api/roles/create': (body) => ({ data: { ...ROWS[1], ...(body as object), id: '20' } }),
    '/api/roles/delete': () =>
      Response.json(
        {
          code: 409,
          message: '角色“Operator”正被 2 个账号使用，不能删除；请先为这些账号更换角色',
          data: null,
        },
        { status: 409 },
      ),
    '/api/user/current': () => ({ data: null }),
    '/api/column-settings/get': () => ({ data: null }),
  });

const PAGE = { routes: rolesRoutes, path: PATH, ready: 'Operator' };

/** The tree node titled `title` inside `root`. */
const nodeOf = (root: HTMLElement, title: string) => {
  const node = within(root).getByText(title).closest('.ant-tree-treenode');
  if (!node) throw new Error(`no tree node ${title}`);
  return node as HTMLElement;
};
/** The node of an action under a page (antd renders the tree's nodes as one flat list). */
const actionOf = (root: HTMLElement, page: string, action: string) => {
  const nodes = [...root.querySelectorAll<HTMLElement>('.ant-tree-treenode')];
  const at = nodes.indexOf(nodeOf(root, page));
  const found = nodes.slice(at + 1).find((n) => n.textContent === action);
  if (!found) throw new Error(`no action ${action} under ${page}`);
  return found;
};
const tick = (root: HTMLElement, title: string) =>
  userEvent.click(nodeOf(root, title).querySelector<HTMLElement>('.ant-tree-checkbox')!);
const stateOf = (root: HTMLElement, title: string) => {
  const box = nodeOf(root, title).querySelector('.ant-tree-checkbox')!;
  return box.classList.contains('ant-tree-checkbox-checked')
    ? 'checked'
    : box.classList.contains('ant-tree-checkbox-indeterminate')
      ? 'half'
      : 'none';
};

describe('RoleManagePage', () => {
  setUpPortalEachTest();

  it('is a lazy route guarded by OMS_CLIENTROLE', () => {
    expectGuardedRoute(rolesRoutes, 'clientCenter/roleManage', 'OMS_CLIENTROLE');
  });

  it('lists the roles with the menus they open and their holders; actions follow the codes', async () => {
    await openPage(PAGE, ALL, server);
    const op = rowOf('Operator');
    expect(within(op).getByText('首页')).toBeInTheDocument();
    expect(within(op).getByText('账号管理')).toBeInTheDocument();
    expect(within(op).getByText('2')).toBeInTheDocument();
    expect(screen.getByTestId('role-create')).toBeInTheDocument();
    expect(screen.getByTestId('row-delete-5')).toBeInTheDocument();
  });

  it('hides changes from a viewer', async () => {
    await openPage(PAGE, ['OMS_SYSTEM', 'OMS_CLIENTROLE', 'OMS_CLIENTROLE:view'], server);
    expectTestIds({ absent: ['role-create', 'row-edit-5', 'row-delete-5'], present: ['row-detail-5'] });
  });

  it('creates a role from the tree: half states, view implied, rules from contracts', async () => {
    const api = await openPage(PAGE, ALL, server);
    await userEvent.click(screen.getByTestId('role-create'));
    const submit = await findById('role_submit');
    await userEvent.click(submit);
    expect(await screen.findByText('请输入角色名称')).toBeInTheDocument();
    expect(await screen.findByText('请至少选择一个权限')).toBeInTheDocument();

    const tree = within(document.querySelector('.ant-modal')!).getByTestId('permission-tree');
    await tick(tree, '首页');
    // Creating accounts needs seeing them: view comes along, the page and group are half ticked.
    await userEvent.click(
      actionOf(tree, '账号管理', '新增').querySelector<HTMLElement>('.ant-tree-checkbox')!,
    );
    await waitFor(() => expect(stateOf(tree, '账号管理')).toBe('half'));
    expect(stateOf(tree, '客户中心')).toBe('half');
    expect(stateOf(tree, '工作台')).toBe('checked');

    await userEvent.click(document.getElementById('role_name')!);
    await userEvent.paste('Clerk');
    await userEvent.click(submit);
    await waitFor(() =>
      expect(api.bodies('/api/roles/create')).toEqual([
        {
          name: 'Clerk',
          codes: ['OMS_HOME', 'OMS_CLIENTACCOUNT', 'OMS_CLIENTACCOUNT:view', 'OMS_CLIENTACCOUNT:create'],
        },
      ]),
    );
    expect(await screen.findByText('角色已创建')).toBeInTheDocument();
  });

  it('selects a whole group, and everything with select-all', async () => {
    await openPage(PAGE, ALL, server);
    await userEvent.click(screen.getByTestId('role-create'));
    const tree = await waitFor(() =>
      within(document.querySelector('.ant-modal')!).getByTestId('permission-tree'),
    );
    await tick(tree, '客户中心');
    expect(stateOf(tree, '角色管理')).toBe('checked');
    expect(stateOf(tree, '工作台')).toBe('none');
    await userEvent.click(within(tree).getByTestId('permission-all'));
    await waitFor(() => expect(stateOf(tree, '工作台')).toBe('checked'));
    await userEvent.click(within(tree).getByTestId('permission-all'));
    await waitFor(() => expect(stateOf(tree, '客户中心')).toBe('none'));
  });

  it("shows the server's reason when a delete is refused", async () => {
    const api = await openPage(PAGE, ALL, server);
    await userEvent.click(screen.getByTestId('row-delete-5'));
    expect(await screen.findByText('确定删除角色“Operator”吗？')).toBeInTheDocument();
    await userEvent.click(document.getElementById('role_confirm_delete')!);
    await waitFor(() => expect(api.bodies('/api/roles/delete')).toEqual([{ ids: ['5'] }]));
    expect(await screen.findByText(/正被 2 个账号使用，不能删除/)).toBeInTheDocument();
  });
});
