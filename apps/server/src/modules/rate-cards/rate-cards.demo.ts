// The demo warehouses' rate cards (PRODUCT.md §4): fee prices in USD and CNY for every priced fee
// type, and plausible carrier services of each warehouse's country (US: USPS, UPS, FedEx; UK: Royal
// Mail, DPD, Evri; DE: DHL, Hermes, GLS) with zones by postal prefix, weight breaks, dimensional
// divisors, fuel and remote-area surcharges and size limits. Part of the demo seed's transaction;
// a warehouse that already has a card (the operator may have replaced it) is left alone.
import {
  fromMinor,
  PRICED_FEE_TYPES,
  rateCard,
  type CarrierService,
  type CountryCode,
  type PricedFeeType,
  type RateCardInput,
} from '@oms/contracts';
import type { Tx } from '../../db/client';
import { rateCardsRepository } from './rate-cards.repository';

/** USD cents per unit (tiers: [from, cents]); CNY is 7.2 × USD. SHIPPING is priced by the carrier services. */
const FEES_USD: Record<PricedFeeType, [number, number][]> = {
  INBOUND_HANDLING: [[0, 120]],
  UNLOADING: [[0, 28000]],
  PUT_AWAY: [[0, 15]],
  // Per m³·day by the stock's age in days: 0-30, 31-60, 61-90, 91-180, over 180.
  STORAGE: [
    [0, 45],
    [31, 60],
    [61, 90],
    [91, 150],
    [181, 250],
  ],
  OUTBOUND_ORDER: [[0, 150]],
  // The first piece of an order, then each additional one.
  OUTBOUND_PIECE: [
    [1, 80],
    [2, 30],
  ],
  SHIPPING: [[0, 0]],
  PACKAGING: [[0, 50]],
  RELABEL: [[0, 35]],
  RETURN_HANDLING: [[0, 250]],
  VAS: [[0, 100]],
  OVER_RECEIPT: [[0, 200]],
  // Insurance by the parcel's declared amount: to 100, to 500, to 2,000, above.
  INSURANCE: [
    [0, 150],
    [100, 300],
    [500, 800],
    [2000, 2000],
  ],
  REMOTE_AREA: [[0, 350]],
  SUPPLIES: [[0, 60]],
  PRINT_LABEL: [[0, 10]],
};

/** How much dearer each warehouse is than LAX, in percent. */
const WAREHOUSE_MARKUP: Record<string, number> = { LAX: 100, NJ: 105, UK: 110, DE: 108 };

const feesOf = (markup: number): RateCardInput['fees'] =>
  PRICED_FEE_TYPES.flatMap((feeType) =>
    (['USD', 'CNY'] as const).map((currency) => ({
      feeType,
      currency,
      tiers: FEES_USD[feeType].map(([from, cents]) => {
        const usd = Math.round((cents * markup) / 100);
        return { from, price: fromMinor(currency === 'USD' ? usd : Math.round((usd * 72) / 10)) };
      }),
    })),
  );

type Zones = Record<string, string[]>;
type ServiceSpec = Omit<
  CarrierService,
  'destinations' | 'zonePrices' | 'weightBreaksKg' | 'extraPerKg' | 'deliversToPoBox'
> & {
  country: CountryCode;
  zones: Zones;
  breaks: string[];
  /** Price of the lightest break in the first zone, cents per kg above it, and cents more per zone. */
  tariff: { first: number; perKg: number; perZone: number };
  extraPerKg?: string | null;
  deliversToPoBox?: boolean;
};

/** Zone prices from a simple tariff: dearer per kg and per zone further away. */
const serviceOf = ({
  country,
  zones,
  breaks,
  tariff,
  extraPerKg = null,
  ...rest
}: ServiceSpec): RateCardInput['services'][number] => {
  const codes = Object.keys(zones);
  const firstKg = Number(breaks[0]);
  return {
    ...rest,
    destinations: [{ country, zones: codes.map((code) => ({ code, prefixes: zones[code]! })) }],
    weightBreaksKg: breaks,
    extraPerKg,
    zonePrices: Object.fromEntries(
      codes.map((code, z) => [
        code,
        breaks.map((b) =>
          fromMinor(
            Math.round(
              tariff.first + z * tariff.perZone + (Number(b) - firstKg) * tariff.perKg * (1 + z / 8),
            ),
          ),
        ),
      ]),
    ),
  };
};

// US ZIP codes: Hawaii 967-968, Alaska 995-999 (their own zone and the carriers' remote areas).
const US_FAR = ['967', '968', '995', '996', '997', '998', '999'];
const US_ZONES: Record<'LAX' | 'NJ', Zones> = {
  LAX: {
    '2': ['90', '91', '92', '93'],
    '3': ['9'],
    '4': ['8'],
    '5': ['7', '6'],
    '6': ['5'],
    '7': ['3', '4'],
    '8': ['0', '1', '2'],
    '9': US_FAR,
  },
  NJ: {
    '2': ['07', '08'],
    '3': ['0', '1'],
    '4': ['2'],
    '5': ['3', '4'],
    '6': ['5', '6', '7'],
    '7': ['8'],
    '8': ['9'],
    '9': US_FAR,
  },
};
const US_REMOTE = [{ country: 'US' as const, prefixes: [...US_FAR, '0067', '0068', '0069'] }];
const LB_BREAKS = ['0.454', '0.907', '1.361', '2.268', '4.536', '9.072', '13.608', '22.680', '31.751'];

/** UPS and FedEx ground share their rules (150 lbs, 108 in long, 165 in length + girth) and differ in price. */
const usGround = (
  zones: Zones,
  {
    oversizeSurcharge,
    ...spec
  }: Pick<ServiceSpec, 'code' | 'carrier' | 'name' | 'tariff' | 'fuelPercent' | 'remoteSurcharge'> & {
    oversizeSurcharge: string;
  },
): ServiceSpec => ({
  ...spec,
  currency: 'USD',
  country: 'US',
  zones,
  breaks: [...LB_BREAKS, '45.359', '68.039'],
  roundingKg: '0.454',
  dimDivisor: 5000,
  remoteAreas: US_REMOTE,
  maxWeightKg: '68.039',
  maxLengthCm: '274.32',
  maxGirthCm: '419.1',
  oversize: { lengthCm: '121.92', girthCm: '266.7', surcharge: oversizeSurcharge },
  transitDays: { min: 1, max: 5 },
});

const usServices = (zones: Zones): ServiceSpec[] => [
  {
    code: 'USPS_GA',
    carrier: 'USPS',
    name: 'USPS Ground Advantage',
    deliversToPoBox: true,
    currency: 'USD',
    country: 'US',
    zones,
    breaks: ['0.113', '0.227', ...LB_BREAKS],
    tariff: { first: 450, perKg: 210, perZone: 35 },
    roundingKg: '0.001',
    dimDivisor: 6000,
    fuelPercent: '0',
    remoteSurcharge: '0',
    remoteAreas: [],
    maxWeightKg: '31.751',
    maxLengthCm: '190.5',
    maxGirthCm: '330.2',
    oversize: { lengthCm: '76.2', girthCm: '274.32', surcharge: '15.00' },
    transitDays: { min: 2, max: 5 },
  },
  usGround(zones, {
    code: 'UPS_GROUND',
    carrier: 'UPS',
    name: 'UPS Ground',
    tariff: { first: 980, perKg: 160, perZone: 60 },
    fuelPercent: '15.5',
    remoteSurcharge: '4.65',
    oversizeSurcharge: '28.00',
  }),
  usGround(zones, {
    code: 'FEDEX_HOME',
    carrier: 'FedEx',
    name: 'FedEx Home Delivery',
    tariff: { first: 1010, perKg: 150, perZone: 58 },
    fuelPercent: '16',
    remoteSurcharge: '5.10',
    oversizeSurcharge: '30.50',
  }),
];

// UK: Northern Ireland (BT), the Highlands and islands, the Isles of Scilly, the Channel Islands and Man.
const UK_ISLANDS = [
  'HS',
  'ZE',
  'KW15',
  'KW16',
  'KW17',
  'PA20',
  'PA41',
  'PA42',
  'PA43',
  'PA60',
  'PA78',
  'TR21',
  'TR22',
  'TR23',
  'TR24',
  'TR25',
];
const UK_HIGHLANDS = [
  'IV',
  'KW',
  'PH17',
  'PH18',
  'PH19',
  'PH20',
  'PH30',
  'PH31',
  'PH32',
  'PH33',
  'PH34',
  'PH35',
  'PH36',
  'PH37',
  'PH38',
  'PH39',
  'PH40',
  'PH41',
  'PH49',
  'PH50',
];
const UK_ZONES: Zones = {
  MAIN: [''],
  HIGH: UK_HIGHLANDS,
  NI: ['BT'],
  ISL: [...UK_ISLANDS, 'GY', 'JE', 'IM'],
};
const UK_REMOTE = [
  { country: 'GB' as const, prefixes: ['BT', ...UK_ISLANDS, ...UK_HIGHLANDS, 'GY', 'JE', 'IM'] },
];
const KG_BREAKS = ['1', '2', '5', '10', '15', '20', '25', '31.5'];

const ukServices: ServiceSpec[] = [
  {
    code: 'RM_TRACKED48',
    carrier: 'Royal Mail',
    name: 'Royal Mail Tracked 48',
    deliversToPoBox: true,
    currency: 'USD',
    country: 'GB',
    zones: UK_ZONES,
    breaks: ['1', '2', '5', '10', '20'],
    tariff: { first: 420, perKg: 55, perZone: 0 },
    roundingKg: '0.001',
    dimDivisor: 5000,
    fuelPercent: '0',
    remoteSurcharge: '0',
    remoteAreas: [],
    maxWeightKg: '20',
    maxLengthCm: '61',
    maxGirthCm: '245',
    oversize: null,
    transitDays: { min: 2, max: 3 },
  },
  {
    code: 'DPD_NEXTDAY',
    carrier: 'DPD',
    name: 'DPD Next Day',
    currency: 'USD',
    country: 'GB',
    zones: UK_ZONES,
    breaks: KG_BREAKS.slice(0, -1).concat('30'),
    tariff: { first: 690, perKg: 25, perZone: 450 },
    roundingKg: '0.5',
    dimDivisor: 5000,
    fuelPercent: '9.5',
    remoteSurcharge: '9.80',
    remoteAreas: UK_REMOTE,
    maxWeightKg: '30',
    maxLengthCm: '175',
    maxGirthCm: '300',
    oversize: { lengthCm: '100', girthCm: '250', surcharge: '12.00' },
    transitDays: { min: 1, max: 2 },
  },
  {
    code: 'EVRI_48',
    carrier: 'Evri',
    name: 'Evri 48 Tracked',
    currency: 'USD',
    country: 'GB',
    zones: { MAIN: [''], HIGH: UK_HIGHLANDS, NI: ['BT'] },
    breaks: ['1', '2', '5', '10', '15'],
    tariff: { first: 380, perKg: 48, perZone: 250 },
    roundingKg: '0.1',
    dimDivisor: 6000,
    fuelPercent: '5',
    remoteSurcharge: '6.50',
    remoteAreas: UK_REMOTE,
    maxWeightKg: '15',
    maxLengthCm: '120',
    maxGirthCm: '245',
    oversize: null,
    transitDays: { min: 2, max: 4 },
  },
];

// German islands: Hiddensee, Föhr, Amrum, Sylt, Pellworm, the Halligen and the East Frisian islands, Heligoland.
const DE_ISLANDS = [
  '18565',
  '25849',
  '25859',
  '25863',
  '25869',
  '25938',
  '25946',
  '25947',
  '25948',
  '25949',
  '25980',
  '25992',
  '25996',
  '25997',
  '25999',
  '26465',
  '26474',
  '26486',
  '26548',
  '26571',
  '26579',
  '26757',
  '27498',
];
const DE_ZONES: Zones = {
  DE: [
    '0',
    '1',
    '2',
    '3',
    '4',
    '5',
    '6',
    '7',
    '80',
    '81',
    '82',
    '83',
    '84',
    '85',
    '86',
    '87',
    '88',
    '89',
    '9',
  ],
  INSEL: DE_ISLANDS,
};
const DE_REMOTE = [{ country: 'DE' as const, prefixes: DE_ISLANDS }];

const deServices: ServiceSpec[] = [
  {
    code: 'DHL_PAKET',
    carrier: 'DHL',
    name: 'DHL Paket',
    currency: 'USD',
    country: 'DE',
    zones: DE_ZONES,
    breaks: ['2', '5', '10', '20', '31.5'],
    tariff: { first: 520, perKg: 32, perZone: 300 },
    roundingKg: '0.1',
    dimDivisor: 5000,
    fuelPercent: '4.5',
    remoteSurcharge: '8.50',
    remoteAreas: DE_REMOTE,
    maxWeightKg: '31.5',
    maxLengthCm: '200',
    maxGirthCm: '360',
    oversize: { lengthCm: '120', girthCm: '300', surcharge: '24.00' },
    transitDays: { min: 1, max: 3 },
  },
  {
    code: 'HERMES_STD',
    carrier: 'Hermes',
    name: 'Hermes Päckchen & Paket',
    currency: 'USD',
    country: 'DE',
    zones: DE_ZONES,
    breaks: ['1', '2', '5', '10', '25'],
    tariff: { first: 460, perKg: 30, perZone: 350 },
    roundingKg: '0.1',
    dimDivisor: 6000,
    fuelPercent: '3',
    remoteSurcharge: '7.00',
    remoteAreas: DE_REMOTE,
    maxWeightKg: '25',
    maxLengthCm: '120',
    maxGirthCm: '300',
    oversize: null,
    transitDays: { min: 2, max: 4 },
  },
  {
    code: 'GLS_BUSINESS',
    carrier: 'GLS',
    name: 'GLS BusinessParcel',
    currency: 'USD',
    country: 'DE',
    // GLS leaves the islands to DHL.
    zones: { DE: DE_ZONES.DE! },
    breaks: ['3', '5', '10', '15', '20', '25', '31.5', '40'],
    tariff: { first: 560, perKg: 26, perZone: 0 },
    roundingKg: '0.5',
    dimDivisor: 5000,
    fuelPercent: '6.5',
    remoteSurcharge: '0',
    remoteAreas: [],
    maxWeightKg: '40',
    maxLengthCm: '200',
    maxGirthCm: '300',
    oversize: { lengthCm: '150', girthCm: '250', surcharge: '18.00' },
    transitDays: { min: 1, max: 2 },
  },
];

const SERVICES_BY_CODE: Record<string, ServiceSpec[]> = {
  LAX: usServices(US_ZONES.LAX),
  NJ: usServices(US_ZONES.NJ),
  UK: ukServices,
  DE: deServices,
};

/** The demo card of a warehouse code (checked by the same schema as the operator's replace). */
export const demoRateCard = (warehouseCode: string) =>
  rateCard.parse({
    fees: feesOf(WAREHOUSE_MARKUP[warehouseCode] ?? 100),
    services: (SERVICES_BY_CODE[warehouseCode] ?? []).map(serviceOf),
  });

/** Seeds the card of each demo warehouse of the tenant that has none; answers how many it seeded. */
export const seedDemoRateCards = async (tx: Tx, tenantId: number): Promise<number> => {
  const demo = (await rateCardsRepository.warehousesOfTenant(tx, tenantId)).filter((w) =>
    Object.hasOwn(SERVICES_BY_CODE, w.code),
  );
  let seeded = 0;
  for (const w of demo) {
    const hasCard =
      (await rateCardsRepository.fees(tx, w.id)).length > 0 ||
      (await rateCardsRepository.services(tx, [w.id])).length > 0;
    if (hasCard) continue;
    await rateCardsRepository.replace(tx, { tenantId, warehouseId: w.id }, demoRateCard(w.code), 'system');
    seeded += 1;
  }
  return seeded;
};
