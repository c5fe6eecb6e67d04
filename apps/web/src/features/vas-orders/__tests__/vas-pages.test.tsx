import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
import { vasOrdersRoutes } from '../routes';
import { COMPLETED, detailOf, DRAFT, KITTING, PENDING, QUOTED, ROWS, WAREHOUSE } from './fixtures';

const ALL = pageGrants('OMS_ORDERVAS', ['view', 'create', 'edit', 'delete', 'submit', 'cancel', 'export']);
const LIST = '/order/vasManage';
const DETAIL = '/order/vasManageDetail';
const SHORT = 'USD 账户可用余额不足以冻结报价 USD 12.50，请先充值';

const server = (
  confirm: () => Response | { data: unknown } = () => ({
    data: detailOf({ ...QUOTED, status: 'CONFIRMED' }),
  }),
) =>
  fakeServer({
    // The server's status filter, as the page asks for it.
    '/api/vas-orders/page': (body, url) => {
      const status = (body as { status?: string }).status;
      return pageOf(ROWS.filter((r) => !status || r.status === status))(body, url);
    },
    '/api/vas-orders/detail': (body) => ({
      data: detailOf(ROWS.find((r) => r.id === (body as { id: string }).id)!),
    }),
    '/api/vas-orders/warehouses': () => ({ data: [WAREHOUSE] }),
    '/api/vas-orders/update': (body) => ({ data: detailOf({ ...DRAFT, ...(body as object) }) }),
    '/api/vas-orders/submit': () => ({ data: detailOf({ ...DRAFT, status: 'PENDING_QUOTE' }) }),
    '/api/vas-orders/confirm': confirm,
    '/api/vas-orders/cancel': () => ({ data: detailOf({ ...QUOTED, status: 'CANCELLED' }) }),
    '/api/vas-orders/delete': () => ({ data: { affected: 1 } }),
    '/api/files/download': () => new Response('jpg', { headers: { 'content-type': 'image/jpeg' } }),
    '/api/column-settings/get': () => ({ data: null }),
  });

describe('VAS pages', () => {
  setUpPortalEachTest();
  beforeEach(() => signInAs(ALL));
  afterEach(() => vi.restoreAllMocks());

  it('are guarded by OMS_ORDERVAS', () => {
    const [list, detail] = vasOrdersRoutes;
    expectGuardedRoute([list!], 'order/vasManage', 'OMS_ORDERVAS');
    expectGuardedRoute([detail!], 'order/vasManageDetail', 'OMS_ORDERVAS');
  });

  it('lists orders with their service, quote and state, and offers each row the moves of its state', async () => {
    server();
    renderRoutesAt([vasOrdersRoutes[0]!], LIST);
    await screen.findByText(DRAFT.vasNo);
    const draft = rowOf(DRAFT.vasNo);
    expect(within(draft).getByText('草稿')).toBeInTheDocument();
    expect(within(draft).getByText('洛杉矶仓')).toBeInTheDocument();
    expect(within(draft).getByText('拍照')).toBeInTheDocument();
    expect(within(rowOf(KITTING.vasNo)).getByText('组装套装')).toBeInTheDocument();
    expect(within(rowOf(QUOTED.vasNo)).getByText(/USD\s12\.50/)).toBeInTheDocument();
    expect(screen.getByTestId(`vas-status-${QUOTED.vasNo}`)).toHaveTextContent('已报价待确认');
    expect(screen.getByTestId('vas-create')).toBeInTheDocument();
    expectTestIds({
      present: [
        ...['edit', 'submit', 'cancel', 'delete'].map((a) => `row-${a}-${DRAFT.id}`),
        `row-cancel-${PENDING.id}`,
        `row-confirm-${QUOTED.id}`,
        `row-cancel-${QUOTED.id}`,
        `row-detail-${COMPLETED.id}`,
        'batch-submit',
        'batch-delete',
      ],
      absent: [
        `row-confirm-${DRAFT.id}`,
        `row-confirm-${PENDING.id}`,
        ...['edit', 'submit', 'delete'].map((a) => `row-${a}-${QUOTED.id}`),
        ...['edit', 'submit', 'confirm', 'cancel', 'delete'].map((a) => `row-${a}-${COMPLETED.id}`),
      ],
    });
  });

  it('reads ?status= as its status filter (a to-do opens it so) and cancels with a reason', async () => {
    const api = server();
    renderRoutesAt([vasOrdersRoutes[0]!], LIST, `${LIST}?status=QUOTED`);
    await screen.findByText(QUOTED.vasNo);
    expect(api.bodies('/api/vas-orders/page')[0]).toMatchObject({ status: 'QUOTED' });
    expect(screen.queryByText(DRAFT.vasNo)).toBeNull();
    expect(screen.queryByText(COMPLETED.vasNo)).toBeNull();

    await userEvent.click(screen.getByTestId(`row-cancel-${QUOTED.id}`));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(`确定取消增值服务单 ${QUOTED.vasNo}？`);
    await userEvent.click(within(dialog).getByTestId('vas-reason'));
    await userEvent.paste('Price too high');
    await userEvent.click(within(dialog).getByTestId('vas-reason-ok'));
    await waitFor(() =>
      expect(api.bodies('/api/vas-orders/cancel')).toEqual([{ id: QUOTED.id, reason: 'Price too high' }]),
    );
    expect(await screen.findByText('增值服务单已取消')).toBeInTheDocument();
  });

  it('shows a quoted order with its quote, and confirms it through the API after saying it is frozen', async () => {
    let refuse = true;
    const api = server(() => {
      if (!refuse) return { data: detailOf({ ...QUOTED, status: 'CONFIRMED' }) };
      refuse = false;
      return Response.json({ code: 409, message: SHORT, data: null }, { status: 409 });
    });
    renderRoutesAt([vasOrdersRoutes[1]!], DETAIL, `${DETAIL}?id=${QUOTED.id}`);
    expect(await screen.findByTestId('vas-status')).toHaveTextContent('已报价待确认');
    expect(screen.getByTestId('vas-number')).toHaveTextContent(QUOTED.vasNo);
    expect(screen.getByTestId('vas-quote')).toHaveTextContent('USD 12.50');
    expect(screen.getByTestId('vas-quote-note')).toHaveTextContent('Two photos per piece');
    expect(screen.getByTestId('vas-quoted')).toHaveTextContent('仓库已报价 USD 12.50');
    expect(screen.getByTestId('vas-detail-service')).toHaveTextContent('拍照');
    expect(screen.getByTestId('vas-detail-requirements')).toHaveTextContent(QUOTED.requirements);
    expectTestIds({
      present: ['vas-confirm', 'vas-cancel'],
      absent: ['vas-edit', 'vas-submit', 'vas-delete'],
    });

    // Refused (funds short): the server's message, nothing changed; then confirmed.
    await userEvent.click(screen.getByTestId('vas-confirm'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(`确认增值服务单 ${QUOTED.vasNo} 的报价 USD 12.50？`);
    expect(dialog).toHaveTextContent('报价金额将在您的 USD 账户中冻结');
    await userEvent.click(within(dialog).getByTestId('vas-confirm-ok'));
    expect(await screen.findByText(SHORT)).toBeInTheDocument();
    expect(screen.getByTestId('vas-status')).toHaveTextContent('已报价待确认');

    // The first dialog may linger while it closes: its button is not the one to click.
    const before = screen.queryAllByTestId('vas-confirm-ok');
    await userEvent.click(screen.getByTestId('vas-confirm'));
    const ok = await waitFor(() => {
      const fresh = screen.getAllByTestId('vas-confirm-ok').find((b) => !before.includes(b));
      if (!fresh) throw new Error('no new dialog yet');
      return fresh;
    });
    await userEvent.click(ok);
    await waitFor(() =>
      expect(api.bodies('/api/vas-orders/confirm')).toEqual([{ id: QUOTED.id }, { id: QUOTED.id }]),
    );
    expect(await screen.findByText('报价已确认，金额已冻结')).toBeInTheDocument();
  });

  it('shows a completed order: its result, results and attachments as file links, fee and timeline', async () => {
    server();
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:result');
    renderRoutesAt([vasOrdersRoutes[1]!], DETAIL, `${DETAIL}?id=${COMPLETED.id}`);
    expect(await screen.findByTestId('vas-status')).toHaveTextContent('已完成');
    expect(screen.getByTestId('vas-result-note')).toHaveTextContent(COMPLETED.resultNote!);
    expect(screen.getByTestId('vas-result-0')).toHaveTextContent('cup-front.jpg');
    expect(screen.getByTestId('vas-result-1')).toHaveTextContent('cup-back.jpg');
    expect(screen.getByTestId('vas-attachment-0')).toHaveTextContent('angles.pdf');
    expect(screen.getByTestId('vas-fee')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('vas-lines')).getByTestId('vas-line-quantity-CUP-RED'),
    ).toHaveTextContent('4');
    expect(within(screen.getByTestId('vas-timeline')).getByText('创建')).toBeInTheDocument();
    expectTestIds({
      absent: [
        'vas-confirm',
        'vas-cancel',
        'vas-edit',
        'vas-submit',
        'vas-delete',
        'vas-detail-kit',
        'vas-quoted',
      ],
    });

    await userEvent.click(screen.getByTestId('vas-result-1'));
    await waitFor(() => expect(opened).toHaveBeenCalledWith('blob:result', '_blank', 'noopener'));
  });

  it('shows a kitting draft: its kit and the components it uses, no quote yet', async () => {
    server();
    renderRoutesAt([vasOrdersRoutes[1]!], DETAIL, `${DETAIL}?id=${KITTING.id}`);
    expect(await screen.findByTestId('vas-detail-kit-combination')).toHaveTextContent('Gift set');
    expect(screen.getByTestId('vas-detail-kit-sku')).toHaveTextContent('GIFT-SET');
    expect(screen.getByTestId('vas-detail-kit-quantity')).toHaveTextContent('3');
    expect(screen.getByTestId('vas-lines')).toHaveTextContent('消耗的组合商品（2 个 SKU）');
    expectTestIds({
      present: ['vas-edit', 'vas-submit', 'vas-cancel', 'vas-delete'],
      absent: ['vas-quote', 'vas-confirm', 'vas-result-0'],
    });
  });

  it('edits a draft from its detail, then submits it (update, then submit)', async () => {
    const api = server();
    renderRoutesAt([vasOrdersRoutes[1]!], DETAIL, `${DETAIL}?id=${DRAFT.id}`);
    expect(await screen.findByTestId('vas-status')).toHaveTextContent('草稿');
    await userEvent.click(screen.getByTestId('vas-edit'));
    // The draft's lines and attachments come back into the form with their names.
    expect(await screen.findByText('CUP-RED · 红色杯子')).toBeInTheDocument();
    expect(await screen.findByTestId('vas-attachments-file')).toHaveTextContent('angles.pdf');
    expect(screen.getByTestId('vas-requirements')).toHaveValue(DRAFT.requirements);
    await userEvent.click(screen.getByTestId('vas-save-submit'));
    await waitFor(() => expect(api.bodies('/api/vas-orders/submit')).toEqual([{ id: DRAFT.id }]));
    expect(api.bodies('/api/vas-orders/update')).toEqual([
      {
        id: DRAFT.id,
        warehouseId: WAREHOUSE.id,
        serviceType: 'PHOTOS',
        lines: [{ productId: '11', quantity: 4 }],
        kit: null,
        requirements: DRAFT.requirements,
        attachmentIds: ['90'],
      },
    ]);
  });

  it('deletes a draft from its detail with a reason, then goes back to the list', async () => {
    const api = server();
    renderRoutes(
      vasOrdersRoutes.map((r) => ({ ...r, path: `/${r.path}` })),
      `${DETAIL}?id=${DRAFT.id}`,
    );
    expect(await screen.findByTestId('vas-status')).toHaveTextContent('草稿');
    await userEvent.click(screen.getByTestId('vas-delete'));
    await userEvent.click(await waitFor(() => document.getElementById('delete-reason_reason')!));
    await userEvent.paste('No longer needed');
    await userEvent.click(document.getElementById('delete-reason_ok')!);
    await waitFor(() =>
      expect(api.bodies('/api/vas-orders/delete')).toEqual([{ ids: [DRAFT.id], reason: 'No longer needed' }]),
    );
    expect(await screen.findByTestId('vas-manage-page')).toBeInTheDocument();
  });
});
