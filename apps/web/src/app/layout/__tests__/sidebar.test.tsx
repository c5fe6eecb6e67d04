import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { buildMenus, MENU_TREE } from '@oms/contracts';
import { useAppStore } from '@/shared/stores/app-store';
import { fakeApi, menu, renderLayout, signedIn } from './test-utils';

const menus = () => [
  menu({
    routePath: '/dashboard',
    menuName: '工作台',
    menuNameEn: 'Dashboard',
    icon: 'dashboard',
    children: [menu({ routePath: '/dashboard/home', menuName: '首页', menuNameEn: 'Home' })],
  }),
  menu({
    routePath: '/basic',
    menuName: '基础信息',
    menuNameEn: 'Basic information',
    icon: 'basic',
    children: [
      menu({ routePath: '/basic/productManage', menuName: '产品管理', menuNameEn: 'Products' }),
      menu({
        routePath: '/basic/productDetail',
        menuName: '产品详情',
        menuNameEn: 'Product detail',
        hidden: true,
      }),
      menu({
        routePath: '/basic/help',
        menuName: '帮助',
        menuNameEn: 'Help',
        isFrame: true,
        outLink: 'https://help.example.com/oms',
      }),
    ],
  }),
];

describe('sidebar', () => {
  beforeEach(() => signedIn(menus()));
  afterEach(() => vi.unstubAllGlobals());

  it('builds the menu from the session: lone pages stand for their group, hidden items are left out', async () => {
    fakeApi({});
    const { router } = renderLayout('/basic/productManage');
    const sidebar = await screen.findByTestId('sidebar');
    const items = within(sidebar).getAllByTestId('sidebar-item');
    expect(items.map((i) => i.textContent)).toEqual(['首页', '产品管理', '帮助']);
    expect(within(sidebar).getByTestId('sidebar-group')).toHaveTextContent('基础信息');
    expect(within(sidebar).queryByText('产品详情')).toBeNull();

    fireEvent.click(within(sidebar).getByText('首页'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/home'));
    expect(screen.getByTestId('breadcrumb')).toHaveTextContent('工作台/首页');
  });

  it('opens external items in a new tab instead of navigating', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    fakeApi({});
    const { router } = renderLayout('/basic/productManage');
    fireEvent.click(await within(await screen.findByTestId('sidebar')).findByText('帮助'));
    expect(open).toHaveBeenCalledWith('https://help.example.com/oms', '_blank', 'noopener,noreferrer');
    expect(router.state.location.pathname).toBe('/basic/productManage');
  });

  it('names menus, breadcrumb and tabs in English when the language is en', async () => {
    useAppStore.setState({ language: 'en' });
    fakeApi({});
    renderLayout('/basic/productManage');
    const sidebar = await screen.findByTestId('sidebar');
    expect(
      within(sidebar)
        .getAllByTestId('sidebar-item')
        .map((i) => i.textContent),
    ).toEqual(['Home', 'Products', 'Help']);
    expect(screen.getByTestId('breadcrumb')).toHaveTextContent('Basic information/Products');
    await waitFor(() =>
      expect(screen.getAllByTestId('tags-view-tab').map((t) => t.textContent)).toEqual(['Home', 'Products']),
    );
  });

  it("badges a group with the sum of its visible pages' counts (hidden detail pages share their codes)", async () => {
    // The real menu tree: detail and creation pages are hidden items holding their list's code.
    signedIn(buildMenus(new Set(MENU_TREE.flatMap((g) => g.pages.map((p) => p.code)))));
    const counts = {
      OMS_ORDERWAREHOUS: 8,
      OMS_ORDERRESERVE: 1,
      OMS_ORDEROVERCHARGE: 2,
      OMS_FINANCERECHARGEMANAGE: 4,
      OMS_BASICSKU: 1,
    };
    fakeApi({
      'homepage/menuOrderCount': () => ({
        data: Object.entries(counts).map(([key, count]) => ({ key, count })),
      }),
    });
    renderLayout('/order/outWarehouse');
    const sidebar = await screen.findByTestId('sidebar');
    const badgeOf = (name: string) =>
      within(sidebar)
        .getByText(name)
        .closest('[data-testid="sidebar-group"]')
        ?.querySelector('[data-testid="sidebar-badge"] sup')
        ?.getAttribute('title');
    await waitFor(() => expect(badgeOf('订单管理')).toBe('11'));
    expect(badgeOf('财务管理')).toBe('4');
    expect(badgeOf('基础信息')).toBe('1');
    expect(badgeOf('客户中心')).toBeUndefined();
  });

  it('collapses with the hamburger', async () => {
    fakeApi({});
    renderLayout();
    expect(await screen.findByTestId('sidebar')).toHaveAttribute('data-collapsed', 'false');
    fireEvent.click(screen.getByTestId('hamburger'));
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-collapsed', 'true');
    expect(useAppStore.getState().sidebarOpened).toBe(false);
  });
});
