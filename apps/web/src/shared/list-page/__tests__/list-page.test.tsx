import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fill } from '@/test/fill';
import { rowOf } from '@/test/page-helpers';
import { useAppStore } from '@/shared/stores/app-store';
import { itemsServer, renderItems, setUpItemsEachTest } from './harness';
import type { Item } from './items';

const searchInput = (name: string) => {
  const el = document.getElementById(`list-search_${name}`);
  if (!(el instanceof HTMLInputElement)) throw new Error(`no search input ${name}`);
  return el;
};
const bodiesOfPage = (server: ReturnType<typeof itemsServer>) => server.bodies('/api/test-items/page');

describe('ListPage: URL state', () => {
  setUpItemsEachTest();

  it('reads paging, sort and filters from the URL, and writes every change back to it', async () => {
    const server = itemsServer({ total: 95 });
    const { router } = renderItems('/items?current=2&size=10&sort=-name&name=abc&status=BOGUS');
    expect(await screen.findByText('item-1')).toBeInTheDocument();
    // The bad status is dropped, the rest parsed with the page's schema (numbers coerced).
    expect(bodiesOfPage(server)[0]).toEqual({ current: 2, size: 10, sort: '-name', name: 'abc' });
    expect(searchInput('name')).toHaveValue('abc');
    expect(screen.getByText('共 95 条')).toBeInTheDocument();

    // Sorting by a header: ascending on weight, back to page one.
    await userEvent.click(
      within(document.querySelector<HTMLElement>('thead.ant-table-thead')!).getByText('重量'),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?size=10&sort=weight&name=abc'));
    await waitFor(() => expect(bodiesOfPage(server).at(-1)).toMatchObject({ current: 1, sort: 'weight' }));

    // A new search replaces the filters, keeps size and sort, starts at page one.
    await userEvent.clear(searchInput('name'));
    await fill(searchInput('code'), 'C9');
    await userEvent.click(screen.getByTestId('list-search-submit'));
    await waitFor(() => expect(router.state.location.search).toBe('?size=10&sort=weight&code=C9'));
    await waitFor(() =>
      expect(bodiesOfPage(server).at(-1)).toEqual({ current: 1, size: 10, sort: 'weight', code: 'C9' }),
    );

    // Paging (once the table has stopped loading).
    await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).toBeNull());
    await userEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(router.state.location.search).toBe('?current=3&size=10&sort=weight&code=C9'));

    // Back twice: the earlier filters come back into the form and the request.
    await act(() => router.navigate(-1));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.search).toBe('?size=10&sort=weight&name=abc'));
    await waitFor(() => expect(searchInput('name')).toHaveValue('abc'));
    expect(searchInput('code')).toHaveValue('');
    expect(bodiesOfPage(server).at(-1)).toEqual({ current: 1, size: 10, sort: 'weight', name: 'abc' });

    // Reset clears the filters and the sort, keeps the size.
    await userEvent.click(screen.getByTestId('list-search-reset'));
    await waitFor(() => expect(router.state.location.search).toBe('?size=10'));
  });

  it('veils the table for rows not yet on screen, and refreshes in place on its own refetch', async () => {
    const server = itemsServer({ total: 95, delayMs: 400 });
    const { queryClient } = renderItems('/items?size=10');
    const veil = () => document.querySelector('.ant-table-wrapper .ant-spin-spinning');
    const spinningRefresh = () => screen.getByTestId('list-refresh').querySelector('.anticon-spin');
    await waitFor(() => expect(veil()).not.toBeNull());
    expect(await screen.findByText('item-1')).toBeInTheDocument();
    await waitFor(() => expect(veil()).toBeNull());

    // A refetch the user did not ask for (a live notice): the rows stay readable, the refresh icon turns.
    const calls = bodiesOfPage(server).length;
    act(() => void queryClient.invalidateQueries());
    await waitFor(() => expect(spinningRefresh()).not.toBeNull());
    expect(veil()).toBeNull();
    await waitFor(() => expect(spinningRefresh()).toBeNull());
    expect(bodiesOfPage(server)).toHaveLength(calls + 1);

    // Another page: the previous rows stay under the veil until it arrives.
    await userEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(veil()).not.toBeNull());
    expect(screen.getByText('item-1')).toBeInTheDocument();
    await waitFor(() => expect(veil()).toBeNull());

    // The refresh button is asked for: veiled too.
    await userEvent.click(screen.getByTestId('list-refresh'));
    await waitFor(() => expect(veil()).not.toBeNull());
    await waitFor(() => expect(veil()).toBeNull());
  });

  it('says when the total is an estimate', async () => {
    itemsServer({ total: 1_000_000, totalExact: false });
    renderItems();
    expect(await screen.findByText('约 1,000,000 条')).toBeInTheDocument();
  });
});

describe('ListPage: search on a narrow screen', () => {
  setUpItemsEachTest();
  afterEach(() => useAppStore.setState({ mobile: false }));

  it('starts closed behind a toggle counting the filters set, and closes after a search', async () => {
    useAppStore.setState({ mobile: true });
    itemsServer();
    const { router } = renderItems('/items?name=abc&status=ENABLED');
    expect(await screen.findByText('item-1')).toBeInTheDocument();
    const toggle = screen.getByTestId('list-search-open');
    expect(toggle).toHaveTextContent('搜索');
    expect(within(toggle).getByTitle('2')).toBeInTheDocument();
    expect(screen.getByTestId('list-search')).not.toBeVisible();

    await userEvent.click(toggle);
    expect(screen.getByTestId('list-search')).toBeVisible();
    expect(searchInput('name')).toHaveValue('abc');
    await userEvent.clear(searchInput('name'));
    await userEvent.click(screen.getByTestId('list-search-submit'));
    await waitFor(() => expect(router.state.location.search).toBe('?status=ENABLED'));
    // The results take the screen again; the toggle counts the one filter left.
    expect(screen.getByTestId('list-search')).not.toBeVisible();
    await waitFor(() =>
      expect(within(screen.getByTestId('list-search-open')).getByTitle('1')).toBeInTheDocument(),
    );
  });

  it('pins no column, row actions included, so a phone never clips them', async () => {
    useAppStore.setState({ mobile: true });
    itemsServer();
    renderItems('/items', { rowActions: true });
    const action = await screen.findByText('编辑 item-1');
    expect(action.closest('td')).not.toHaveClass('ant-table-cell-fix');
    expect(document.querySelector('.ant-table-cell-fix')).toBeNull();
  });

  it('pins the row actions to the right on a wide screen', async () => {
    itemsServer();
    renderItems('/items', { rowActions: true });
    const action = await screen.findByText('编辑 item-1');
    expect(action.closest('td')).toHaveClass('ant-table-cell-fix');
  });

  it('shows the whole form, without a toggle, on a wide screen', async () => {
    itemsServer();
    renderItems('/items?name=abc');
    expect(await screen.findByText('item-1')).toBeInTheDocument();
    expect(screen.queryByTestId('list-search-open')).toBeNull();
    expect(screen.getByTestId('list-search')).toBeVisible();
  });
});

describe('ListPage: selection, batch actions and export', () => {
  setUpItemsEachTest();

  const rowCheckbox = (name: string) => within(rowOf(name)).getByRole('checkbox');

  it('keeps a batch action disabled, saying why, until rows are selected', async () => {
    itemsServer();
    const onBatch = vi.fn<(rows: Item[]) => void>();
    renderItems('/items', { onBatch });
    await screen.findByText('item-1');
    const archive = screen.getByTestId('batch-archive');
    expect(archive).toBeDisabled();
    await userEvent.hover(archive.parentElement!);
    expect(await screen.findByText('请先选择数据')).toBeInTheDocument();

    // A row the page marks unselectable cannot be ticked.
    expect(rowCheckbox('item-3')).toBeDisabled();
    await userEvent.click(rowCheckbox('item-2'));
    expect(archive).toBeEnabled();
    expect(screen.getByTestId('list-selected')).toHaveTextContent('已选择 1 项');
    await userEvent.click(archive);
    expect(onBatch).toHaveBeenCalledWith([expect.objectContaining({ id: '2', name: 'item-2' })]);
  });

  it('exports the selection or all matching rows, with the filters and the visible columns', async () => {
    itemsServer({ total: 42 });
    const onExport = vi.fn();
    renderItems('/items?code=C&sort=-weight', { onExport });
    await screen.findByText('item-1');

    await userEvent.click(screen.getByTestId('list-export'));
    const selected = await screen.findByTestId('export-selected');
    expect(selected.closest('li')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByTestId('export-all'));
    const columns = [
      { key: 'name', title: '名称' },
      { key: 'code', title: '编码' },
      { key: 'status', title: '状态' },
      { key: 'weight', title: '重量' },
    ];
    expect(onExport).toHaveBeenLastCalledWith({
      ids: undefined,
      filters: { code: 'C' },
      sort: '-weight',
      columns,
    });

    await userEvent.click(rowCheckbox('item-1'));
    await userEvent.click(rowCheckbox('item-2'));
    await userEvent.click(screen.getByTestId('list-export'));
    await userEvent.click(await screen.findByText('导出选中（2 条）'));
    expect(onExport).toHaveBeenLastCalledWith({
      ids: ['1', '2'],
      filters: { code: 'C' },
      sort: '-weight',
      columns,
    });
  });

  it('opens the detail drawer with every field from the same columns', async () => {
    itemsServer();
    renderItems();
    await userEvent.click(await screen.findByText('item-2'));
    const drawer = await screen.findByTestId('list-detail');
    for (const label of ['名称', '编码', '状态', '重量', '备注']) {
      expect(within(drawer).getByText(label)).toBeInTheDocument();
    }
    expect(within(drawer).getByText('C2')).toBeInTheDocument();
  });
});
