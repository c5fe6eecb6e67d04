import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
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
import { relabelOrdersRoutes } from '../routes';
import { detailOf, DRAFT, PRODUCTS, WAREHOUSE } from './fixtures';

// The new-order drawer checks the specification's §5 line rules (the contracts' `relabelLinesIssues`)
// on the fields they are about before anything is sent; the stock is the server's to judge.

const OVER = '原 SKU CUP-BLUE 的预报数量 5 超过可用库存 3';

const server = () => {
  let refuse = true;
  return fakeServer({
    '/api/relabel-orders/page': pageOf([]),
    '/api/relabel-orders/warehouses': () => ({ data: [WAREHOUSE] }),
    '/api/products/page': pageOf(PRODUCTS),
    // The first try (with submit) is short of stock; the draft is saved.
    '/api/relabel-orders/create': () => {
      if (!refuse) return { data: detailOf(DRAFT) };
      refuse = false;
      return Response.json({ code: 409, message: OVER, data: null }, { status: 409 });
    },
    '/api/column-settings/get': () => ({ data: null }),
  });
};

const [RED, RED_V2, BLUE, BLUE_V2] = PRODUCTS.map((p) => `${p.sku} · ${p.nameCn}`) as [
  string,
  string,
  string,
  string,
];
const SAME_SKU = '新 SKU 不能与原 SKU 相同';
const OLD_TWICE = '同一个原 SKU 不能重复添加';

/** The list's "new" drawer, its warehouse chosen. */
const openForm = async () => {
  renderRoutesAt([relabelOrdersRoutes[0]!], '/order/relabel');
  await userEvent.click(await screen.findByTestId('relabel-create'));
  await findById('relabel_submit');
  await pick('relabel-warehouse', 'LAX · 洛杉矶仓');
};

describe('relabel order form', () => {
  setUpPortalEachTest();
  beforeEach(() =>
    signInAs([
      ...pageGrants('OMS_ORDERRELABEL', ['view', 'create', 'edit', 'submit']),
      ...pageGrants('OMS_BASICSKU', ['view']),
    ]),
  );
  restoreChineseEachTest();

  it('shows "new SKU must differ" and "old SKU only once" under their fields, and sends nothing', async () => {
    const api = server();
    await openForm();
    await pick('relabel-line-old-0', RED);
    await pick('relabel-line-new-0', RED);
    await userEvent.click(screen.getByTestId('relabel-line-add'));
    await pick('relabel-line-old-1', RED);
    await pick('relabel-line-new-1', BLUE);
    await userEvent.click(await findById('relabel_submit'));
    await waitFor(() => expect(fieldError('relabel_lines_0_newProductId')).toBe(SAME_SKU));
    expect(fieldError('relabel_lines_1_oldProductId')).toBe(OLD_TWICE);
    expect(fieldError('relabel_lines_0_oldProductId')).toBeUndefined();
    expect(fieldError('relabel_lines_1_newProductId')).toBeUndefined();
    expect(api.bodies('/api/relabel-orders/create')).toEqual([]);

    // Each rule clears on its field once the line is put right.
    await pick('relabel-line-new-0', RED_V2);
    await waitFor(() => expect(fieldError('relabel_lines_0_newProductId')).toBeUndefined());
    await pick('relabel-line-old-1', BLUE_V2);
    await waitFor(() => expect(fieldError('relabel_lines_1_oldProductId')).toBeUndefined());
  });

  it('saves and submits (the stock refusal shows on the form), then saves the draft', async () => {
    const api = server();
    await openForm();
    await pick('relabel-line-old-0', RED);
    await pick('relabel-line-new-0', RED_V2);
    await userEvent.click(screen.getByTestId('relabel-line-add'));
    await pick('relabel-line-old-1', BLUE_V2);
    await pick('relabel-line-new-1', BLUE);
    await userEvent.clear(screen.getByTestId('relabel-line-quantity-1'));
    await fill(screen.getByTestId('relabel-line-quantity-1'), '5');
    expect(screen.getByTestId('relabel-form-total')).toHaveTextContent('预报合计 6 件');

    await userEvent.click(screen.getByTestId('relabel-save-submit'));
    expect(await findById('relabel_error')).toHaveTextContent(OVER);
    await userEvent.click(await findById('relabel_submit'));
    await waitFor(() => expect(api.bodies('/api/relabel-orders/create')).toHaveLength(2));
    const lines = [
      { oldProductId: '11', newProductId: '12', quantity: 1 },
      { oldProductId: '14', newProductId: '13', quantity: 5 },
    ];
    expect(api.bodies('/api/relabel-orders/create')).toEqual([
      { warehouseId: WAREHOUSE.id, lines, labelFileIds: [], submit: true },
      { warehouseId: WAREHOUSE.id, lines, labelFileIds: [], submit: false },
    ]);
    await waitFor(() => expect(document.getElementById('relabel_submit')).toBeNull());
  });

  it("says the line rules in the reader's language", async () => {
    const lines = [
      { oldProductId: '11', newProductId: '11', quantity: 1 },
      { oldProductId: '11', newProductId: '12', quantity: 1 },
    ];
    expect(lineIssueAt(lines, ['lines', 0, 'newProductId'])).toBe(SAME_SKU);
    expect(lineIssueAt([{ quantity: undefined }], ['lines'])).toBe('预报总数必须大于 0');
    await i18n.changeLanguage('en');
    expect(lineIssueAt(lines, ['lines', 0, 'newProductId'])).toBe('The new SKU must differ from the old SKU');
    expect(lineIssueAt(lines, ['lines', 1, 'oldProductId'])).toBe('An old SKU can be added only once');
    expect(lineIssueAt(lines, ['lines', 1, 'newProductId'])).toBeUndefined();
  });
});
