import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, renderLayout, signedIn } from './test-utils';

const tabs = () => screen.getAllByTestId('tags-view-tab');
const tabPaths = () => tabs().map((t) => t.getAttribute('data-path'));
const tab = (path: string) => tabs().find((t) => t.getAttribute('data-path') === path)!;

const contextAction = async (path: string, action: string) => {
  fireEvent.contextMenu(tab(path));
  fireEvent.click(await screen.findByTestId(`tags-menu-${action}`));
};

/** Opens home, products, brands and outbound in that order, ending on outbound. */
const openFourTabs = async () => {
  fakeApi({});
  const { router } = renderLayout('/dashboard/home');
  await screen.findByTestId('page-home');
  for (const path of ['/basic/productManage', '/basic/brandManage', '/order/outWarehouse']) {
    await act(() => router.navigate(path));
  }
  await waitFor(() => expect(tabPaths()).toHaveLength(4));
  return router;
};

describe('tags view', () => {
  beforeEach(() => signedIn());
  afterEach(() => vi.unstubAllGlobals());

  it('adds visited views as tabs titled in the current language; only the affix home tab has no close icon', async () => {
    await openFourTabs();
    expect(tabPaths()).toEqual([
      '/dashboard/home',
      '/basic/productManage',
      '/basic/brandManage',
      '/order/outWarehouse',
    ]);
    expect(tabs().map((t) => t.textContent)).toEqual(['首页', '产品管理', '品牌管理', '出库单']);
    expect(within(tab('/dashboard/home')).queryByTestId('tags-view-close')).toBeNull();
    expect(tab('/dashboard/home')).toHaveAttribute('data-affix', 'true');
    for (const path of ['/basic/productManage', '/basic/brandManage', '/order/outWarehouse']) {
      expect(within(tab(path)).getByTestId('tags-view-close')).toBeInTheDocument();
    }
    expect(tab('/order/outWarehouse')).toHaveAttribute('data-active', 'true');
  });

  it('close others keeps the affix tab and the chosen one, and goes to it', async () => {
    const router = await openFourTabs();
    await contextAction('/basic/brandManage', 'closeOthers');
    await waitFor(() => expect(tabPaths()).toEqual(['/dashboard/home', '/basic/brandManage']));
    expect(router.state.location.pathname).toBe('/basic/brandManage');
  });

  it('close all keeps only the affix tab and goes to it', async () => {
    const router = await openFourTabs();
    await contextAction('/basic/productManage', 'closeAll');
    await waitFor(() => expect(tabPaths()).toEqual(['/dashboard/home']));
    expect(router.state.location.pathname).toBe('/dashboard/home');
  });

  it('close current leaves for the last remaining tab; the affix tab cannot be closed', async () => {
    const router = await openFourTabs();
    await contextAction('/order/outWarehouse', 'close');
    await waitFor(() => expect(tabPaths()).toHaveLength(3));
    expect(router.state.location.pathname).toBe('/basic/brandManage');

    fireEvent.contextMenu(tab('/dashboard/home'));
    const closeHome = await screen.findAllByTestId('tags-menu-close');
    expect(closeHome.at(-1)!.closest('li')).toHaveAttribute('aria-disabled', 'true');
  });

  it('closing a tab with its icon drops it', async () => {
    const router = await openFourTabs();
    fireEvent.click(within(tab('/basic/productManage')).getByTestId('tags-view-close'));
    await waitFor(() =>
      expect(tabPaths()).toEqual(['/dashboard/home', '/basic/brandManage', '/order/outWarehouse']),
    );
    expect(router.state.location.pathname).toBe('/order/outWarehouse');
  });

  it('keeps each page alive across tabs, forgets it when its tab closes, and refresh remounts it', async () => {
    const router = await openFourTabs();
    await act(() => router.navigate('/basic/productManage'));
    fireEvent.click(await screen.findByTestId('page-products'));
    fireEvent.click(screen.getByTestId('page-products'));
    expect(screen.getByTestId('page-products')).toHaveTextContent('products:2');

    fireEvent.click(tab('/basic/brandManage'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/basic/brandManage'));
    fireEvent.click(tab('/basic/productManage'));
    await waitFor(() => expect(screen.getByTestId('page-products')).toBeVisible());
    expect(screen.getByTestId('page-products')).toHaveTextContent('products:2');

    await contextAction('/basic/productManage', 'refresh');
    await waitFor(() => expect(router.state.location.pathname).toBe('/basic/productManage'));
    await waitFor(() => expect(screen.getByTestId('page-products')).toHaveTextContent('products:0'));

    fireEvent.click(screen.getByTestId('page-products'));
    fireEvent.click(within(tab('/basic/productManage')).getByTestId('tags-view-close'));
    await waitFor(() => expect(screen.queryByTestId('page-products')).toBeNull());
    await act(() => router.navigate('/basic/productManage'));
    expect(await screen.findByTestId('page-products')).toHaveTextContent('products:0');
  });
});
