import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TrialOptions, TrialQuote } from '@oms/contracts';
import { fakeServer, setUpPortalEachTest } from '@/test/render-route';
import { fill } from '@/test/fill';
import { expectGuardedRoute, pageGrants, renderRoutesAt, signInAs } from '@/test/page-helpers';
import { expressFeesRoutes } from '../routes';

const PATH = '/finance/expressFeeCount';
const OPTIONS: TrialOptions = {
  warehouses: [
    { id: '7', code: 'LAX', nameZh: '美西洛杉矶仓', nameEn: 'US-West Los Angeles', countries: ['US'] },
  ],
};
const quote = (over: Partial<TrialQuote>): TrialQuote => ({
  serviceCode: 'UPS_GROUND',
  carrier: 'UPS',
  serviceName: 'UPS Ground',
  currency: 'USD',
  available: true,
  zone: '2',
  actualWeightKg: '4.536',
  dimWeightKg: '7.866',
  billableWeightKg: '8.172',
  base: '20.00',
  surcharges: [{ kind: 'FUEL', amount: '3.10' }],
  total: '23.10',
  transitDaysMin: 1,
  transitDaysMax: 5,
  reasonKey: null,
  reasonParams: {},
  reason: null,
  ...over,
});
const QUOTES = [
  quote({}),
  quote({
    serviceCode: 'USPS_GA',
    serviceName: 'USPS Ground Advantage',
    available: false,
    base: null,
    total: null,
    billableWeightKg: null,
    surcharges: [],
    reason: '最长边 190.50 cm 超过该渠道上限 76.2 cm',
  }),
];
const field = (id: string) => document.getElementById(`express-fee_${id}`)!;

describe('ExpressFeePage', () => {
  setUpPortalEachTest();
  beforeEach(() => signInAs(pageGrants('OMS_FINANCEEXPRESSFEE', ['view'])));

  it('is guarded by OMS_FINANCEEXPRESSFEE', () => {
    expectGuardedRoute(expressFeesRoutes, 'finance/expressFeeCount', 'OMS_FINANCEEXPRESSFEE');
  });

  it("checks the postal code and state by the destination's rules before asking the server", async () => {
    const api = fakeServer({
      '/api/express-fees/options': () => ({ data: OPTIONS }),
      '/api/express-fees/trial': () => ({ data: { pieces: 1, quotes: QUOTES } }),
    });
    renderRoutesAt(expressFeesRoutes, PATH);
    await screen.findByText('LAX · 美西洛杉矶仓');
    await fill(field('weight'), '1');
    await fill(field('length'), '10');
    await fill(field('width'), '10');
    await fill(field('height'), '10');
    await userEvent.click(screen.getByTestId('express-fee-submit'));
    expect(await screen.findByText('请输入邮编')).toBeInTheDocument();
    expect(await screen.findByText('该国家/地区须填写州/省')).toBeInTheDocument();
    await fill(field('postalCode'), '123');
    expect(await screen.findByText(/美国邮编格式不正确/)).toBeInTheDocument();
    expect(api.bodies('/api/express-fees/trial')).toEqual([]);
  });

  it('converts the typed parcel on a unit switch, sends it in lbs/inch and lists the quotes', async () => {
    const api = fakeServer({
      '/api/express-fees/options': () => ({ data: OPTIONS }),
      '/api/express-fees/trial': () => ({ data: { pieces: 1, quotes: QUOTES } }),
    });
    renderRoutesAt(expressFeesRoutes, PATH);
    await screen.findByText('LAX · 美西洛杉矶仓');
    // A US state is picked from the list (here by its code).
    await fill(field('state'), 'CA');
    await userEvent.click((await screen.findAllByTitle('CA · 加利福尼亚州')).at(-1)!);
    await fill(field('postalCode'), '90001');
    await fill(field('weight'), '4.5');
    await fill(field('length'), '50.8');
    await fill(field('width'), '30.48');
    await fill(field('height'), '25.4');
    await userEvent.click(screen.getByText('lbs / inch'));
    await waitFor(() => expect(field('weight')).toHaveValue('9.92'));
    expect(
      [field('length'), field('width'), field('height')].map((e) => (e as HTMLInputElement).value),
    ).toEqual(['20', '12', '10']);
    await userEvent.click(screen.getByTestId('express-fee-submit'));
    const table = await screen.findByTestId('express-fee-quotes');
    expect(api.bodies('/api/express-fees/trial')[0]).toMatchObject({
      warehouseId: '7',
      country: 'US',
      unitSystem: 'IMPERIAL',
      weight: '9.92',
      length: '20',
      pieces: 1,
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('UPS Ground');
    expect(rows[0]).toHaveTextContent('18.02 lbs');
    expect(rows[0]).toHaveTextContent('USD 23.10');
    expect(rows[1]).toHaveTextContent('最长边 190.50 cm 超过该渠道上限 76.2 cm');
    expect(rows[1]).toHaveAttribute('data-available', 'false');
  });
});
