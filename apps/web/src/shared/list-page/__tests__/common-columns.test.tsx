import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import {
  FEE_CATALOGUE,
  INVENTORY_CATALOGUE,
  INVENTORY_UPDATE_METHODS,
  type InventoryFilters,
  type StockRow,
  STORE_STATUSES,
  type FeeFilters,
  type FeeRow,
  type Store,
  type StoreFilters,
} from '@oms/contracts';
import { catalogueColumns } from '../catalogue-columns';
import { choiceColumn, leadColumn, remarkColumn, statusColumn } from '../common-columns';
import { dateColumn } from '../time-columns';
import type { PageColumns } from '../use-list-columns';

type StoreColumns = PageColumns<Store, StoreFilters, 'stores'>;

describe('shared column builders', () => {
  it('fill in what every list repeats and keep what a list changes', () => {
    const columns: StoreColumns = [
      leadColumn('name', 'fields.name', { width: 240 }),
      statusColumn(STORE_STATUSES, (s) => s.toLowerCase(), { sortable: false }),
      choiceColumn('inventoryUpdate', 'fields.inventoryUpdate', INVENTORY_UPDATE_METHODS, (m) => `m:${m}`),
      remarkColumn(),
      dateColumn('createdAt', 'fields.createdAt'),
    ];
    const [lead, status, choice, remark] = columns;
    expect(lead).toMatchObject({
      key: 'name',
      title: 'fields.name',
      sortable: true,
      fixed: 'left',
      detailLink: true,
      search: { type: 'text' },
      width: 240,
    });
    expect(status).toMatchObject({ key: 'status', title: 'fields.status', sortable: false });
    expect(status?.search).toEqual({
      type: 'select',
      options: STORE_STATUSES.map((s) => ({ value: s, label: s.toLowerCase() })),
    });
    expect(choice?.render?.({ inventoryUpdate: 'MANUAL' } as Store)).toBe('m:MANUAL');
    expect(remark?.render?.({ remark: null } as Store)).toBe('-');
    expect(remark?.render?.({ remark: 'fragile' } as Store)).toBe('fragile');
  });

  it('offer a catalogue warehouse field by the list warehouses, as the field shows one, and "-" for none', () => {
    const lax = { id: '1', code: 'LAX', nameZh: '洛杉矶仓', nameEn: 'Los Angeles' };
    // Fees know their warehouse by name; stock by code and name.
    const byName = catalogueColumns<FeeRow, FeeFilters>()(FEE_CATALOGUE, 'en', { warehouses: [lax] })(
      'warehouse',
    );
    expect(byName).toMatchObject({ key: 'warehouse', title: 'fields.warehouse' });
    expect(byName.search).toEqual({
      type: 'select',
      field: 'warehouseId',
      options: [{ value: '1', label: 'Los Angeles' }],
    });
    const fee = (warehouse: typeof lax | null) => ({ warehouse }) as FeeRow;
    render(<>{byName.render?.(fee(lax))}</>);
    expect(screen.getByText('Los Angeles')).toBeInTheDocument();
    const byLabel = catalogueColumns<StockRow, InventoryFilters>()(INVENTORY_CATALOGUE, 'zh', {
      warehouses: undefined,
    })('warehouse', { width: 150 });
    // Still loading: the search is there, with no choices yet.
    expect(byLabel.search).toEqual({ type: 'select', field: 'warehouseId', options: [] });
    expect(byLabel.width).toBe(150);
    render(<>{byLabel.render?.({ warehouse: lax } as StockRow)}</>);
    expect(screen.getByText('LAX · 洛杉矶仓')).toBeInTheDocument();
    // Without the list's warehouses the field is shown, not searched.
    expect(catalogueColumns<FeeRow, FeeFilters>()(FEE_CATALOGUE, 'en')('warehouse').search).toBeUndefined();
  });

  it("refuse a title that is not a key of the page's namespace", () => {
    const columns: StoreColumns = [
      // @ts-expect-error: misspelt, not a key of `stores`
      leadColumn('name', 'fields.nmae'),
      // @ts-expect-error: a key of the products namespace, not of `stores`
      choiceColumn('inventoryUpdate', 'fields.category', INVENTORY_UPDATE_METHODS, String),
      // @ts-expect-error: `authorization` is not a date-time field
      dateColumn('authorization', 'fields.createdAt'),
      // @ts-expect-error: a column of a page's own is checked the same way
      { key: 'name', title: 'fields.nope' },
    ];
    expect(columns).toHaveLength(4);
  });
});
