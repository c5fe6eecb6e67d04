import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, renderRoutes, setUpPortalEachTest } from '@/test/render-route';
import {
  expectGuardedRoute,
  expectTestIds,
  pageGrants,
  pageOf,
  renderRoutesAt,
  rowOf,
  signInAs,
} from '@/test/page-helpers';
import { returnOrdersRoutes } from '../routes';
import { COMPLETED, detailOf, DRAFT, PENDING, RECEIVED, ROWS, WAREHOUSE } from './fixtures';

const ALL = pageGrants('OMS_ORDERRETURN', ['view', 'create', 'edit', 'delete', 'submit', 'cancel', 'export']);
const LIST = '/order/returnedGoods';
const DETAIL = '/order/returnedGoodsDetail';

const server = () =>
  fakeServer({
    // The server's status filter, as the page asks for it.
    '/api/return-orders/page': (body, url) => {
      const status = (body as { status?: string }).status;
      return pageOf(ROWS.filter((r) => !status || r.status === status))(body, url);
    },
    '/api/return-orders/detail': (body) => ({
      data: detailOf(ROWS.find((r) => r.id === (body as { id: string }).id)!),
    }),
    '/api/return-orders/warehouses': () => ({ data: [WAREHOUSE] }),
    '/api/return-orders/update': (body) => ({ data: detailOf({ ...DRAFT, ...(body as object) }) }),
    '/api/return-orders/submit': () => ({ data: detailOf({ ...DRAFT, status: 'PENDING_RECEIPT' }) }),
    '/api/return-orders/cancel': () => ({ data: detailOf({ ...PENDING, status: 'CANCELLED' }) }),
    '/api/return-orders/delete': () => ({ data: { affected: 1 } }),
    '/api/column-settings/get': () => ({ data: null }),
  });

/** The delete dialog's reason: typed, then confirmed. */
const confirmDelete = async (reason: string) => {
  await userEvent.click(await waitFor(() => document.getElementById('delete-reason_reason')!));
  await userEvent.paste(reason);
  await userEvent.click(document.getElementById('delete-reason_ok')!);
};

describe('return pages', () => {
  setUpPortalEachTest();
  beforeEach(() => signInAs(ALL));

  it('are guarded by OMS_ORDERRETURN', () => {
    const [list, detail] = returnOrdersRoutes;
    expectGuardedRoute([list!], 'order/returnedGoods', 'OMS_ORDERRETURN');
    expectGuardedRoute([detail!], 'order/returnedGoodsDetail', 'OMS_ORDERRETURN');
  });

  it('lists returns with their state, and offers each row the moves of its state', async () => {
    server();
    renderRoutesAt([returnOrdersRoutes[0]!], LIST);
    await screen.findByText(DRAFT.returnNo);
    const draft = rowOf(DRAFT.returnNo);
    expect(within(draft).getByText('草稿')).toBeInTheDocument();
    expect(within(draft).getByText('洛杉矶仓')).toBeInTheDocument();
    expect(within(draft).getByText('Ann Buyer')).toBeInTheDocument();
    expect(screen.getByTestId(`return-status-${PENDING.returnNo}`)).toHaveTextContent('待收货');
    expect(within(rowOf(COMPLETED.returnNo)).getByText(COMPLETED.outboundNo!)).toBeInTheDocument();
    expect(screen.getByTestId('return-create')).toBeInTheDocument();
    expectTestIds({
      present: [
        ...['edit', 'submit', 'cancel', 'delete'].map((a) => `row-${a}-${DRAFT.id}`),
        'batch-submit',
        'batch-delete',
      ],
    });
    expectTestIds({
      present: [`row-cancel-${PENDING.id}`, `row-detail-${RECEIVED.id}`, `row-detail-${COMPLETED.id}`],
      absent: [
        ...['edit', 'submit', 'delete'].map((a) => `row-${a}-${PENDING.id}`),
        ...['edit', 'submit', 'cancel', 'delete'].map((a) => `row-${a}-${RECEIVED.id}`),
        ...['edit', 'submit', 'cancel', 'delete'].map((a) => `row-${a}-${COMPLETED.id}`),
      ],
    });
  });

  it('reads ?status= as its status filter (a to-do opens it so) and cancels with a reason', async () => {
    const api = server();
    renderRoutesAt([returnOrdersRoutes[0]!], LIST, `${LIST}?status=PENDING_RECEIPT`);
    await screen.findByText(PENDING.returnNo);
    expect(api.bodies('/api/return-orders/page')[0]).toMatchObject({ status: 'PENDING_RECEIPT' });
    expect(screen.queryByText(DRAFT.returnNo)).toBeNull();
    expect(screen.queryByText(COMPLETED.returnNo)).toBeNull();

    await userEvent.click(screen.getByTestId(`row-cancel-${PENDING.id}`));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(`确定取消退货单 ${PENDING.returnNo}？`);
    await userEvent.click(within(dialog).getByTestId('return-reason'));
    await userEvent.paste('Buyer kept it');
    await userEvent.click(within(dialog).getByTestId('return-reason-ok'));
    await waitFor(() =>
      expect(api.bodies('/api/return-orders/cancel')).toEqual([{ id: PENDING.id, reason: 'Buyer kept it' }]),
    );
    expect(await screen.findByText('退货单已取消')).toBeInTheDocument();
  });

  it('shows a completed return: inspected pieces, photos as file links, its original order and fee owed', async () => {
    server();
    renderRoutesAt([returnOrdersRoutes[1]!], DETAIL, `${DETAIL}?id=${COMPLETED.id}`);
    expect(await screen.findByTestId('return-status')).toHaveTextContent('已完成');
    expect(screen.getByTestId('return-number')).toHaveTextContent(COMPLETED.returnNo);
    expect(screen.getByTestId('return-detail-outbound')).toHaveTextContent(COMPLETED.outboundNo!);
    expect(screen.getByTestId('return-total')).toHaveTextContent('2');
    expect(screen.getByTestId('return-sellable')).toHaveTextContent('1');
    expect(screen.getByTestId('return-unsellable')).toHaveTextContent('1');
    expect(screen.getByTestId('return-destroyed')).toHaveTextContent('0');
    expect(screen.getByTestId('return-fee-owed')).toHaveTextContent('USD 3.00');

    const line = within(screen.getByTestId('return-lines'));
    expect(line.getByText('红色杯子')).toBeInTheDocument();
    expect(line.getByText('Too small')).toBeInTheDocument();
    expect(line.getByTestId('return-line-expected-CUP-RED')).toHaveTextContent('2');
    expect(line.getByTestId('return-line-handling-CUP-RED')).toHaveTextContent('良品上架可售');
    expect(line.getByTestId('return-line-sellable-CUP-RED')).toHaveTextContent('1');
    expect(line.getByTestId('return-line-unsellable-CUP-RED')).toHaveTextContent('1');
    expect(line.getByTestId('return-line-destroyed-CUP-RED')).toHaveTextContent('0');
    expect(line.getAllByTestId('return-line-photo-CUP-RED').map((a) => a.textContent)).toEqual([
      'cup-front.jpg',
      'cup-crack.jpg',
    ]);
    expect(within(screen.getByTestId('return-timeline')).getByText('创建')).toBeInTheDocument();
    expectTestIds({ absent: ['return-cancel', 'return-edit', 'return-submit', 'return-delete'] });
  });

  it('shows a return awaiting its parcel: no inspection yet, the parcel to mark, and only cancel', async () => {
    server();
    renderRoutesAt([returnOrdersRoutes[1]!], DETAIL, `${DETAIL}?id=${PENDING.id}`);
    expect(await screen.findByTestId('return-status')).toHaveTextContent('待收货');
    expect(screen.getByTestId('return-mark-parcel')).toHaveTextContent(PENDING.returnNo);
    expect(screen.getByTestId('return-line-sellable-CUP-RED')).toHaveTextContent('-');
    expect(within(screen.getByTestId('return-lines')).queryByTestId('return-line-photo-CUP-RED')).toBeNull();
    expectTestIds({
      present: ['return-cancel'],
      absent: ['return-edit', 'return-submit', 'return-delete', 'return-sellable', 'return-fee-owed'],
    });
  });

  it('edits a draft from its detail, then submits it (update, then submit)', async () => {
    const api = server();
    renderRoutesAt([returnOrdersRoutes[1]!], DETAIL, `${DETAIL}?id=${DRAFT.id}`);
    expect(await screen.findByTestId('return-status')).toHaveTextContent('草稿');
    expectTestIds({ present: ['return-edit', 'return-submit', 'return-cancel', 'return-delete'] });
    await userEvent.click(screen.getByTestId('return-edit'));
    // The draft's lines come back into the form with their products' texts.
    expect(await screen.findByText('CUP-RED · 红色杯子')).toBeInTheDocument();
    expect(screen.getByTestId('return-tracking')).toHaveValue(DRAFT.trackingNo);
    await userEvent.click(screen.getByTestId('return-save-submit'));
    await waitFor(() => expect(api.bodies('/api/return-orders/submit')).toEqual([{ id: DRAFT.id }]));
    expect(api.bodies('/api/return-orders/update')).toEqual([
      {
        id: DRAFT.id,
        warehouseId: WAREHOUSE.id,
        outboundOrderId: null,
        trackingNo: DRAFT.trackingNo,
        carrier: DRAFT.carrier,
        buyerName: DRAFT.buyerName,
        lines: [{ productId: '11', quantity: 2, handling: 'RESTOCK', reason: 'Too small' }],
      },
    ]);
  });

  it('deletes a draft from its row only with a reason, sending { ids, reason }', async () => {
    const api = server();
    renderRoutesAt([returnOrdersRoutes[0]!], LIST);
    await screen.findByText(DRAFT.returnNo);
    await userEvent.click(screen.getByTestId(`row-delete-${DRAFT.id}`));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(`确定删除选中的 1 个退货单：${DRAFT.returnNo}？`);
    await userEvent.click(document.getElementById('delete-reason_ok')!);
    expect(await within(dialog).findByText('请填写删除原因')).toBeInTheDocument();
    expect(api.bodies('/api/return-orders/delete')).toEqual([]);
    await confirmDelete('Made by mistake');
    await waitFor(() =>
      expect(api.bodies('/api/return-orders/delete')).toEqual([
        { ids: [DRAFT.id], reason: 'Made by mistake' },
      ]),
    );
    expect(await screen.findByText('已删除 1 个退货单')).toBeInTheDocument();
  });

  it('deletes a draft from its detail with a reason, then goes back to the list', async () => {
    const api = server();
    renderRoutes(
      returnOrdersRoutes.map((r) => ({ ...r, path: `/${r.path}` })),
      `${DETAIL}?id=${DRAFT.id}`,
    );
    expect(await screen.findByTestId('return-status')).toHaveTextContent('草稿');
    await userEvent.click(screen.getByTestId('return-delete'));
    await confirmDelete('No longer needed');
    await waitFor(() =>
      expect(api.bodies('/api/return-orders/delete')).toEqual([
        { ids: [DRAFT.id], reason: 'No longer needed' },
      ]),
    );
    expect(await screen.findByTestId('return-manage-page')).toBeInTheDocument();
    expect(api.bodies('/api/return-orders/detail')).toHaveLength(1);
  });
});
