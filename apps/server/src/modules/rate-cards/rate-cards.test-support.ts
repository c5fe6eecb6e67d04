// A small rate card whose prices a test can work out by hand (not a test file itself).
import type { RateCardInput } from '@oms/contracts';

type Service = RateCardInput['services'][number];

const limits = { maxWeightKg: '10', maxLengthCm: '100', maxGirthCm: '250' };

/** Zone 1 = ZIPs starting 9, zone 2 = the rest; 10 % fuel; HI/AK remote; oversize above 60 cm or 200 cm girth. */
export const SERVICE_A: Service = {
  code: 'TEST_A',
  carrier: 'Carrier A',
  name: 'A Ground',
  currency: 'USD',
  destinations: [
    {
      country: 'US',
      zones: [
        { code: '1', prefixes: ['9'] },
        { code: '2', prefixes: [''] },
      ],
    },
  ],
  weightBreaksKg: ['1', '2', '5', '10'],
  zonePrices: { '1': ['5.00', '6.00', '9.00', '14.00'], '2': ['7.00', '8.00', '12.00', '18.00'] },
  extraPerKg: null,
  roundingKg: '0.5',
  dimDivisor: 5000,
  fuelPercent: '10',
  remoteSurcharge: '3.00',
  remoteAreas: [{ country: 'US', prefixes: ['967', '995'] }],
  ...limits,
  oversize: { lengthCm: '60', girthCm: '200', surcharge: '4.00' },
  transitDays: { min: 2, max: 4 },
};

/** One zone for all of the US; 1.00 per started kg above 10 kg; no surcharges. */
export const SERVICE_B: Service = {
  code: 'TEST_B',
  carrier: 'Carrier B',
  name: 'B Economy',
  currency: 'USD',
  destinations: [{ country: 'US', zones: [{ code: 'A', prefixes: [''] }] }],
  weightBreaksKg: ['3', '10'],
  zonePrices: { A: ['6.50', '10.00'] },
  extraPerKg: '1.00',
  roundingKg: '0.001',
  dimDivisor: 6000,
  fuelPercent: '0',
  remoteSurcharge: '0',
  remoteAreas: [],
  maxWeightKg: '30',
  maxLengthCm: '150',
  maxGirthCm: '300',
  oversize: null,
  transitDays: { min: 1, max: 2 },
};

/** A small-parcel service: 1 kg and 40 cm at most, only ZIPs starting 9. */
export const SERVICE_C: Service = {
  ...SERVICE_B,
  code: 'TEST_C',
  carrier: 'Carrier C',
  name: 'C Small',
  destinations: [{ country: 'US', zones: [{ code: 'X', prefixes: ['9'] }] }],
  weightBreaksKg: ['1'],
  zonePrices: { X: ['2.00'] },
  extraPerKg: null,
  maxWeightKg: '1',
  maxLengthCm: '40',
  maxGirthCm: '120',
};

export const TEST_CARD: RateCardInput = {
  fees: [
    { feeType: 'OUTBOUND_ORDER', currency: 'USD', tiers: [{ from: 0, price: '1.50' }] },
    {
      feeType: 'STORAGE',
      currency: 'USD',
      tiers: [
        { from: 0, price: '0.45' },
        { from: 31, price: '0.60' },
        { from: 61, price: '0.90' },
      ],
    },
  ],
  services: [SERVICE_A, SERVICE_B, SERVICE_C],
};
