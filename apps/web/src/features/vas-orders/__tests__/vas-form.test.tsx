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
import { vasOrdersRoutes } from '../routes';
import { COMBINATIONS, detailOf, DRAFT, KITTING, PRODUCTS, WAREHOUSE } from './fixtures';

// The new-order drawer checks the contracts' rules (`vasOrderIssues` and the fields' schemas) on the
// fields they are about before anything is sent; kitting asks a kit instead of lines; what the
// server refuses shows on the field it names (`lines.0.quantity`, `kit.kitProductId`).

const OVER = 'SKU CUP-RED 需要 5 件，可用库存只有 3 件';
const IN_COMBINATION = '套装 SKU 不能是组合中的商品';
const NOT_PASSED = 'SKU GIFT-SET 尚未审核通过';

/** The server: the first create is refused on `field`, the next saved. */
const server = (field: string, message: string) => {
  let refuse = true;
  return fakeServer({
    '/api/vas-orders/page': pageOf([]),
    '/api/vas-orders/warehouses': () => ({ data: [WAREHOUSE] }),
    '/api/products/page': pageOf(PRODUCTS),
    '/api/combinations/page': pageOf(COMBINATIONS),
    '/api/vas-orders/create': () => {
      if (!refuse) return { data: detailOf(DRAFT) };
      refuse = false;
      return Response.json({ code: 409, message, data: { field } }, { status: 409 });
    },
    '/api/column-settings/get': () => ({ data: null }),
  });
};

const [RED, BLUE, GIFT] = PRODUCTS.map((p) => `${p.sku} · ${p.nameCn}`) as [string, string, string];

/** The list's "new" drawer, its warehouse chosen. */
const openForm = async () => {
  renderRoutesAt([vasOrdersRoutes[0]!], '/order/vasManage');
  await userEvent.click(await screen.findByTestId('vas-create'));
  await findById('vas_submit');
  await pick('vas-warehouse', 'LAX · 洛杉矶仓');
};

describe('VAS order form', () => {
  setUpPortalEachTest();
  beforeEach(() =>
    signInAs([
      ...pageGrants('OMS_ORDERVAS', ['view', 'create', 'edit', 'submit']),
      ...pageGrants('OMS_BASICSKU', ['view']),
      ...pageGrants('OMS_BASICCOMBINATION', ['view']),
    ]),
  );
  restoreChineseEachTest();

  it('shows the service, requirements and line rules under their fields, and sends nothing', async () => {
    const api = server('lines.0.quantity', OVER);
    await openForm();
    await userEvent.clear(screen.getByTestId('vas-line-quantity-0'));
    await userEvent.click(await findById('vas_submit'));
    await waitFor(() => expect(fieldError('vas_serviceType')).toBe('请选择服务类型'));
    expect(fieldError('vas_requirements')).toBe('请填写服务要求');
    expect(fieldError('vas_lines_0_productId')).toBe('请选择 SKU');
    expect(fieldError('vas_lines_0_quantity')).toBe('数量须为 1 至 100000 的整数');

    await pick('vas-service', '拍照');
    await pick('vas-line-sku-0', RED);
    await fill(screen.getByTestId('vas-line-quantity-0'), '2');
    await userEvent.click(screen.getByTestId('vas-line-add'));
    await pick('vas-line-sku-1', RED);
    await userEvent.click(await findById('vas_submit'));
    await waitFor(() => expect(fieldError('vas_lines_1_productId')).toBe('同一个 SKU 不能重复添加'));
    expect(fieldError('vas_lines_0_productId')).toBeUndefined();
    expect(fieldError('vas_serviceType')).toBeUndefined();
    expect(api.bodies('/api/vas-orders/create')).toEqual([]);

    // The rule clears on its field once the line is put right.
    await pick('vas-line-sku-1', BLUE);
    await waitFor(() => expect(fieldError('vas_lines_1_productId')).toBeUndefined());
  });

  it('saves and submits lines (the refusal shows on its line), then saves the draft', async () => {
    const api = server('lines.0.quantity', OVER);
    await openForm();
    await pick('vas-service', '质检');
    await pick('vas-line-sku-0', RED);
    await userEvent.clear(screen.getByTestId('vas-line-quantity-0'));
    await fill(screen.getByTestId('vas-line-quantity-0'), '5');
    await fill(screen.getByTestId('vas-requirements'), 'Check the seams');
    expect(screen.getByTestId('vas-form-total')).toHaveTextContent('合计 5 件');

    await userEvent.click(screen.getByTestId('vas-save-submit'));
    await waitFor(() => expect(fieldError('vas_lines_0_quantity')).toBe(OVER));
    await userEvent.click(await findById('vas_submit'));
    await waitFor(() => expect(api.bodies('/api/vas-orders/create')).toHaveLength(2));
    const body = {
      warehouseId: WAREHOUSE.id,
      serviceType: 'QUALITY_CHECK',
      lines: [{ productId: '11', quantity: 5 }],
      kit: null,
      requirements: 'Check the seams',
      attachmentIds: [],
    };
    expect(api.bodies('/api/vas-orders/create')).toEqual([
      { ...body, submit: true },
      { ...body, submit: false },
    ]);
    await waitFor(() => expect(document.getElementById('vas_submit')).toBeNull());
  });

  it('asks a kit instead of lines for kitting, with its rules and the refusal on its field', async () => {
    const api = server('kit.kitProductId', IN_COMBINATION);
    await openForm();
    expect(screen.getByTestId('vas-line-sku-0')).toBeInTheDocument();
    await pick('vas-service', '组装套装');
    expect(await findById('vas_kit_combinationId')).toBeInTheDocument();
    expect(screen.queryByTestId('vas-line-sku-0')).toBeNull();
    expect(screen.getByTestId('vas-kit-quantity')).toHaveValue('1');

    await fill(screen.getByTestId('vas-requirements'), 'Box each set');
    await userEvent.click(await findById('vas_submit'));
    await waitFor(() => expect(fieldError('vas_kit_combinationId')).toBe('请选择组合'));
    expect(fieldError('vas_kit_kitProductId')).toBe('请选择套装的 SKU');
    expect(api.bodies('/api/vas-orders/create')).toEqual([]);

    await pick('vas-kit-combination', 'Gift set · 每套 2 件');
    await pick('vas-kit-sku', RED);
    await userEvent.clear(screen.getByTestId('vas-kit-quantity'));
    await fill(screen.getByTestId('vas-kit-quantity'), '3');
    await userEvent.click(screen.getByTestId('vas-save-submit'));
    await waitFor(() => expect(fieldError('vas_kit_kitProductId')).toBe(IN_COMBINATION));

    await pick('vas-kit-sku', GIFT);
    await userEvent.click(await findById('vas_submit'));
    await waitFor(() => expect(api.bodies('/api/vas-orders/create')).toHaveLength(2));
    const body = {
      warehouseId: WAREHOUSE.id,
      serviceType: 'KITTING',
      lines: [],
      requirements: 'Box each set',
      attachmentIds: [],
    };
    expect(api.bodies('/api/vas-orders/create')).toEqual([
      { ...body, kit: { combinationId: '71', kitProductId: '11', quantity: 3 }, submit: true },
      { ...body, kit: { combinationId: '71', kitProductId: '13', quantity: 3 }, submit: false },
    ]);
  });

  it('edits a kitting draft with its combination and kit SKU shown as they are', async () => {
    let refuse = true;
    const api = fakeServer({
      '/api/vas-orders/page': pageOf([KITTING]),
      '/api/vas-orders/warehouses': () => ({ data: [WAREHOUSE] }),
      '/api/vas-orders/detail': () => ({ data: detailOf(KITTING) }),
      // The first save is refused on the kit as a whole (a product of it no longer passed).
      '/api/vas-orders/update': () => {
        if (!refuse) return { data: detailOf(KITTING) };
        refuse = false;
        return Response.json({ code: 422, message: NOT_PASSED, data: { field: 'kit' } }, { status: 422 });
      },
      '/api/column-settings/get': () => ({ data: null }),
    });
    renderRoutesAt([vasOrdersRoutes[0]!], '/order/vasManage');
    await userEvent.click(await screen.findByTestId(`row-edit-${KITTING.id}`));
    expect(await screen.findByText('Gift set')).toBeInTheDocument();
    expect(screen.getByText('GIFT-SET')).toBeInTheDocument();
    expect(screen.getByTestId('vas-kit-quantity')).toHaveValue('3');
    await userEvent.click(await findById('vas_submit'));
    // No field of the kit is to blame: the form's alert says it.
    expect(await findById('vas_error')).toHaveTextContent(NOT_PASSED);
    await userEvent.click(await findById('vas_submit'));
    await waitFor(() => expect(api.bodies('/api/vas-orders/update')).toHaveLength(2));
    await waitFor(() =>
      expect(api.bodies('/api/vas-orders/update')[1]).toEqual({
        id: KITTING.id,
        warehouseId: WAREHOUSE.id,
        serviceType: 'KITTING',
        lines: [],
        kit: { combinationId: '71', kitProductId: '13', quantity: 3 },
        requirements: KITTING.requirements,
        attachmentIds: ['90'],
      }),
    );
    await waitFor(() => expect(document.getElementById('vas_submit')).toBeNull());
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
