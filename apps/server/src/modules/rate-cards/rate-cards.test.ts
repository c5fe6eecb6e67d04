import { describe, expect, it } from 'vitest';
import type { RateCardView, TrialOptions, TrialResult } from '@oms/contracts';
import { useTestApp } from '../../../test/app';
import { bodyOf, call } from '../../../test/fixtures';
import { createUser } from '../homepage/test-support';
import { AppError } from '../../lib/errors';
import { demoRateCard } from './rate-cards.demo';
import { api, customerOf, post, tenantWithKey } from '../integration/integration.test-support';
import { SERVICE_A, TEST_CARD } from './rate-cards.test-support';

const parcel = {
  country: 'US',
  state: 'CA',
  postalCode: '90001',
  unitSystem: 'METRIC',
  weight: '1.2',
  length: '30',
  width: '20',
  height: '10',
  pieces: 1,
};

/** The rows as a user reads them: service, total (or the reason). */
const rows = (r: TrialResult) => r.quotes.map((q) => [q.serviceCode, q.total ?? q.reason]);
const quote = (r: TrialResult, code: string) => r.quotes.find((q) => q.serviceCode === code)!;

type Issues = { issues: { field: string; message: string }[] };

describe('rate cards and the express fee trial', () => {
  const t = useTestApp(async (app) => {
    const k = await tenantWithKey(app, 'rates');
    const customer = await customerOf(app, k);
    const other = await tenantWithKey(app, 'other');
    const res = await post(app, k.key, '/rate-cards', TEST_CARD);
    if (res.statusCode !== 200) throw new Error(res.body);
    return { k, customer, other };
  });
  const trial = (body: object, language: 'zh' | 'en' = 'en', token = t.customer.token) =>
    call(
      t.app,
      token,
      'express-fees/trial',
      { warehouseId: String(t.k.warehouseId), ...parcel, ...body },
      language,
    );
  const priced = async (body: object, language: 'zh' | 'en' = 'en') => {
    const res = await trial(body, language);
    expect(res.statusCode, res.body).toBe(200);
    return bodyOf<TrialResult>(res).data;
  };

  it('prices a metric parcel: dimensional weight, rounding, fuel; cheapest first, unavailable last', async () => {
    const r = await priced({});
    // A: dim 30×20×10/5000 = 1.2 kg → 1.5 kg (0.5 steps) → break 2 kg zone 1 = 6.00, fuel 10 % = 0.60.
    // B: dim 6000/6000 = 1 kg, actual 1.2 kg → break 3 kg = 6.50. C: 1.2 kg is above its 1 kg.
    expect(rows(r)).toEqual([
      ['TEST_B', '6.50'],
      ['TEST_A', '6.60'],
      ['TEST_C', 'The weight 1.200 kg is above the limit of 1 kg'],
    ]);
    expect(quote(r, 'TEST_A')).toMatchObject({
      zone: '1',
      actualWeightKg: '1.200',
      dimWeightKg: '1.200',
      billableWeightKg: '1.500',
      base: '6.00',
      surcharges: [{ kind: 'FUEL', amount: '0.60' }],
      transitDaysMin: 2,
      transitDaysMax: 4,
      available: true,
    });
    expect(quote(r, 'TEST_C')).toMatchObject({
      available: false,
      total: null,
      reasonKey: 'expressFees.overWeight',
    });
  });

  it('converts lbs/inch exactly and adds the remote-area surcharge per piece', async () => {
    // 10 lbs = 4536 g; 20×12×10 in = 50.8×30.48×25.4 cm = 39328.95 cm³.
    const r = await priced({
      unitSystem: 'IMPERIAL',
      weight: '10',
      length: '20',
      width: '12',
      height: '10',
      pieces: 2,
      state: 'HI',
      postalCode: '96701',
    });
    // A: dim /5000 = 7.866 kg → 8 kg → break 10 kg zone 1 = 14.00 × 2 = 28.00, fuel 2.80, remote 3.00 × 2.
    // B: dim /6000 = 6.555 kg → break 10 kg = 10.00 × 2.
    expect(rows(r)).toEqual([
      ['TEST_B', '20.00'],
      ['TEST_A', '36.80'],
      ['TEST_C', 'The weight 4.536 kg is above the limit of 1 kg'],
    ]);
    expect(quote(r, 'TEST_A')).toMatchObject({
      actualWeightKg: '4.536',
      dimWeightKg: '7.866',
      billableWeightKg: '8.000',
      base: '28.00',
      surcharges: [
        { kind: 'FUEL', amount: '2.80' },
        { kind: 'REMOTE_AREA', amount: '6.00' },
      ],
    });
    expect(quote(r, 'TEST_B').billableWeightKg).toBe('6.555');
  });

  it('charges oversize within the limits, refuses over them, prices beyond the last break per kg', async () => {
    const long = await priced({ length: '70', weight: '1' });
    // A: 70 cm > 60 → oversize 4.00; dim 14000/5000 = 2.8 → 3 kg → 9.00 + fuel 0.90. B: 2.334 kg → 6.50.
    expect(rows(long)).toEqual([
      ['TEST_B', '6.50'],
      ['TEST_A', '13.90'],
      ['TEST_C', 'The longest side 70.00 cm is above the limit of 40 cm'],
    ]);
    expect(quote(long, 'TEST_A').surcharges).toEqual([
      { kind: 'FUEL', amount: '0.90' },
      { kind: 'OVERSIZE', amount: '4.00' },
    ]);
    const heavy = await priced({
      weight: '12',
      length: '10',
      width: '10',
      height: '10',
      postalCode: '10001',
      state: 'NY',
    });
    expect(rows(heavy)).toEqual([
      ['TEST_B', '12.00'],
      ['TEST_A', 'The weight 12.000 kg is above the limit of 10 kg'],
      ['TEST_C', 'No zone of this service covers postal code 10001'],
    ]);
    const girth = await priced({ length: '90', width: '45', height: '40' }, 'zh');
    expect(quote(girth, 'TEST_A')).toMatchObject({
      available: false,
      reason: '长 + 周长 260.00 cm 超过该渠道上限 250 cm',
    });
  });

  it('offers the tenant’s warehouses with their countries and refuses bad input with the contract’s messages', async () => {
    const options = bodyOf<TrialOptions>(await call(t.app, t.customer.token, 'express-fees/options')).data;
    expect(options.warehouses).toEqual([
      expect.objectContaining({ id: String(t.k.warehouseId), code: t.k.warehouseCode, countries: ['US'] }),
    ]);
    const notServed = await trial({ country: 'DE', state: '', postalCode: '10115' });
    expect([notServed.statusCode, bodyOf(notServed).message]).toEqual([
      422,
      "This warehouse's services do not deliver to this country",
    ]);
    // An unknown country is refused by the consignees' rule, field and message alike.
    for (const [country, language, message] of [
      ['XX', 'en', 'This country or region code is not supported'],
      ['xx', 'zh', '不支持的国家/地区代码'],
    ] as const) {
      const unknown = await trial({ country, postalCode: '12345' }, language);
      expect([unknown.statusCode, bodyOf<Issues>(unknown).data.issues]).toEqual([
        422,
        [{ field: 'country', message }],
      ]);
    }
    const bad = await trial({ weight: '0', pieces: 0 }, 'zh');
    expect(bad.statusCode).toBe(422);
    expect(bodyOf<Issues>(bad).data.issues).toEqual(
      expect.arrayContaining([
        { field: 'weight', message: '须大于 0' },
        { field: 'pieces', message: '件数须为 1 到 999 的整数' },
      ]),
    );
    for (const [language, message] of [
      ['en', 'Must be above 0'],
      ['zh', '须大于 0'],
    ] as const) {
      const negative = await trial({ weight: '-2' }, language);
      expect([negative.statusCode, bodyOf(negative).message]).toEqual([422, message]);
    }
  });

  it('refuses another tenant’s warehouse (404) and a session without the trial’s code (403)', async () => {
    const foreign = await trial({ warehouseId: String(t.other.warehouseId) });
    expect([foreign.statusCode, bodyOf(foreign).message]).toEqual([404, 'Resource not found']);
    const lacking = await createUser(t.app, t.customer, ['OMS_HOME']);
    const denied = await trial({}, 'en', lacking.token);
    expect(denied.statusCode).toBe(403);
    const holder = await createUser(t.app, t.customer, [
      'OMS_FINANCEEXPRESSFEE',
      'OMS_FINANCEEXPRESSFEE:view',
    ]);
    expect((await trial({}, 'en', holder.token)).statusCode).toBe(200);
  });

  it('reads and replaces the card of the key’s warehouse; a bad card changes nothing', async () => {
    const before = bodyOf<RateCardView>(await api(t.app, t.k.key, 'GET', '/rate-cards')).data;
    expect(before).toMatchObject({
      warehouseCode: t.k.warehouseCode,
      updatedBy: `${t.k.warehouseCode}/rates`,
    });
    expect(before.services.map((s) => s.code)).toEqual(['TEST_A', 'TEST_B', 'TEST_C']);
    expect(before.fees.map((f) => f.feeType)).toEqual(['OUTBOUND_ORDER', 'STORAGE']);

    const broken = {
      ...TEST_CARD,
      services: [
        { ...SERVICE_A, weightBreaksKg: ['2', '1', '5', '10'] },
        { ...SERVICE_A, fuelPercent: '120' },
      ],
    };
    const res = await post(t.app, t.k.key, '/rate-cards', broken);
    expect(res.statusCode).toBe(422);
    expect(bodyOf<{ issues: { field: string; message: string }[] }>(res).data.issues).toEqual(
      expect.arrayContaining([
        { field: 'services.0.weightBreaksKg.1', message: 'Weight breaks must increase' },
        {
          field: 'services.1.fuelPercent',
          message: 'A percentage is between 0 and 100 with at most 2 decimals',
        },
        { field: 'services.1.code', message: 'This service code is listed twice' },
      ]),
    );
    expect(bodyOf<RateCardView>(await api(t.app, t.k.key, 'GET', '/rate-cards')).data).toEqual(before);

    // Another warehouse's card is its own: empty until its key sets it.
    const empty = bodyOf<RateCardView>(await api(t.app, t.other.key, 'GET', '/rate-cards')).data;
    expect(empty).toEqual({
      warehouseCode: t.other.warehouseCode,
      fees: [],
      services: [],
      updatedAt: null,
      updatedBy: null,
    });
    const replaced = await post(t.app, t.other.key, '/rate-cards', { fees: [], services: [SERVICE_A] });
    expect(bodyOf<RateCardView>(replaced).data.services.map((s) => s.code)).toEqual(['TEST_A']);
    const again = await post(t.app, t.other.key, '/rate-cards', { fees: TEST_CARD.fees, services: [] });
    expect(bodyOf<RateCardView>(again).data).toMatchObject({
      services: [],
      fees: [{ feeType: 'OUTBOUND_ORDER' }, { feeType: 'STORAGE' }],
    });
  });

  it('prices a fee from the card by tier and quantity, and says when the card has no price', async () => {
    const { rateCards } = t.app.services;
    const db = t.app.deps.db;
    await expect(
      rateCards.priceOf(db, t.k.warehouseId, 'USD', 'STORAGE', { quantity: '2.5', tierValue: 45 }),
    ).resolves.toMatchObject({ unitPriceMinor: 60, quantity: '2.5', amountMinor: 150 });
    await expect(
      rateCards.priceOf(db, t.k.warehouseId, 'USD', 'STORAGE', { quantity: '0.333' }),
    ).resolves.toMatchObject({
      unitPriceMinor: 45,
      amountMinor: 15,
    });
    const missing = await rateCards
      .priceOf(db, t.k.warehouseId, 'CNY', 'STORAGE', { quantity: '1' })
      .catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(AppError);
    expect(missing).toMatchObject({ status: 409, messageKey: 'rateCards.noPrice' });
    const quotes = await rateCards.quoteParcel(db, t.k.warehouseId, {
      country: 'US',
      postalCode: '90001',
      grams: 1200,
      sidesCm100: [3000, 2000, 1000],
      pieces: 1,
    });
    expect(quotes.map((q) => [q.service.code, q.totalMinor])).toEqual([
      ['TEST_B', 650],
      ['TEST_A', 660],
      ['TEST_C', null],
    ]);
  });

  it('seeds plausible cards for the four demo warehouses that the same schema accepts', () => {
    const services = (code: string) => demoRateCard(code).services.map((s) => s.name);
    expect(services('LAX')).toEqual(['USPS Ground Advantage', 'UPS Ground', 'FedEx Home Delivery']);
    expect(services('UK')).toEqual(['Royal Mail Tracked 48', 'DPD Next Day', 'Evri 48 Tracked']);
    expect(services('DE')).toEqual(['DHL Paket', 'Hermes Päckchen & Paket', 'GLS BusinessParcel']);
    expect(demoRateCard('NJ').fees).toHaveLength(32);
  });
});
