import { describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAX_FIXED_COLUMNS, type ColumnSettings } from '@oms/contracts';
import { itemsServer, renderItems, setUpItemsEachTest } from './harness';

const headers = () =>
  [...document.querySelectorAll('thead.ant-table-thead th')]
    .map((th) => th.textContent ?? '')
    .filter(Boolean);

const openDialog = async () => {
  await screen.findByText('item-1');
  await userEvent.click(screen.getByTestId('list-settings'));
  // (Role queries over a whole table are slow in jsdom; the dialog's lists have test ids.)
  return screen.findByTestId('settings-columns');
};
const row = (kind: 'search' | 'columns', key: string) => screen.getByTestId(`setting-${kind}-${key}`);
const box = (kind: 'search' | 'columns', key: string) => within(row(kind, key)).getByRole('checkbox');

/** Picks a side in a row's fixed select (antd renders the options in a portal). */
const fix = async (key: string, side: '固定在左侧' | '固定在右侧') => {
  await userEvent.click(within(screen.getByTestId(`fixed-${key}`)).getByRole('combobox'));
  const options = await screen.findAllByTitle(side);
  await userEvent.click(options[options.length - 1]!);
};

describe('column configuration dialog', () => {
  setUpItemsEachTest();

  it('keeps at least one search item and one column visible', async () => {
    itemsServer();
    renderItems();
    await openDialog();
    // "note" is hidden by default; hide every other column but the last one.
    await userEvent.click(box('columns', 'name'));
    await userEvent.click(box('columns', 'code'));
    await userEvent.click(box('columns', 'status'));
    expect(box('columns', 'weight')).toBeChecked();
    expect(box('columns', 'weight')).toBeDisabled();
    await userEvent.click(box('columns', 'note'));
    expect(box('columns', 'weight')).toBeEnabled();

    await userEvent.click(box('search', 'name'));
    await userEvent.click(box('search', 'code'));
    expect(box('search', 'status')).toBeDisabled();
  });

  it(`offers fixing at most ${MAX_FIXED_COLUMNS} columns and shows the count`, async () => {
    itemsServer();
    renderItems();
    await openDialog();
    expect(screen.getByTestId('settings-fixed-count')).toHaveTextContent(`固定列 0/${MAX_FIXED_COLUMNS}`);
    await fix('name', '固定在左侧');
    await fix('code', '固定在左侧');
    await fix('weight', '固定在右侧');
    expect(screen.getByTestId('settings-fixed-count')).toHaveTextContent(
      `固定列 ${MAX_FIXED_COLUMNS}/${MAX_FIXED_COLUMNS}`,
    );
    // The fourth column's sides are disabled.
    await userEvent.click(within(screen.getByTestId('fixed-status')).getByRole('combobox'));
    const left = await screen.findAllByTitle('固定在左侧');
    expect(left[left.length - 1]).toHaveClass('ant-select-item-option-disabled');
  });

  it('falls back to the defaults when a saved layout breaks the rules', async () => {
    const server = itemsServer({
      // Saved elsewhere (or by an older version) with more fixed columns than allowed: defaults apply.
      saved: {
        pageKey: 'test-items',
        searchItems: [],
        columns: ['name', 'code', 'status', 'weight'].map((key, order) => ({
          key,
          visible: order > 0,
          order,
          fixed: 'left' as const,
        })),
      },
    });
    renderItems();
    await waitFor(() => expect(server.bodies('/api/column-settings/get')).toHaveLength(1));
    await openDialog();
    expect(headers()).toEqual(['名称', '编码', '状态', '重量']);
    await userEvent.click(screen.getByTestId('settings-save'));
    await waitFor(() => expect(server.bodies('/api/column-settings/save')).toHaveLength(1));
    const saved = server.bodies('/api/column-settings/save')[0] as ColumnSettings;
    expect(saved.columns.filter((c) => c.fixed !== null)).toEqual([]);
  });

  it('saves order, visibility and fixed sides on the server, and the next visit uses them', async () => {
    const server = itemsServer();
    const first = renderItems();
    await openDialog();
    await userEvent.click(box('columns', 'code'));
    await userEvent.click(box('columns', 'note'));
    await userEvent.click(within(row('columns', 'weight')).getByLabelText('上移 重量'));
    await fix('weight', '固定在左侧');
    await userEvent.click(within(row('columns', 'name')).getByLabelText('下移 名称'));
    await userEvent.click(screen.getByTestId('settings-save'));
    await waitFor(() => expect(server.bodies('/api/column-settings/save')).toHaveLength(1));
    const saved = server.bodies('/api/column-settings/save')[0] as ColumnSettings;
    expect(saved.columns.map((c) => [c.key, c.visible, c.fixed])).toEqual([
      ['code', false, null],
      ['name', true, null],
      ['weight', true, 'left'],
      ['status', true, null],
      ['note', true, null],
    ]);
    expect(saved.searchItems.map((s) => s.key)).toEqual(['name', 'code', 'status']);
    await waitFor(() => expect(headers()).toEqual(['重量', '名称', '状态', '备注']));

    // Another browser: a fresh page and cache, the layout comes from the server.
    first.unmount();
    cleanup();
    renderItems();
    await waitFor(() => expect(headers()).toEqual(['重量', '名称', '状态', '备注']));

    // Restore defaults.
    await openDialog();
    await userEvent.click(screen.getByTestId('settings-reset'));
    await waitFor(() => expect(server.bodies('/api/column-settings/reset')).toHaveLength(1));
    await waitFor(() => expect(headers()).toEqual(['名称', '编码', '状态', '重量']));
  });
});
