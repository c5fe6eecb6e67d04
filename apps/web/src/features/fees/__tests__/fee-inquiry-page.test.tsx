import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FeeRow } from '@oms/contracts';
import { fakeServer, setUpPortalEachTest } from '@/test/render-route';
import { pageGrants, pageOf, renderRoutesAt, rowOf, signInAs } from '@/test/page-helpers';
import { feesRoutes } from '../routes';

const warehouse = { id: '3', code: 'LAX', nameZh: '洛杉矶仓', nameEn: 'Los Angeles' };
const FEE: FeeRow = {
  id: '77',
  feeType: 'SHIPPING',
  name: 'SHIPPING',
  currency: 'USD',
  unitPrice: '4.50',
  quantity: '2',
  amount: '9.00',
  deducted: '9.00',
  refunded: '0.00',
  net: '9.00',
  status: 'DEDUCTED',
  documentType: 'OUTBOUND',
  documentNo: 'OB-77',
  warehouse,
  remark: null,
  createdBy: '洛杉矶仓',
  createdAt: '2026-11-01T08:00:00.000Z',
  deductedAt: '2026-11-01T08:00:00.000Z',
  disputeState: null,
};

describe('the fee inquiry list', () => {
  setUpPortalEachTest();

  it('shows each line from the fee catalogue and offers the warehouses once they load', async () => {
    signInAs(pageGrants('OMS_FINANCEFEEINQUIRY', ['view', 'export']));
    fakeServer({
      '/api/fees/page': pageOf([FEE]),
      '/api/fees/totals': () => ({ data: [] }),
      // The warehouses answer after the list has drawn its columns.
      '/api/fees/warehouses': async () => {
        await new Promise((resolve) => setTimeout(resolve, 200));
        return { data: [warehouse] };
      },
      '/api/column-settings/get': () => ({ data: null }),
    });
    renderRoutesAt([feesRoutes[0]!], '/finance/feeInquiry');
    await screen.findByText('OB-77');
    const row = rowOf('OB-77');
    // The type links to the line; the name, amounts, status and warehouse read as the export writes them.
    expect(within(row).getByTestId('fee-77')).toHaveTextContent('运费');
    expect(within(row).getAllByText('USD 9.00')).toHaveLength(2);
    expect(within(row).getByText('已扣款')).toBeInTheDocument();
    expect(within(row).getByText('洛杉矶仓')).toBeInTheDocument();

    await waitFor(() => expect(screen.getAllByText('洛杉矶仓').length).toBeGreaterThan(0));
    await userEvent.click(screen.getByLabelText('仓库'));
    expect(await screen.findByRole('option', { name: '洛杉矶仓' })).toBeInTheDocument();
  });
});
