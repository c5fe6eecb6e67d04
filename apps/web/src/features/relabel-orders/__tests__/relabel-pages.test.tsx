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
import { relabelOrdersRoutes } from '../routes';
import { COMPLETED, detailOf, DRAFT, PENDING, REJECTED, ROWS, WAREHOUSE } from './fixtures';

const ALL = pageGrants('OMS_ORDERRELABEL', [
  'view',
  'create',
  'edit',
  'delete',
  'submit',
  'cancel',
  'export',
]);
const LIST = '/order/relabel';
const DETAIL = '/order/relabelDetail';

const server = () =>
  fakeServer({
    // The server's status filter, as the page asks for it.
    '/api/relabel-orders/page': (body, url) => {
      const status = (body as { status?: string }).status;
      return pageOf(ROWS.filter((r) => !status || r.status === status))(body, url);
    },
    '/api/relabel-orders/detail': (body) => ({
      data: detailOf(ROWS.find((r) => r.id === (body as { id: string }).id)!),
    }),
    '/api/relabel-orders/warehouses': () => ({ data: [WAREHOUSE] }),
    '/api/relabel-orders/update': (body) => ({ data: detailOf({ ...DRAFT, ...(body as object) }) }),
    '/api/relabel-orders/submit': () => ({ data: detailOf({ ...DRAFT, status: 'PENDING_REVIEW' }) }),
    '/api/relabel-orders/cancel': () => ({ data: detailOf({ ...PENDING, status: 'CANCELLED' }) }),
    '/api/relabel-orders/delete': () => ({ data: { affected: 1 } }),
    '/api/column-settings/get': () => ({ data: null }),
  });

/** The delete dialog's reason: typed, then confirmed. */
const confirmDelete = async (reason: string) => {
  await userEvent.click(await waitFor(() => document.getElementById('delete-reason_reason')!));
  await userEvent.paste(reason);
  await userEvent.click(document.getElementById('delete-reason_ok')!);
};

describe('relabel order pages', () => {
  setUpPortalEachTest();
  beforeEach(() => signInAs(ALL));

  it('are guarded by OMS_ORDERRELABEL', () => {
    const [list, detail] = relabelOrdersRoutes;
    expectGuardedRoute([list!], 'order/relabel', 'OMS_ORDERRELABEL');
    expectGuardedRoute([detail!], 'order/relabelDetail', 'OMS_ORDERRELABEL');
  });

  it('lists orders with their state, and offers each row the moves of its state', async () => {
    server();
    renderRoutesAt([relabelOrdersRoutes[0]!], LIST);
    await screen.findByText(DRAFT.relabelNo);
    const draft = rowOf(DRAFT.relabelNo);
    expect(within(draft).getByText('草稿')).toBeInTheDocument();
    expect(within(draft).getByText('洛杉矶仓')).toBeInTheDocument();
    expect(within(draft).getByText(DRAFT.skus)).toBeInTheDocument();
    expect(within(rowOf(COMPLETED.relabelNo)).getByText('已完成')).toBeInTheDocument();
    expect(within(rowOf(COMPLETED.relabelNo)).getByText('19')).toBeInTheDocument();
    expect(screen.getByTestId('relabel-create')).toBeInTheDocument();
    expectTestIds({
      present: [
        ...['edit', 'submit', 'cancel', 'delete'].map((a) => `row-${a}-${DRAFT.id}`),
        'batch-submit',
        'batch-delete',
      ],
    });
    expectTestIds({
      present: [`row-cancel-${PENDING.id}`, `row-detail-${COMPLETED.id}`],
      absent: [
        ...['edit', 'submit', 'delete'].map((a) => `row-${a}-${PENDING.id}`),
        ...['edit', 'submit', 'cancel', 'delete'].map((a) => `row-${a}-${COMPLETED.id}`),
        `row-cancel-${REJECTED.id}`,
      ],
    });
  });

  it('reads ?status= as its status filter (a to-do opens it so) and cancels with a reason', async () => {
    const api = server();
    renderRoutesAt([relabelOrdersRoutes[0]!], LIST, `${LIST}?status=PENDING_REVIEW`);
    await screen.findByText(PENDING.relabelNo);
    expect(api.bodies('/api/relabel-orders/page')[0]).toMatchObject({ status: 'PENDING_REVIEW' });
    expect(screen.queryByText(DRAFT.relabelNo)).toBeNull();
    expect(screen.queryByText(COMPLETED.relabelNo)).toBeNull();

    await userEvent.click(screen.getByTestId(`row-cancel-${PENDING.id}`));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(`确定取消换标单 ${PENDING.relabelNo}？`);
    await userEvent.click(within(dialog).getByTestId('relabel-reason'));
    await userEvent.paste('Wrong new SKU');
    await userEvent.click(within(dialog).getByTestId('relabel-reason-ok'));
    await waitFor(() =>
      expect(api.bodies('/api/relabel-orders/cancel')).toEqual([{ id: PENDING.id, reason: 'Wrong new SKU' }]),
    );
  });

  it('shows an order waiting for review: its lines, label files, timeline and only cancel', async () => {
    server();
    renderRoutesAt([relabelOrdersRoutes[1]!], DETAIL, `${DETAIL}?id=${PENDING.id}`);
    expect(await screen.findByTestId('relabel-status')).toHaveTextContent('待审核');
    expect(screen.getByTestId('relabel-number')).toHaveTextContent(PENDING.relabelNo);
    const line = rowOf('CUP-RED');
    expect(within(line).getByText('红色杯子')).toBeInTheDocument();
    expect(within(line).getByText('CUP-RED-V2')).toBeInTheDocument();
    expect(within(line).getByTestId('relabel-line-quantity-CUP-RED')).toHaveTextContent('20');
    expect(within(line).getByTestId('relabel-line-actual-CUP-RED')).toHaveTextContent('-');
    expect(screen.getByTestId('relabel-label-file')).toHaveTextContent('new-labels.pdf');
    expect(within(screen.getByTestId('relabel-timeline')).getByText('创建')).toBeInTheDocument();
    expectTestIds({
      present: ['relabel-cancel'],
      absent: ['relabel-edit', 'relabel-submit', 'relabel-delete', 'relabel-rejected'],
    });
  });

  it('shows why the warehouse rejected an order, and a completed one with its actual pieces and fee owed', async () => {
    server();
    const view = renderRoutesAt([relabelOrdersRoutes[1]!], DETAIL, `${DETAIL}?id=${REJECTED.id}`);
    expect(await screen.findByTestId('relabel-rejected')).toHaveTextContent('仓库已驳回：Labels unreadable');
    expect(screen.queryByTestId('relabel-cancel')).toBeNull();
    view.unmount();

    renderRoutesAt([relabelOrdersRoutes[1]!], DETAIL, `${DETAIL}?id=${COMPLETED.id}`);
    expect(await screen.findByTestId('relabel-fee-owed')).toHaveTextContent('USD 9.50');
    expect(screen.getByTestId('relabel-actual')).toHaveTextContent('19');
    expect(screen.getByTestId('relabel-line-actual-CUP-RED')).toHaveTextContent('19');
    expect(screen.queryByTestId('relabel-cancel')).toBeNull();
  });

  it('edits a draft from its detail, then submits it (update, then submit)', async () => {
    const api = server();
    renderRoutesAt([relabelOrdersRoutes[1]!], DETAIL, `${DETAIL}?id=${DRAFT.id}`);
    expect(await screen.findByTestId('relabel-status')).toHaveTextContent('草稿');
    expectTestIds({ present: ['relabel-edit', 'relabel-submit', 'relabel-cancel', 'relabel-delete'] });
    await userEvent.click(screen.getByTestId('relabel-edit'));
    // The draft's lines come back into the form with their products' texts.
    expect(await screen.findByText('CUP-RED · 红色杯子')).toBeInTheDocument();
    expect(screen.getByText('CUP-RED-V2 · 红色杯子 新版')).toBeInTheDocument();
    expect(await screen.findByTestId('relabel-label-files-file')).toHaveTextContent('new-labels.pdf');
    await userEvent.click(screen.getByTestId('relabel-save-submit'));
    await waitFor(() => expect(api.bodies('/api/relabel-orders/submit')).toEqual([{ id: DRAFT.id }]));
    expect(api.bodies('/api/relabel-orders/update')).toEqual([
      {
        id: DRAFT.id,
        warehouseId: WAREHOUSE.id,
        lines: [{ oldProductId: '11', newProductId: '12', quantity: 20 }],
        labelFileIds: ['90'],
      },
    ]);
  });

  it('deletes a draft from its row only with a reason, sending { ids, reason }', async () => {
    const api = server();
    renderRoutesAt([relabelOrdersRoutes[0]!], LIST);
    await screen.findByText(DRAFT.relabelNo);
    await userEvent.click(screen.getByTestId(`row-delete-${DRAFT.id}`));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(`确定删除选中的 1 个换标单：${DRAFT.relabelNo}？`);
    expect(within(dialog).getByText('删除原因')).toBeInTheDocument();
    // No reason, no delete.
    await userEvent.click(document.getElementById('delete-reason_ok')!);
    expect(await within(dialog).findByText('请填写删除原因')).toBeInTheDocument();
    expect(api.bodies('/api/relabel-orders/delete')).toEqual([]);
    await confirmDelete('Made by mistake');
    await waitFor(() =>
      expect(api.bodies('/api/relabel-orders/delete')).toEqual([
        { ids: [DRAFT.id], reason: 'Made by mistake' },
      ]),
    );
    expect(await screen.findByText('已删除 1 个换标单')).toBeInTheDocument();
  });

  it('deletes the selected drafts from the batch bar with a reason', async () => {
    const api = server();
    renderRoutesAt([relabelOrdersRoutes[0]!], LIST);
    await screen.findByText(DRAFT.relabelNo);
    await userEvent.click(within(rowOf(DRAFT.relabelNo)).getByRole('checkbox'));
    await userEvent.click(screen.getByTestId('batch-delete'));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      `确定删除选中的 1 个换标单：${DRAFT.relabelNo}？`,
    );
    await confirmDelete('Duplicate');
    await waitFor(() =>
      expect(api.bodies('/api/relabel-orders/delete')).toEqual([{ ids: [DRAFT.id], reason: 'Duplicate' }]),
    );
    expect(await screen.findByText('已删除 1 个换标单')).toBeInTheDocument();
  });

  it('deletes a draft from its detail with a reason, then goes back to the list', async () => {
    const api = server();
    renderRoutes(
      relabelOrdersRoutes.map((r) => ({ ...r, path: `/${r.path}` })),
      `${DETAIL}?id=${DRAFT.id}`,
    );
    expect(await screen.findByTestId('relabel-status')).toHaveTextContent('草稿');
    await userEvent.click(screen.getByTestId('relabel-delete'));
    await confirmDelete('No longer needed');
    await waitFor(() =>
      expect(api.bodies('/api/relabel-orders/delete')).toEqual([
        { ids: [DRAFT.id], reason: 'No longer needed' },
      ]),
    );
    expect(await screen.findByTestId('relabel-manage-page')).toBeInTheDocument();
    // The deleted order's detail is not asked for again.
    expect(api.bodies('/api/relabel-orders/detail')).toHaveLength(1);
  });
});
