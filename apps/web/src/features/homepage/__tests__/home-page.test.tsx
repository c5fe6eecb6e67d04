import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FINANCE_RECHARGE_CODES, type Announcement, type Todo } from '@oms/contracts';
import { useSession } from '@/shared/stores/session-store';
import { fakeApi, renderHomePage } from './test-utils';

const page = (records: Announcement[]) => ({ data: { records, total: records.length, current: 1, size: 5 } });
const item = (id: string, title: string, alreadyRead: boolean): Announcement => ({
  id,
  title,
  label: '通知',
  content: `<p>${title}的内容</p>`,
  announceDate: '2026-03-01T08:00:00.000Z',
  alreadyRead,
});
const todo: Todo = {
  id: '1',
  relateType: 6,
  relateTypeDesc: '换标单',
  status: '2',
  statusDesc: '已驳回',
  title: '换标单 RL-1 被驳回',
  documentNo: 'RL-1',
  createdAt: '2026-03-01T08:00:00.000Z',
};

const base = {
  'homepage/todoList': () => ({ data: [todo] }),
  'homepage/unReadAnnouncementCount': () => ({ data: 1 }),
  'homepage/announcement': () => page([item('1', '仓库升级', false), item('2', '节假日安排', true)]),
  'homepage/version': () => page([item('3', 'v2.1 发布', true)]),
  'homepage/fundOverview': () => ({
    data: [
      {
        currency: 'USD',
        balance: '12345.60',
        frozen: '100.00',
        credit: '500.00',
        available: '12745.60',
        yesterdayIncome: '300.00',
        yesterdayExpense: '45.10',
        monthIncome: '2000.00',
        monthExpense: '812.35',
      },
    ],
  }),
  // Outbound: 7 against 5 before (+40%); inbound: 1 against 2 (−50%).
  'homepage/dataStatistics': () => ({
    data: {
      days: ['2026-02-27', '2026-02-28'],
      previousDays: ['2026-02-25', '2026-02-26'],
      series: [
        { key: 'outbound', name: '出库单', data: [3, 4], previous: [2, 3] },
        { key: 'inbound', name: '入库单', data: [1, 0], previous: [0, 2] },
      ],
      totals: [{ key: 'outbound', name: '出库单', count: 7 }],
    },
  }),
  'homepage/countByStatus': () => ({
    data: [
      {
        module: 'OMS_ORDERRELABEL',
        relateType: 6,
        relateTypeDesc: '换标单',
        status: '2',
        statusDesc: '已驳回',
        count: 1,
      },
    ],
  }),
};

describe('home page', () => {
  beforeEach(() => {
    useSession.setState({
      userInfo: { userName: '张三', accountName: 'zhangsan', customerType: 1, userId: 'u1' },
      companyName: '深圳示例贸易有限公司',
      permissions: ['OMS_HOME', FINANCE_RECHARGE_CODES.view],
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the workbench: welcome, to-dos with links, announcements, versions, funds, statistics and status counts', async () => {
    fakeApi(base);
    renderHomePage();
    expect(await screen.findByTestId('home-welcome')).toHaveTextContent('张三');
    expect(screen.getByTestId('home-welcome')).toHaveTextContent('深圳示例贸易有限公司');

    const todos = screen.getByTestId('home-todos');
    const link = await within(todos).findByTestId('todo-link');
    expect(link).toHaveAttribute('href', '/order/relabel?status=2');
    expect(todos).toHaveTextContent('换标单');
    expect(todos).toHaveTextContent('已驳回');

    const announcements = await screen.findByTestId('home-announcements');
    const items = await within(announcements).findAllByTestId('announcement-item');
    expect(items.map((i) => i.getAttribute('data-unread'))).toEqual(['true', 'false']);
    expect(
      await within(await screen.findByTestId('home-versions')).findByText('v2.1 发布'),
    ).toBeInTheDocument();

    const funds = screen.getByTestId('home-funds');
    expect(await within(funds).findByText('美元账户')).toBeInTheDocument();
    expect(funds).toHaveTextContent('12,745.60');
    expect(funds).toHaveTextContent('12,345.60');
    expect(within(funds).getByTestId('fund-flows')).toHaveTextContent(
      '昨日收入 +$300.00 支出 −$45.10本月收入 +$2,000.00 支出 −$812.35',
    );

    const [tile] = await within(await screen.findByTestId('home-statistics')).findAllByTestId(
      'statistics-tile',
    );
    expect(tile).toHaveTextContent('出库单');
    expect(tile).toHaveTextContent('7');

    const status = await within(await screen.findByTestId('home-status')).findByTestId('status-group');
    expect(status).toHaveTextContent('已驳回 1');
  });

  it('compares each tile with the 30 days before, and charts the series the user picks over both periods', async () => {
    fakeApi(base);
    renderHomePage();
    const card = await screen.findByTestId('home-statistics');
    const tiles = await within(card).findAllByTestId('statistics-tile');
    expect(tiles.map((t) => t.getAttribute('data-key'))).toEqual(['outbound', 'inbound']);
    const [outbound, inbound] = tiles.map((t) => within(t).getByTestId('statistics-change'));
    expect(outbound).toHaveTextContent('40%');
    expect(within(outbound!).getByRole('img', { name: 'arrow-up' })).toBeInTheDocument();
    expect(inbound).toHaveTextContent('50%');
    expect(within(inbound!).getByRole('img', { name: 'arrow-down' })).toBeInTheDocument();
    // The badge names both periods and their sums.
    await userEvent.hover(outbound!.firstElementChild!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      '近 30 天（2026-02-27 ~ 2026-02-28）7，前 30 天（2026-02-25 ~ 2026-02-26）5',
    );

    // The first series is compared until the user picks another.
    expect(
      await within(card).findByRole('figure', { name: '出库单：近 30 天 7，前 30 天 5' }),
    ).toBeInTheDocument();
    await userEvent.click(within(within(card).getByTestId('statistics-series')).getByRole('combobox'));
    await userEvent.click(await screen.findByTitle('入库单'));
    expect(
      await within(card).findByRole('figure', { name: '入库单：近 30 天 1，前 30 天 2' }),
    ).toBeInTheDocument();
    expect(within(card).queryByRole('figure', { name: /出库单/ })).toBeNull();
  });

  it('reads "new" where the previous period had nothing and "no change" where both are equal', async () => {
    fakeApi({
      ...base,
      'homepage/dataStatistics': () => ({
        data: {
          days: ['2026-02-27', '2026-02-28'],
          previousDays: ['2026-02-25', '2026-02-26'],
          series: [
            { key: 'outbound', name: '出库单', data: [0, 2], previous: [0, 0] },
            { key: 'inbound', name: '入库单', data: [1, 1], previous: [2, 0] },
          ],
          totals: [],
        },
      }),
    });
    renderHomePage();
    const changes = await within(await screen.findByTestId('home-statistics')).findAllByTestId(
      'statistics-change',
    );
    expect(changes.map((c) => c.textContent)).toEqual(['新增', '持平']);
    expect(within(changes[1]!).queryByRole('img')).toBeNull();
  });

  it('shows "no accounts yet" when the company has no fund account', async () => {
    fakeApi({ ...base, 'homepage/fundOverview': () => ({ data: [] }) });
    renderHomePage();
    expect(await within(screen.getByTestId('home-funds')).findByText('暂无资金账户')).toBeInTheDocument();
  });

  it('shows no funds card and no count of accounts to a colleague who may not see the accounts', async () => {
    useSession.setState({ permissions: ['OMS_HOME'] });
    const api = fakeApi(base);
    renderHomePage();
    expect(
      await within(await screen.findByTestId('home-todos')).findByTestId('todo-link'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('welcome-openTodos')).toHaveTextContent('1'));
    expect(screen.queryByTestId('welcome-accounts')).toBeNull();
    expect(screen.queryByTestId('home-funds')).toBeNull();
    expect(api.callsTo('homepage/fundOverview')).toHaveLength(0);
  });

  it('opens an announcement in the shared dialog and acknowledges it', async () => {
    const api = fakeApi({ ...base, 'homepage/insertAnnouncementReadRecord': () => ({ data: null }) });
    renderHomePage();
    const [unread] = await within(await screen.findByTestId('home-announcements')).findAllByTestId(
      'announcement-item',
    );
    fireEvent.click(unread!);
    expect(await screen.findByTestId('announcement-content')).toHaveTextContent('仓库升级的内容');
    fireEvent.click(screen.getByTestId('announcement-acknowledge'));
    await waitFor(() =>
      expect(api.bodies('homepage/insertAnnouncementReadRecord')).toEqual([
        { announcementId: '1', announcementType: 1 },
      ]),
    );
    await waitFor(() => expect(api.callsTo('homepage/announcement').length).toBeGreaterThanOrEqual(2));
  });

  it('acknowledging an already read announcement only closes the dialog', async () => {
    const api = fakeApi({ ...base, 'homepage/insertAnnouncementReadRecord': () => ({ data: null }) });
    renderHomePage();
    const items = await within(await screen.findByTestId('home-announcements')).findAllByTestId(
      'announcement-item',
    );
    fireEvent.click(items[1]!);
    expect(await screen.findByTestId('announcement-content')).toHaveTextContent('节假日安排的内容');
    fireEvent.click(screen.getByTestId('announcement-acknowledge'));
    // The dialog animates out (jsdom never finishes the animation, so look at its leave state).
    const dialog = screen.getByTestId('announcement-dialog').closest('[role="dialog"]')!;
    await waitFor(() => expect(dialog.className).toMatch(/leave/));
    expect(api.callsTo('homepage/insertAnnouncementReadRecord')).toHaveLength(0);
  });
});
