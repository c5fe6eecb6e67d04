import { describe, expect, it } from 'vitest';
import {
  INVENTORY_UPDATE_METHODS,
  STORE_STATUSES,
  type FeeFilters,
  type FeeRow,
  type Store,
  type StoreFilters,
} from '@oms/contracts';
import { warehouseLabel, warehouseName } from '@/shared/lib/warehouse';
import { choiceColumn, leadColumn, remarkColumn, statusColumn, warehouseColumn } from '../common-columns';
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

  it('offer the warehouses by name or by code and name, and show a row without one as "-"', () => {
    const lax = { id: '1', code: 'LAX', nameZh: '洛杉矶仓', nameEn: 'Los Angeles' };
    const byName = warehouseColumn<FeeRow, FeeFilters>([lax], (w) => warehouseName(w, 'en'));
    expect(byName).toMatchObject({ key: 'warehouse', title: 'fields.warehouse' });
    expect(byName.search).toEqual({
      type: 'select',
      field: 'warehouseId',
      options: [{ value: '1', label: 'Los Angeles' }],
    });
    expect(byName.render?.({ warehouse: lax } as FeeRow)).toBe('Los Angeles');
    expect(byName.render?.({ warehouse: null } as FeeRow)).toBe('-');
    const byLabel = warehouseColumn<FeeRow, FeeFilters>([lax], (w) => warehouseLabel(w, 'zh'), {
      width: 150,
    });
    expect(byLabel.render?.({ warehouse: lax } as FeeRow)).toBe('LAX · 洛杉矶仓');
    expect(byLabel.width).toBe(150);
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
