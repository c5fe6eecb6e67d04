import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Announcement } from '@oms/contracts';
import { useSession } from '@/shared/stores/session-store';
import { fakeApi, menu, renderLayout, signedIn } from './test-utils';

const announcement = (id: string, over: Partial<Announcement> = {}): Announcement => ({
  id,
  title: `公告 ${id}`,
  label: '系统',
  content: '<p>仓库将于<b>本周六</b>进行系统升级维护，届时入库与出库作业暂停，请提前安排。</p>',
  announceDate: '2026-03-01T08:00:00.000Z',
  alreadyRead: false,
  ...over,
});

describe('navbar', () => {
  beforeEach(() => signedIn());
  afterEach(() => vi.unstubAllGlobals());

  it('shows 99+ on the sidebar badge and on the bell for 120', async () => {
    signedIn([
      menu({
        routePath: '/order',
        menuName: '订单管理',
        icon: 'order',
        children: [
          menu({ routePath: '/order/outWarehouse', menuName: '出库单', permission: 'OMS_ORDEROUTWAREHOUSE' }),
          menu({ routePath: '/order/relabel', menuName: '换标单', permission: 'OMS_ORDERRELABEL' }),
        ],
      }),
    ]);
    fakeApi({
      'homepage/unReadAnnouncementCount': () => ({ data: 120 }),
      'homepage/menuOrderCount': () => ({ data: [{ key: 'OMS_ORDEROUTWAREHOUSE', count: 120 }] }),
    });
    renderLayout('/order/outWarehouse');
    await waitFor(() =>
      expect(within(screen.getByTestId('bell-badge')).getByText('99+')).toBeInTheDocument(),
    );
    const sidebar = screen.getByTestId('sidebar');
    const item = await within(sidebar).findByText('出库单');
    await waitFor(() =>
      expect(within(item.closest('[data-testid="sidebar-item"]')!).getByText('99+')).toBeInTheDocument(),
    );
    expect(useSession.getState().menus?.[0]?.children[0]?.count).toBe(120);
  });

  it('previews an announcement in 22 characters of its text', async () => {
    fakeApi({
      'homepage/announcement': () => ({
        data: { records: [announcement('1')], total: 1, current: 1, size: 4 },
      }),
    });
    renderLayout();
    fireEvent.click(await screen.findByTestId('bell'));
    const preview = await screen.findByTestId('announcement-preview');
    expect(preview.textContent).toBe('仓库将于本周六进行系统升级维护，届时入库与出...');
    expect(Array.from(preview.textContent!.replace(/\.\.\.$/, ''))).toHaveLength(22);
  });

  it('pages the bell list four at a time', async () => {
    const api = fakeApi({
      'homepage/announcement': (body) => {
        const { current } = body as { current: number };
        const ids = current === 1 ? ['1', '2', '3', '4'] : ['5'];
        return { data: { records: ids.map((id) => announcement(id)), total: 5, current, size: 4 } };
      },
    });
    renderLayout();
    fireEvent.click(await screen.findByTestId('bell'));
    await waitFor(() => expect(screen.getAllByTestId('announcement-item')).toHaveLength(4));
    expect(api.callsTo('homepage/announcement')[0]!.body).toEqual({ current: 1, size: 4 });
    fireEvent.click(screen.getByTitle(/next page|下一页/i));
    await waitFor(() => expect(screen.getAllByTestId('announcement-item')).toHaveLength(1));
  });

  it('acknowledging an unread announcement records type 1 and the badge count drops', async () => {
    let unread = 3;
    const read = new Set<string>();
    const api = fakeApi({
      'homepage/unReadAnnouncementCount': () => ({ data: unread }),
      'homepage/announcement': () => ({
        data: { records: [announcement('7', { alreadyRead: read.has('7') })], total: 1, current: 1, size: 4 },
      }),
      'homepage/insertAnnouncementReadRecord': (body) => {
        read.add((body as { announcementId: string }).announcementId);
        unread -= 1;
        return { data: null };
      },
    });
    renderLayout();
    await waitFor(() => expect(screen.getByTestId('bell-badge').querySelector('[title="3"]')).not.toBeNull());
    fireEvent.click(screen.getByTestId('bell'));
    const item = await screen.findByTestId('announcement-item');
    expect(item).toHaveAttribute('data-unread', 'true');
    fireEvent.click(item);
    const dialog = await screen.findByTestId('announcement-dialog');
    expect(within(dialog).getByTestId('announcement-content').innerHTML).toContain('<b>本周六</b>');
    fireEvent.click(screen.getByTestId('announcement-acknowledge'));
    await waitFor(() =>
      expect(api.bodies('homepage/insertAnnouncementReadRecord')).toEqual([
        { announcementId: '7', announcementType: 1 },
      ]),
    );
    await waitFor(() => expect(screen.getByTestId('bell-badge').querySelector('[title="2"]')).not.toBeNull());
    expect(api.callsTo('homepage/unReadAnnouncementCount').length).toBeGreaterThanOrEqual(2);
  });

  it('sanitises announcement HTML again before showing it', async () => {
    fakeApi({
      'homepage/announcement': () => ({
        data: {
          records: [
            announcement('9', {
              content: '<p>ok</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
            }),
          ],
          total: 1,
          current: 1,
          size: 4,
        },
      }),
    });
    renderLayout();
    fireEvent.click(await screen.findByTestId('bell'));
    fireEvent.click(await screen.findByTestId('announcement-item'));
    const content = await screen.findByTestId('announcement-content');
    expect(content.innerHTML).not.toContain('onerror');
    expect(content.innerHTML).not.toContain('script');
  });

  it('warns when fullscreen is not supported', async () => {
    fakeApi({});
    renderLayout();
    fireEvent.click(await screen.findByTestId('fullscreen-toggle'));
    expect(await screen.findByText('you browser can not work')).toBeInTheDocument();
  });

  it('signs out after confirmation: loginOut with account and user id, session cleared, login page', async () => {
    const api = fakeApi({ 'user/loginOut': () => ({ data: null }) });
    const { router } = renderLayout('/basic/productManage');
    fireEvent.click(await screen.findByTestId('user-menu'));
    expect(await screen.findByTestId('user-menu-profile')).toHaveTextContent('demo');
    expect(screen.getByTestId('user-menu-profile')).toHaveTextContent('Demo Co');
    fireEvent.click(screen.getByTestId('sign-out'));
    fireEvent.click(await screen.findByTestId('sign-out-confirm'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fbasic%2FproductManage');
    const call = api.callsTo('user/loginOut')[0]!;
    expect(Object.fromEntries(call.url.searchParams)).toEqual({ accountName: 'demo', userId: 'u1' });
    expect(useSession.getState().userInfo).toBeNull();
  });

  it('stays signed in and shows the server message when sign-out fails', async () => {
    fakeApi({ 'user/loginOut': () => ({ code: 500, message: '退出失败' }) });
    const { router } = renderLayout();
    fireEvent.click(await screen.findByTestId('user-menu'));
    fireEvent.click(await screen.findByTestId('sign-out'));
    fireEvent.click(await screen.findByTestId('sign-out-confirm'));
    expect(await screen.findByText('退出失败')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/home');
    expect(useSession.getState().userInfo).not.toBeNull();
  });
});
