import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Statement } from '@oms/contracts';
import { fakeServer, setUpPortalEachTest } from '@/test/render-route';
import { pageGrants, pageOf, renderRoutesAt, rowOf, signInAs } from '@/test/page-helpers';
import { statementsRoutes } from '../routes';

const STATEMENT: Statement = {
  id: '2026101',
  month: '2026-10',
  currency: 'CNY',
  status: 'CLOSED',
  opening: '100.00',
  recharges: '1000.00',
  fees: '-178.99',
  refunds: '0.00',
  compensation: '0.00',
  supplements: '0.00',
  adjustments: '0.00',
  closing: '921.01',
  entries: 4,
  closedAt: '2026-11-01T00:05:00.000Z',
};

describe('the monthly statements list', () => {
  setUpPortalEachTest();

  it('shows each month from the statement catalogue', async () => {
    signInAs(pageGrants('OMS_FINANCEMONTHACCOUNT', ['view', 'export']));
    fakeServer({
      '/api/statements/page': pageOf([STATEMENT]),
      '/api/column-settings/get': () => ({ data: null }),
    });
    renderRoutesAt([statementsRoutes[0]!], '/finance/mothAccountManage');
    await screen.findByText('2026-10');
    const row = rowOf('2026-10');
    // The currency by its short name and the state by its label, as the export writes them.
    expect(within(row).getByText('RMB')).toBeInTheDocument();
    expect(within(row).getByTestId('statement-status-2026101')).toHaveTextContent('已结账');
    expect(within(row).getByTestId('statement-fees-2026101')).toHaveTextContent('-178.99');
    expect(within(row).getByTestId('statement-closing-2026101')).toHaveTextContent('921.01');
    // The list is searched by currency and months, not by a status a month takes from its date.
    expect(screen.getByLabelText('币种')).toBeInTheDocument();
    expect(screen.queryByLabelText('状态')).toBeNull();
  });
});
