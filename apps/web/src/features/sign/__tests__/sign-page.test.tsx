import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SignedWarehouse } from '@oms/contracts';
import { fakeServer, setUpPortalEachTest } from '@/test/render-route';
import { expectGuardedRoute, renderRoutesAt, rowOf, signInAs } from '@/test/page-helpers';
import { signRoutes } from '../routes';

const PATH = '/clientCenter/sign';
const row = (
  id: string,
  code: string,
  status: SignedWarehouse['status'],
  extra: Partial<SignedWarehouse> = {},
) => ({
  id,
  warehouseCode: code,
  nameZh: `${code} 仓`,
  nameEn: `${code} warehouse`,
  country: 'US',
  address: '1 Test Way',
  status,
  signingId: status === 'UNSIGNED' ? null : `9${id}`,
  rejectReason: null,
  appliedAt: null,
  decidedAt: null,
  ...extra,
});
const ROWS = [
  row('1', 'LAX', 'SIGNED'),
  row('2', 'NJ', 'UNSIGNED'),
  row('3', 'UK', 'REJECTED', { rejectReason: '资料不全' }),
  row('4', 'DE', 'PENDING_REVIEW'),
];
const ALL = ['OMS_SYSTEM', 'OMS_CLIENTSIGN', 'OMS_CLIENTSIGN:view', 'OMS_CLIENTSIGN:submit'];

const server = (status: string, applied: unknown[] = []) =>
  fakeServer({
    '/api/signing/page': () => ({ data: { records: ROWS, total: ROWS.length, current: 1, size: 20 } }),
    '/api/certification/state': () => ({ data: { status, rejectReason: null } }),
    '/api/column-settings/get': () => ({ data: null }),
    '/api/signing/apply': (body) => {
      applied.push(body);
      return { data: { ...ROWS[1], status: 'PENDING_REVIEW', operations: [] } };
    },
  });
const applyButtons = () =>
  Object.fromEntries(
    screen.getAllByTestId('signing-apply').map((b) => [b.getAttribute('data-code'), b as HTMLButtonElement]),
  );

// antd tables are slow under jsdom on a busy machine.
describe('SignPage', () => {
  setUpPortalEachTest();

  it('is a lazy route guarded by OMS_CLIENTSIGN', () => {
    expectGuardedRoute(signRoutes, 'clientCenter/sign', 'OMS_CLIENTSIGN');
  });

  it('offers apply where the state allows it, and sends the warehouse id', async () => {
    signInAs(ALL, { isMain: false });
    const applied: unknown[] = [];
    server('PASSED', applied);
    renderRoutesAt(signRoutes, PATH);
    await screen.findByText('LAX 仓');
    // The country reads by its name, as the export writes it.
    expect(within(rowOf('LAX 仓')).getByText('美国')).toBeInTheDocument();
    await waitFor(() => expect(Object.keys(applyButtons()).sort()).toEqual(['NJ', 'UK']));
    expect(applyButtons().UK).toHaveTextContent('重新申请');
    expect(applyButtons().NJ).toBeEnabled();
    expect(screen.queryByTestId('certification-gate')).toBeNull();
    await userEvent.click(applyButtons().NJ!);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('确定申请签约仓库 NJ 吗');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s?定|OK/ }));
    await waitFor(() => expect(applied).toEqual([{ warehouseId: '2' }]));
  });

  it('explains and links to verification while the certification has not passed', async () => {
    signInAs(ALL, { isMain: false });
    server('UNDER_REVIEW');
    renderRoutesAt(signRoutes, PATH);
    const gate = await screen.findByTestId('certification-gate');
    expect(gate).toHaveTextContent('正在审核中');
    await screen.findByText('NJ 仓');
    expect(applyButtons().NJ).toBeDisabled();
  });
});
