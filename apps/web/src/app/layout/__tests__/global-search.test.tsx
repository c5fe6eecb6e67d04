import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SearchResult } from '@oms/contracts';
import { fakeApi, renderLayout, signedIn } from './test-utils';

const RESULT: SearchResult = {
  groups: [
    {
      entity: 'outbound-orders',
      total: 7,
      hits: [
        { id: '11', number: 'OB2026112900011', text: 'SHOP-1', status: 'SHIPPED' },
        { id: '12', number: 'OB2026112900012', text: null, status: 'PENDING_OUTBOUND' },
      ],
    },
    {
      entity: 'products',
      total: 1,
      hits: [{ id: '5', number: 'SKU-OB20', text: '耳机 / Earphones', status: 'PASSED' }],
    },
  ],
};

/** The dialog's input. */
const searchInput = () => screen.findByPlaceholderText('单号 / SKU / 跟踪号');

describe('the top bar search', () => {
  beforeEach(() => signedIn());
  afterEach(() => vi.unstubAllGlobals());

  it('asks nothing for two characters, then shows the hits by type with their names and states', async () => {
    const api = fakeApi({ 'search/find': () => ({ data: RESULT }) });
    renderLayout('/dashboard/home');
    fireEvent.click(await screen.findByTestId('global-search'));
    const input = await searchInput();
    fireEvent.change(input, { target: { value: 'OB' } });
    expect(await screen.findByText('输入单号、SKU 或跟踪号，至少 3 个字符')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: ' OB20 ' } });
    const outbound = await screen.findByTestId('search-group-outbound-orders');
    expect(api.bodies('search/find')).toEqual([{ keyword: 'OB20' }]);
    expect(within(outbound).getByText('出库单 · 共 7 条')).toBeInTheDocument();
    expect(
      within(outbound)
        .getAllByTestId('search-hit')
        .map((li) => li.textContent),
    ).toEqual(['OB2026112900011SHOP-1已出库', 'OB2026112900012待出库']);
    expect(within(screen.getByTestId('search-group-products')).getByText('SKU-OB20')).toBeInTheDocument();
  });

  it('opens the hit chosen with the arrows and Enter at its detail', async () => {
    fakeApi({ 'search/find': () => ({ data: RESULT }) });
    const { router } = renderLayout('/dashboard/home');
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    const input = await searchInput();
    fireEvent.change(input, { target: { value: 'OB20' } });
    await screen.findByTestId('search-group-products');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe('/basic/productDetail?id=5'),
    );
  });

  it('says so when nothing matches', async () => {
    fakeApi({ 'search/find': () => ({ data: { groups: [] } }) });
    renderLayout('/dashboard/home');
    fireEvent.click(await screen.findByTestId('global-search'));
    fireEvent.change(await searchInput(), { target: { value: 'nothing-here' } });
    expect(await screen.findByText('没有匹配的单据')).toBeInTheDocument();
  });
});
