import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CLAIM_DOCUMENT, type Claim, type ClaimDetail } from '@oms/contracts';
import { fakeServer, renderRoutes, setUpPortalEachTest } from '@/test/render-route';
import { expectGuardedRoute, pageGrants, pageOf, renderRoutesAt, rowOf, signInAs } from '@/test/page-helpers';
import { claimsRoutes } from '../routes';

const CLAIM: Claim = {
  id: '41',
  claimNo: 'CL20261101000041',
  relatedType: 'OUTBOUND',
  relatedNo: 'OB2411010001',
  claimType: 'DAMAGED',
  reason: 'Two pieces arrived broken',
  expectedAmount: '1234.50',
  actualAmount: null,
  currency: 'USD',
  attachments: [],
  status: 'PENDING_REVIEW',
  rejectReason: null,
  createdBy: 'demo',
  createdAt: '2026-11-01T08:00:00.000Z',
  decidedAt: null,
  updatedAt: '2026-11-01T08:00:00.000Z',
};
const PASSED: ClaimDetail = {
  ...CLAIM,
  status: 'PASSED',
  actualAmount: '740.70',
  decidedAt: '2026-11-02T08:00:00.000Z',
  operations: [],
  ledger: [
    {
      id: '9',
      currency: 'USD',
      type: 'COMPENSATION',
      amount: '740.70',
      frozenChange: '0.00',
      balanceAfter: '1740.70',
      frozenAfter: '0.00',
      documentType: 'CLAIM',
      documentNo: CLAIM.claimNo,
      feeRecordId: null,
      note: null,
      createdBy: '洛杉矶仓',
      createdAt: '2026-11-02T08:00:00.000Z',
    },
  ],
};
const ALL = pageGrants('OMS_FINANCECOMPENSATION', ['view', 'create', 'cancel', 'export']);

const server = () =>
  fakeServer({
    '/api/claims/page': pageOf([CLAIM]),
    '/api/claims/create': (body) => ({ data: { ...CLAIM, ...(body as object), id: '42' } }),
    '/api/claims/detail': () => ({ data: PASSED }),
    '/api/claims/cancel': () => ({ data: { ...CLAIM, status: 'CANCELLED' } }),
    '/api/column-settings/get': () => ({ data: null }),
  });
const field = (id: string) => document.getElementById(`claim_${id}`)!;

describe('claims pages', () => {
  setUpPortalEachTest();
  beforeEach(() => signInAs(ALL));

  it('are guarded by OMS_FINANCECOMPENSATION', () => {
    const [list, detail] = claimsRoutes;
    expectGuardedRoute([list!], 'finance/compensationManage', 'OMS_FINANCECOMPENSATION');
    expectGuardedRoute([detail!], 'finance/compensationManageDetail', 'OMS_FINANCECOMPENSATION');
  });

  it('lists claims with their amounts and checks the form with the contracts rules before creating', async () => {
    const api = server();
    renderRoutesAt([claimsRoutes[0]!], '/finance/compensationManage');
    await screen.findByText(CLAIM.claimNo);
    const row = rowOf(CLAIM.claimNo);
    expect(within(row).getByText('USD 1,234.50')).toBeInTheDocument();
    expect(within(row).getByText('待审核')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('claims-create'));
    await waitFor(() => expect(field('submit')).toBeTruthy());
    await userEvent.click(field('relatedNo'));
    await userEvent.paste('OB-1');
    await userEvent.click(field('reason'));
    await userEvent.paste('bad');
    await userEvent.click(field('expectedAmount'));
    await userEvent.paste('0');
    await userEvent.click(field('submit'));
    expect(await screen.findByText('索赔原因至少 5 个字符')).toBeInTheDocument();
    expect(await screen.findByText('金额必须大于 0，最多两位小数')).toBeInTheDocument();
    expect(api.bodies('/api/claims/create')).toEqual([]);
    await userEvent.click(field('reason'));
    await userEvent.paste(' box crushed');
    await userEvent.clear(field('expectedAmount'));
    await userEvent.click(field('expectedAmount'));
    await userEvent.paste('25.5');
    await userEvent.click(field('submit'));
    await waitFor(() => expect(api.bodies('/api/claims/create')).toHaveLength(1));
    expect(api.bodies('/api/claims/create')[0]).toMatchObject({
      relatedType: 'OUTBOUND',
      relatedNo: 'OB-1',
      claimType: 'DAMAGED',
      reason: 'bad box crushed',
      expectedAmount: '25.5',
      currency: 'USD',
      attachments: [],
    });
  });

  it('cancels a pending claim from its row after asking', async () => {
    const api = server();
    renderRoutesAt([claimsRoutes[0]!], '/finance/compensationManage');
    await userEvent.click(await screen.findByTestId(`row-cancel-${CLAIM.id}`));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(`确定取消索赔单 ${CLAIM.claimNo} 吗？`);
    await userEvent.click(within(dialog).getByRole('button', { name: '取消索赔' }));
    await waitFor(() => expect(api.bodies('/api/claims/cancel')).toEqual([{ id: CLAIM.id }]));
  });

  it('offers no cancel to whoever lacks the cancel code', async () => {
    signInAs(pageGrants('OMS_FINANCECOMPENSATION', ['view']));
    server();
    renderRoutesAt([claimsRoutes[0]!], '/finance/compensationManage');
    expect(await screen.findByTestId(`row-detail-${CLAIM.id}`)).toBeInTheDocument();
    expect(screen.queryByTestId(`row-cancel-${CLAIM.id}`)).toBeNull();
  });

  it('shows a passed claim with its actual amount and the credited ledger entry', async () => {
    server();
    renderRoutesAt(
      [claimsRoutes[1]!],
      '/finance/compensationManageDetail',
      '/finance/compensationManageDetail?id=41',
    );
    expect(await screen.findByTestId('claim-actual')).toHaveTextContent('USD 740.70');
    expect(screen.getByTestId('claim-status')).toHaveTextContent('已通过');
    expect(screen.getByTestId('claim-credited')).toHaveTextContent('USD 740.70');
    expect(screen.queryByTestId('claim-cancel')).toBeNull();
  });

  it('heads the detail from the descriptor: the status in its colour, and back to the list', async () => {
    server();
    const [list, detail] = claimsRoutes;
    renderRoutes(
      [
        { ...list!, path: CLAIM_DOCUMENT.listPath },
        { ...detail!, path: '/finance/compensationManageDetail' },
      ],
      '/finance/compensationManageDetail?id=41',
    );
    const status = await screen.findByTestId('claim-status');
    expect(status.className).toContain(`ant-tag-${CLAIM_DOCUMENT.colors.PASSED}`);
    expect(screen.getByTestId('claim-number')).toHaveTextContent(CLAIM.claimNo);
    await userEvent.click(screen.getByRole('button', { name: /返\s*回/ }));
    expect(await screen.findByTestId(`row-detail-${CLAIM.id}`)).toBeInTheDocument();
  });
});
