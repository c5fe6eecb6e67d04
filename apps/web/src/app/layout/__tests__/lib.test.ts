import { describe, expect, it } from 'vitest';
import { activeMenuPath, nameIn, pageInfo, redirectTarget } from '../lib/page-titles';

describe('layout helpers', () => {
  it('names group and page of a path in either language', () => {
    const info = pageInfo('/order/outWarehouse')!;
    expect([nameIn(info.group, 'zh'), nameIn(info.page, 'zh')]).toEqual(['订单管理', '出库单']);
    expect([nameIn(info.group, 'en'), nameIn(info.page, 'en')]).toEqual(['Orders', 'Outbound orders']);
    expect(pageInfo('/order/outWarehouse/')).toBe(info);
    expect(pageInfo('/login')).toBeUndefined();
  });

  it('highlights the list page of a detail page in the menu', () => {
    expect(activeMenuPath('/order/outWarehouseDetail')).toBe('/order/outWarehouse');
    expect(activeMenuPath('/order/warehousReserveCreat')).toBe('/order/warehousReserve');
    expect(activeMenuPath('/basic/brandManage')).toBe('/basic/brandManage');
    expect(activeMenuPath('/login')).toBe('/login');
  });

  it('knows the page a refresh returns to', () => {
    expect(redirectTarget('/redirect/basic/productManage')).toBe('/basic/productManage');
    expect(redirectTarget('/basic/productManage')).toBeNull();
  });
});
