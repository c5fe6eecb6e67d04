import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { QueryObserver, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { consigneeKeys, consigneesApi } from '@/features/consignees/api';
import { homepageApi, homepageKeys } from '@/features/homepage/api';
import { productKeys, productsApi } from '@/features/products/api';
import { useSession } from '@/shared/stores/session-store';
import { FakeSocket } from '@/test/fake-socket';
import { fakeApi, renderLayout, signedIn } from './test-utils';

const PAGE = { current: 1, size: 20 };
const EMPTY = () => ({ data: { records: [], total: 0, ...PAGE } });

/** A query on screen: an observer keeps it active, as a mounted list or detail does. */
const show = (queryClient: QueryClient, queryKey: QueryKey, queryFn: () => Promise<unknown>) =>
  new QueryObserver(queryClient, { queryKey, queryFn }).subscribe(() => {});

const notice = (over: Record<string, unknown>) => ({
  id: 'n-1',
  relateType: 1,
  relateTypeDesc: '产品审核',
  status: 'PASSED',
  statusDesc: '已通过',
  title: '产品 SKU123 已审核通过',
  ...over,
});

describe('live refresh: one mechanism for every list and detail', () => {
  beforeEach(() => {
    signedIn();
    useSession.setState({ token: 'tok' });
    vi.stubGlobal('WebSocket', FakeSocket);
  });
  afterEach(() => vi.unstubAllGlobals());

  const start = async () => {
    const api = fakeApi({
      'products/page': EMPTY,
      'products/detail': () => ({ data: { id: '9', sku: 'SKU123', status: 'PASSED' } }),
      'consignees/page': EMPTY,
      'homepage/countByStatus': () => ({ data: [] }),
    });
    const { queryClient } = renderLayout('/basic/productManage');
    const stops = [
      show(queryClient, productKeys.list(PAGE), () => productsApi.page(PAGE)),
      show(queryClient, productKeys.detail('9'), () => productsApi.detail('9')),
      show(queryClient, consigneeKeys.list(PAGE), () => consigneesApi.page(PAGE)),
    ];
    const counts = () => ({
      productList: api.callsTo('products/page').length,
      productDetail: api.callsTo('products/detail').length,
      consigneeList: api.callsTo('consignees/page').length,
    });
    await waitFor(() => expect(counts()).toEqual({ productList: 1, productDetail: 1, consigneeList: 1 }));
    return { api, counts, queryClient, socket: FakeSocket.last!, stop: () => stops.forEach((s) => s()) };
  };

  it('an update of a product refetches the product list and detail, not the consignees; it is no to-do', async () => {
    const { api, counts, socket, stop } = await start();
    const menuCounts = api.callsTo('homepage/menuOrderCount').length;

    act(() => socket.push(notice({ kind: 'update' })));

    await waitFor(() => expect(counts()).toEqual({ productList: 2, productDetail: 2, consigneeList: 1 }));
    // A short message that informs; no "new to-do" notification with its "go to handle" button.
    expect(await screen.findByTestId('live-update')).toHaveTextContent('产品 SKU123 已审核通过');
    expect(screen.queryByText('新的待办：产品审核')).toBeNull();
    expect(screen.queryByTestId('live-notice-open')).toBeNull();
    expect(screen.queryByTestId('todo-popup')).toBeNull();
    await waitFor(() => expect(api.callsTo('homepage/menuOrderCount').length).toBe(menuCounts + 1));
    stop();
  });

  it('a to-do of a product refreshes the same queries and still pops its notification', async () => {
    const { counts, socket, stop } = await start();

    act(() =>
      socket.push(notice({ id: '7', status: 'REJECTED', statusDesc: '已驳回', title: 'SKU123 驳回' })),
    );

    await waitFor(() => expect(counts()).toEqual({ productList: 2, productDetail: 2, consigneeList: 1 }));
    expect(await screen.findByText('新的待办：产品审核')).toBeInTheDocument();
    expect(screen.getByTestId('live-notice-open')).toBeInTheDocument();
    expect(screen.queryByTestId('live-update')).toBeNull();
    stop();
  });

  it('a notice of another document type refreshes none of them', async () => {
    const { counts, socket, stop } = await start();

    act(() => socket.push(notice({ kind: 'update', id: 'n-2', relateType: 5, relateTypeDesc: '身份认证' })));

    expect(await screen.findByTestId('live-update')).toBeInTheDocument();
    expect(counts()).toEqual({ productList: 1, productDetail: 1, consigneeList: 1 });
    stop();
  });

  it('a burst of notices refetches each query at once, and the rest of the burst once, a second later', async () => {
    const { api, counts, socket, stop, queryClient } = await start();
    const stopCounts = show(queryClient, homepageKeys.countByStatus(), () => homepageApi.countByStatus({}));
    await waitFor(() => expect(api.callsTo('homepage/countByStatus')).toHaveLength(1));
    const todoLists = api.callsTo('homepage/todoList').length;

    act(() => socket.push(notice({ kind: 'update', id: 'burst-0' })));
    await waitFor(() => expect(counts().productList).toBe(2));
    // The home page's counts follow a notice of any document type.
    await waitFor(() => expect(api.callsTo('homepage/countByStatus')).toHaveLength(2));
    expect(api.callsTo('homepage/todoList').length).toBe(todoLists + 1);

    // Three more in the next 150 ms (well inside the second, even on a loaded machine): held, then
    // one round for all of them.
    for (let i = 1; i <= 3; i++) {
      act(() => socket.push(notice({ kind: 'update', id: `burst-${i}` })));
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(counts().productList).toBe(2);
    await waitFor(() => expect(counts()).toEqual({ productList: 3, productDetail: 3, consigneeList: 1 }), {
      timeout: 3000,
    });
    await new Promise((r) => setTimeout(r, 1200));
    expect(counts()).toEqual({ productList: 3, productDetail: 3, consigneeList: 1 });
    expect(api.callsTo('homepage/countByStatus')).toHaveLength(3);
    expect(api.callsTo('homepage/todoList').length).toBe(todoLists + 2);
    stopCounts();
    stop();
  });

  it('a burst of updates shows three messages and counts the rest in one line', async () => {
    const { socket, stop } = await start();

    act(() => {
      for (let i = 1; i <= 7; i++)
        socket.push(notice({ kind: 'update', id: `many-${i}`, relateType: 5, title: `认证 ${i} 已通过` }));
    });

    expect(await screen.findByText('另有 4 项单据已更新')).toBeInTheDocument();
    expect(screen.getAllByTestId('live-update').map((m) => m.textContent)).toEqual([
      '认证 1 已通过',
      '认证 2 已通过',
      '认证 3 已通过',
    ]);
    expect(screen.getAllByTestId('live-update-more')).toHaveLength(1);
    stop();
  });

  it('a page slower than a round still arrives while notices keep coming', async () => {
    let version = 0;
    fakeApi({
      'products/page': async () => {
        const answer = ++version;
        await new Promise((r) => setTimeout(r, 1500));
        return { data: { records: [], total: answer, ...PAGE } };
      },
    });
    const { queryClient } = renderLayout('/basic/productManage');
    const stopList = show(queryClient, productKeys.list(PAGE), () => productsApi.page(PAGE));
    const total = () => queryClient.getQueryData<{ total: number }>(productKeys.list(PAGE))?.total;
    await waitFor(() => expect(total()).toBe(1), { timeout: 3000 });
    const socket = FakeSocket.last!;

    // A notice every 300 ms for 4 s: each round of refreshes (one a second) finds the page still
    // loading. Cancelling it for a new one would leave the first page on screen throughout.
    for (let i = 0; i < 13; i++) {
      act(() => socket.push(notice({ kind: 'update', id: `slow-${i}` })));
      await new Promise((r) => setTimeout(r, 300));
    }
    expect(total()).toBeGreaterThan(1);
    // After the burst, the page that shows was asked for after the last notice.
    const asked = version;
    await waitFor(() => expect(total()).toBe(asked), { timeout: 5000 });
    stopList();
  }, 15_000);
});
