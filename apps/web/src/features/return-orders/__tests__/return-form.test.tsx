import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '@/shared/i18n';
import { fakeServer, restoreChineseEachTest, setUpPortalEachTest } from '@/test/render-route';
import { fill } from '@/test/fill';
import {
  fieldError,
  findById,
  pageGrants,
  pageOf,
  pickOption as pick,
  renderRoutesAt,
  signInAs,
} from '@/test/page-helpers';
import { lineIssueAt } from '../lib/form-values';
import { returnOrdersRoutes } from '../routes';
import { detailOf, DRAFT, PRODUCTS, SHIPPED, WAREHOUSE } from './fixtures';

// The new-return drawer checks the contracts' line rules (`returnLinesIssues`) on the fields they are
// about before anything is sent; a shipped order picked fills the lines and the buyer; what the
// order shipped is the server's to judge, and its refusal shows on the line's field.

const OVER = 'SKU CUP-BLUE 的退货数量 4 超过原出库单发货数量 3';

const server = () => {
  let refuse = true;
  return fakeServer({
    '/api/return-orders/page': pageOf([]),
    '/api/return-orders/warehouses': () => ({ data: [WAREHOUSE] }),
    // The order is found by its reference only (nothing before a search is typed).
    '/api/return-orders/shippedOrders': (body) => {
      const keyword = (body as { keyword?: string }).keyword;
      return { data: keyword && SHIPPED.referenceNo!.includes(keyword) ? [SHIPPED] : [] };
    },
    '/api/products/page': pageOf(PRODUCTS),
    // The first try (with submit) returns more than was shipped; the draft is saved.
    '/api/return-orders/create': () => {
      if (!refuse) return { data: detailOf(DRAFT) };
      refuse = false;
      return Response.json(
        { code: 409, message: OVER, data: { field: 'lines.0.quantity' } },
        { status: 409 },
      );
    },
    '/api/column-settings/get': () => ({ data: null }),
  });
};

const [RED, BLUE] = PRODUCTS.map((p) => `${p.sku} · ${p.nameCn}`) as [string, string];

/** The list's "new" drawer, its warehouse chosen. */
const openForm = async () => {
  renderRoutesAt([returnOrdersRoutes[0]!], '/order/returnedGoods');
  await userEvent.click(await screen.findByTestId('return-create'));
  await findById('return_submit');
  await pick('return-warehouse', 'LAX · 洛杉矶仓');
};

describe('return form', () => {
  setUpPortalEachTest();
  beforeEach(() =>
    signInAs([
      ...pageGrants('OMS_ORDERRETURN', ['view', 'create', 'edit', 'submit']),
      ...pageGrants('OMS_BASICSKU', ['view']),
    ]),
  );
  restoreChineseEachTest();

  it('shows "choose a SKU", the quantity rule and "a SKU once" under their fields, and sends nothing', async () => {
    const api = server();
    await openForm();
    await userEvent.clear(screen.getByTestId('return-line-quantity-0'));
    await userEvent.click(await findById('return_submit'));
    await waitFor(() => expect(fieldError('return_lines_0_productId')).toBe('请选择 SKU'));
    expect(fieldError('return_lines_0_quantity')).toBe('预报数量须为 1 至 100000 的整数');

    await pick('return-line-sku-0', RED);
    await fill(screen.getByTestId('return-line-quantity-0'), '2');
    await userEvent.click(screen.getByTestId('return-line-add'));
    await pick('return-line-sku-1', RED);
    await userEvent.click(await findById('return_submit'));
    await waitFor(() => expect(fieldError('return_lines_1_productId')).toBe('同一个 SKU 不能重复添加'));
    expect(fieldError('return_lines_0_productId')).toBeUndefined();
    expect(fieldError('return_lines_0_quantity')).toBeUndefined();
    expect(api.bodies('/api/return-orders/create')).toEqual([]);

    // The rule clears on its field once the line is put right.
    await pick('return-line-sku-1', BLUE);
    await waitFor(() => expect(fieldError('return_lines_1_productId')).toBeUndefined());
  });

  it('fills the lines and the buyer from a shipped order, shows the refusal on the line, and keeps the lines once cleared', async () => {
    const api = server();
    await openForm();
    await pick('return-outbound', SHIPPED.orderNo, 'SHOP');
    await waitFor(() =>
      expect(api.bodies('/api/return-orders/shippedOrders')).toContainEqual({
        warehouseId: WAREHOUSE.id,
        keyword: 'SHOP',
      }),
    );
    expect(await screen.findByText('CUP-BLUE · 蓝色杯子')).toBeInTheDocument();
    expect(screen.getByText('MUG-WHITE · 白色马克杯')).toBeInTheDocument();
    expect(screen.getByTestId('return-line-quantity-0')).toHaveValue('3');
    expect(screen.getByTestId('return-line-quantity-1')).toHaveValue('1');
    expect(screen.getByTestId('return-buyer')).toHaveValue('Jane Buyer');
    expect(screen.getByTestId('return-form-total')).toHaveTextContent('预报合计 4 件');

    await userEvent.clear(screen.getByTestId('return-line-quantity-0'));
    await fill(screen.getByTestId('return-line-quantity-0'), '4');
    await fill(screen.getByTestId('return-tracking'), '1ZBACK');
    await userEvent.click(screen.getByTestId('return-save-submit'));
    await waitFor(() => expect(fieldError('return_lines_0_quantity')).toBe(OVER));

    // Cleared, the order lets go of the return; its lines stay, saved as a draft.
    await userEvent.click(within(screen.getByTestId('return-outbound')).getByLabelText('close-circle'));
    await userEvent.click(await findById('return_submit'));
    await waitFor(() => expect(api.bodies('/api/return-orders/create')).toHaveLength(2));
    const lines = [
      { productId: '12', quantity: 4, handling: 'RESTOCK' },
      { productId: '13', quantity: 1, handling: 'RESTOCK' },
    ];
    const body = { warehouseId: WAREHOUSE.id, trackingNo: '1ZBACK', buyerName: 'Jane Buyer', lines };
    expect(api.bodies('/api/return-orders/create')).toEqual([
      { ...body, outboundOrderId: SHIPPED.id, submit: true },
      { ...body, outboundOrderId: null, submit: false },
    ]);
    await waitFor(() => expect(document.getElementById('return_submit')).toBeNull());
  });

  it("says the line rules in the reader's language", async () => {
    const twice = [{ productId: '11' }, { productId: '11' }];
    expect(lineIssueAt([], ['lines'])).toBe('请至少添加一个 SKU');
    expect(lineIssueAt(twice, ['lines', 1, 'productId'])).toBe('同一个 SKU 不能重复添加');
    await i18n.changeLanguage('en');
    expect(lineIssueAt([], ['lines'])).toBe('Add at least one SKU');
    expect(lineIssueAt(twice, ['lines', 1, 'productId'])).toBe('A SKU can be added only once');
    expect(lineIssueAt(twice, ['lines', 0, 'productId'])).toBeUndefined();
  });
});
