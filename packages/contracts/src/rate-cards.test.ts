import { describe, expect, it } from 'vitest';
import { carrierService, rateCard, type CarrierService } from './rate-cards';
import { dimGramsOf, girthOf, parcelOf, quoteParcel, quoteService, type Parcel } from './rate-cards-pricing';
import { trialRequest } from './rate-cards-trial';

const service = (over: Partial<CarrierService> = {}): CarrierService =>
  carrierService.parse({
    code: 'S1',
    carrier: 'C',
    name: 'S one',
    currency: 'USD',
    destinations: [
      {
        country: 'GB',
        zones: [
          { code: 'MAIN', prefixes: [''] },
          { code: 'NI', prefixes: ['bt'] },
          { code: 'BELF', prefixes: ['BT1 '] },
        ],
      },
    ],
    weightBreaksKg: ['1', '2'],
    zonePrices: { MAIN: ['3.00', '4.00'], NI: ['5.00', '6.00'], BELF: ['5.50', '6.50'] },
    extraPerKg: '0.75',
    roundingKg: '0.1',
    dimDivisor: 5000,
    fuelPercent: '12.5',
    remoteSurcharge: '2.25',
    remoteAreas: [{ country: 'GB', prefixes: ['BT'] }],
    maxWeightKg: '30',
    maxLengthCm: '120',
    maxGirthCm: '300',
    transitDays: { min: 1, max: 3 },
    ...over,
  });
const parcel = (over: Partial<Parcel> = {}): Parcel => ({
  country: 'GB',
  postalCode: 'SW1A 1AA',
  grams: 900,
  sidesCm100: [2000, 1500, 1000],
  pieces: 1,
  ...over,
});

describe('carrier service pricing', () => {
  it('measures dimensional weight and girth exactly, rounding the weight up to the gram', () => {
    expect(dimGramsOf([2000, 1500, 1000], 5000)).toBe(600); // 3000 cm³ / 5000
    expect(dimGramsOf([1001, 1000, 1000], 5000)).toBe(201); // 200.2 g → 201
    expect(girthOf([1000, 3000, 2000])).toEqual({ longest: 3000, girth: 3000 + 2 * 3000 });
  });

  it('picks the longest matching prefix, rounds fuel half up and adds the remote surcharge', () => {
    // 0.9 kg → 1 kg break; fuel 12.5 % of 3.00 = 0.375 → 0.38.
    expect(quoteService(service(), parcel())).toMatchObject({
      zone: 'MAIN',
      baseMinor: 300,
      totalMinor: 338,
    });
    const belfast = quoteService(service(), parcel({ postalCode: 'bt1 5gs', pieces: 3 }));
    expect(belfast).toMatchObject({ zone: 'BELF', baseMinor: 1650 });
    // fuel 12.5 % of 16.50 = 2.0625 → 2.06; remote 2.25 × 3.
    expect(belfast.surcharges).toEqual([
      { kind: 'FUEL', amountMinor: 206 },
      { kind: 'REMOTE_AREA', amountMinor: 675 },
    ]);
    expect(quoteService(service(), parcel({ postalCode: 'BT7 1NN' })).zone).toBe('NI');
  });

  it('prices beyond the last break per started kg, or refuses without an extra price', () => {
    // 3.05 kg → 3.1 kg: 4.00 + 2 started kg × 0.75.
    expect(quoteService(service(), parcel({ grams: 3050 })).baseMinor).toBe(550);
    expect(quoteService(service({ extraPerKg: null }), parcel({ grams: 3050 })).reason).toEqual({
      key: 'expressFees.overBreaks',
      params: { weight: '3.100', max: '2' },
    });
  });

  it('sorts the available cheapest first and the rest after, by code', () => {
    const cheap = service({
      code: 'CHEAP',
      zonePrices: { MAIN: ['1.00', '2.00'], NI: ['1', '2'], BELF: ['1', '2'] },
    });
    const tiny = service({ code: 'A_TINY', maxWeightKg: '0.5' });
    const noGb = service({
      code: 'B_US',
      destinations: [{ country: 'US', zones: [{ code: 'MAIN', prefixes: [''] }] }],
      zonePrices: { MAIN: ['1', '2'] },
    });
    expect(
      quoteParcel([tiny, service(), noGb, cheap], parcel()).map((q) => [
        q.service.code,
        q.reason?.key ?? q.totalMinor,
      ]),
    ).toEqual([
      ['CHEAP', 113],
      ['S1', 338],
      ['A_TINY', 'expressFees.overWeight'],
      ['B_US', 'expressFees.countryNotServedBy'],
    ]);
  });

  it('converts a lbs/inch request to grams and hundredths of a cm', () => {
    const r = trialRequest.parse({
      warehouseId: '1',
      country: 'gb',
      postalCode: 'SW1A 1AA',
      unitSystem: 'IMPERIAL',
      weight: '2.2',
      length: '10',
      width: '5.5',
      height: 1,
      pieces: '2',
    });
    expect(parcelOf(r)).toEqual({
      country: 'GB',
      postalCode: 'SW1A 1AA',
      grams: 998,
      sidesCm100: [2540, 1397, 254],
      pieces: 2,
    });
  });

  it('refuses a card whose breaks, prices or codes do not fit together', () => {
    const bad = rateCard.safeParse({
      fees: [{ feeType: 'STORAGE', currency: 'USD', tiers: [{ from: 5, price: '1' }] }],
      services: [
        { ...service(), weightBreaksKg: ['2', '1'], zonePrices: { MAIN: ['1', '2'], GONE: ['1', '2'] } },
      ],
    });
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual(
      expect.arrayContaining([
        ['fees.0.tiers.0.from', 'rateCards.tiersStart'],
        ['services.0.weightBreaksKg.1', 'rateCards.breaksOrder'],
        ['services.0.zonePrices.NI', 'rateCards.pricesPerBreak'],
        ['services.0.zonePrices.GONE', 'rateCards.zoneUnused'],
      ]),
    );
  });
});
