import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SubAccount } from '@oms/contracts';
import { fakeClock } from '@/test/fake-clock';
import { fakeServer, setUpPortalEachTest } from '@/test/render-route';
import {
  detailOf,
  expectGuardedRoute,
  expectTestIds,
  findById,
  formErrors,
  openPage,
  pageOf,
  rowOf,
} from '@/test/page-helpers';
import { subAccountsRoutes } from '../routes';

const PATH = '/clientCenter/accountManage';
const base = {
  phone: null,
  email: null,
  createdAt: '2026-03-01T08:00:00.000Z',
  updatedAt: '2026-03-02T08:00:00.000Z',
};
const ROWS: SubAccount[] = [
  {
    ...base,
    id: '11',
    accountName: 'ops.anna',
    userName: 'Anna',
    status: 'ENABLED',
    isMain: false,
    roleId: '5',
    roleName: 'Operator',
  },
  {
    ...base,
    id: '12',
    accountName: 'fin.bob',
    userName: 'Bob',
    status: 'DISABLED',
    isMain: false,
    roleId: '6',
    roleName: 'Finance',
    email: 'bob@example.com',
  },
  {
    ...base,
    id: '7',
    accountName: 'acme',
    userName: 'Acme Boss',
    status: 'ENABLED',
    isMain: true,
    roleId: null,
    roleName: null,
  },
];
const ALL = [
  'OMS_SYSTEM',
  'OMS_CLIENTACCOUNT',
  'OMS_CLIENTACCOUNT:view',
  'OMS_CLIENTACCOUNT:create',
  'OMS_CLIENTACCOUNT:edit',
];

const handlers = (): Parameters<typeof fakeServer>[0] => ({
  '/api/sub-accounts/page': pageOf(ROWS),
  '/api/sub-accounts/detail': detailOf(ROWS, 'ENABLED'),
  '/api/sub-accounts/create': (body) => ({ data: { ...ROWS[0], ...(body as object), id: '20' } }),
  '/api/sub-accounts/disable': (body) => ({ data: { affected: (body as { ids: string[] }).ids.length } }),
  '/api/roles/options': () => ({
    data: [
      { id: '5', name: 'Operator' },
      { id: '6', name: 'Finance' },
    ],
  }),
  '/api/column-settings/get': () => ({ data: null }),
});
const server = () => fakeServer(handlers());

const PAGE = { routes: subAccountsRoutes, path: PATH, ready: 'ops.anna' };

describe('AccountManagePage', () => {
  setUpPortalEachTest();

  it('is a lazy route guarded by OMS_CLIENTACCOUNT', () => {
    expectGuardedRoute(subAccountsRoutes, 'clientCenter/accountManage', 'OMS_CLIENTACCOUNT');
  });

  it('shows the accounts from the API, the main account tagged and without changes', async () => {
    const api = await openPage(PAGE, ALL, server);
    expect(api.bodies('/api/sub-accounts/page')[0]).toEqual({ current: 1, size: 20 });

    const anna = rowOf('ops.anna');
    expect(within(anna).getByText('Operator')).toBeInTheDocument();
    expect(within(anna).getByText('启用')).toBeInTheDocument();
    expect(within(rowOf('fin.bob')).getByText('停用')).toBeInTheDocument();
    expect(within(rowOf('fin.bob')).getByText('bob@example.com')).toBeInTheDocument();

    const main = rowOf('acme');
    expect(within(main).getByText('主账号')).toBeInTheDocument();
    expect(within(main).getByText('全部权限')).toBeInTheDocument();
    expect(within(main).getByRole('checkbox')).toBeDisabled();
    expect(screen.getByTestId('row-detail-7')).toBeInTheDocument();
    for (const action of ['edit', 'disable', 'resetPassword']) {
      expect(screen.queryByTestId(`row-${action}-7`)).toBeNull();
    }
    expect(screen.getByTestId('row-edit-11')).toBeInTheDocument();
    expect(screen.getByTestId('row-enable-12')).toBeInTheDocument();
    expect(screen.getByTestId('sub-account-create')).toBeInTheDocument();
  });

  it('hides create and change actions without the codes', async () => {
    await openPage(PAGE, ['OMS_SYSTEM', 'OMS_CLIENTACCOUNT', 'OMS_CLIENTACCOUNT:view'], server);
    expectTestIds({
      absent: ['sub-account-create', 'batch-disable', 'row-edit-11'],
      present: ['row-detail-11'],
    });
  });

  it('disables an account after a confirmation, and shows the detail with its operation record', async () => {
    const api = await openPage(PAGE, ALL, server);
    await userEvent.click(screen.getByTestId('row-disable-11'));
    expect(await screen.findByText(/确定停用账号 ops\.anna 吗/)).toBeInTheDocument();
    // (Role queries over a whole table are slow in jsdom.)
    await userEvent.click(document.querySelector<HTMLElement>('.ant-modal-confirm .ant-btn-primary')!);
    await waitFor(() => expect(api.bodies('/api/sub-accounts/disable')).toEqual([{ ids: ['11'] }]));
    expect(await screen.findByText('已停用 1 个账号')).toBeInTheDocument();
    await waitFor(() => expect(api.bodies('/api/sub-accounts/page').length).toBeGreaterThan(1));

    await userEvent.click(screen.getByTestId('row-detail-12'));
    const timeline = await screen.findByTestId('account-timeline');
    expect(await within(timeline).findByText('创建账号')).toBeInTheDocument();
    expect(within(screen.getByTestId('list-detail')).getByText('Finance')).toBeInTheDocument();
  });

  it("shows the main account's role as all permissions in its detail too", async () => {
    await openPage(PAGE, ALL, server);
    await userEvent.click(screen.getByTestId('row-detail-7'));
    const detail = await screen.findByTestId('list-detail');
    expect(within(detail).getByText('全部权限')).toBeInTheDocument();
    expect(within(detail).getByText('角色')).toBeInTheDocument();
  });

  it('checks the new account with the contracts rules, then creates it', async () => {
    const api = await openPage(PAGE, ALL, server);
    await userEvent.click(screen.getByTestId('sub-account-create'));
    const submit = await findById('sub-account_submit');
    await userEvent.click(submit);
    expect(await screen.findByText('请输入账号')).toBeInTheDocument();
    await waitFor(() =>
      expect(formErrors()).toEqual(
        expect.arrayContaining(['请输入账号', '请输入密码', '请输入姓名', '请选择角色']),
      ),
    );

    const fill = async (id: string, text: string) => {
      await userEvent.click(document.getElementById(`sub-account_${id}`)!);
      await userEvent.paste(text);
    };
    await fill('accountName', 'ops.carl');
    await fill('password', 'Tide#Lamp42');
    await fill('confirmPassword', 'Tide#Lamp41');
    await fill('userName', 'Carl');
    await fill('phone', '1390000');
    expect(await screen.findByText('两次输入的密码不一致，请重新输入')).toBeInTheDocument();
    expect(await screen.findByText('请输入 11 位手机号')).toBeInTheDocument();
    await userEvent.clear(document.getElementById('sub-account_confirmPassword')!);
    await fill('confirmPassword', 'Tide#Lamp42');
    await userEvent.clear(document.getElementById('sub-account_phone')!);
    await userEvent.click(document.getElementById('sub-account_roleId')!);
    await userEvent.click((await screen.findAllByTitle('Finance')).at(-1)!);
    await userEvent.click(submit);
    await waitFor(() =>
      expect(api.bodies('/api/sub-accounts/create')).toEqual([
        {
          accountName: 'ops.carl',
          password: 'Tide#Lamp42',
          confirmPassword: 'Tide#Lamp42',
          userName: 'Carl',
          phone: '',
          roleId: '6',
          status: 'ENABLED',
        },
      ]),
    );
    expect(await screen.findByText('子账号已创建')).toBeInTheDocument();
  });

  it('exports all matching accounts with the visible columns; a large export follows its job', async () => {
    const clock = fakeClock();
    let mode: 'sync' | 'async' = 'sync';
    let polls = 0;
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const api = await openPage(PAGE, [...ALL, 'OMS_CLIENTACCOUNT:export'], () =>
      fakeServer({
        ...handlers(),
        '/api/exports/create': () =>
          mode === 'sync'
            ? { data: { mode, fileId: '88', fileName: 'accounts.xlsx', jobId: '9', rows: 3 } }
            : { data: { mode, jobId: '10', rows: 5000, message: '数据正在异步处理，请稍后在下载中心下载' } },
        '/api/files/download': () =>
          new Response('xlsx', { headers: { 'content-type': 'application/octet-stream' } }),
        '/api/downloads/detail': () => {
          polls += 1;
          const done = polls > 1;
          return {
            data: {
              id: '10',
              type: 'export',
              kind: 'sub-accounts',
              name: '账号列表',
              status: done ? 'SUCCEEDED' : 'RUNNING',
              progress: done ? 100 : 30,
              processed: done ? 5000 : 1500,
              total: 5000,
              fileId: done ? '89' : null,
              fileName: done ? 'big.xlsx' : null,
              expiresAt: null,
              error: null,
              createdAt: base.createdAt,
              finishedAt: null,
            },
          };
        },
      }),
    );

    await userEvent.click(screen.getByTestId('list-export'));
    await userEvent.click(await screen.findByTestId('export-all'));
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    const [sent] = api.bodies('/api/exports/create') as Record<string, unknown>[];
    expect(sent).toMatchObject({
      kind: 'sub-accounts',
      filters: {},
      columns: ['accountName', 'userName', 'phone', 'email', 'roleName', 'status', 'createdAt'],
      timeZone: expect.any(String),
    });
    expect(sent!.ids).toBeUndefined();
    expect(clicked.mock.contexts[0]).toMatchObject({ download: 'accounts.xlsx' });

    mode = 'async';
    await userEvent.click(screen.getByTestId('list-export'));
    await userEvent.click(await screen.findByTestId('export-all'));
    const progress = await screen.findByTestId('export-progress');
    expect(progress).toHaveTextContent('数据正在异步处理，请稍后在下载中心下载');
    // Once the notice has asked, jump past its polling interval (1.5 s) instead of sleeping through it.
    await waitFor(() => expect(polls).toBeGreaterThan(0));
    await clock.skip(2_000);
    await waitFor(() => expect(progress).toHaveAttribute('data-status', 'SUCCEEDED'));
    await userEvent.click(screen.getByTestId('export-progress-download'));
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(2));
    expect(clicked.mock.contexts[1]).toMatchObject({ download: 'big.xlsx' });
    clicked.mockRestore();
  });

  it('offers no export without OMS_CLIENTACCOUNT:export', async () => {
    await openPage(PAGE, ALL, server);
    expect(screen.queryByTestId('list-export')).toBeNull();
  });
});
