import { z } from 'zod';
import { COUNTRY_CODES, type CountryCode } from './countries';
import { currencySchema, FEE_TYPES, type FeeType } from './finance';
import { amountSchema, toMinor } from './money';
import { kgToGrams, toCm100 } from './units';
import { actionCode, definePage } from './page';
import { decimalInput, requiredText } from './validation';

// Rate cards (PRODUCT.md §4): per warehouse, the price of each fee type in each currency (with tiers
// where the type has them) and the carrier services the warehouse ships with. The operator replaces
// a warehouse's card whole through the integration API; every module prices its work from it.
// Prices travel as decimal strings with two places, weights as kg (3 decimals), sizes as cm.

export const EXPRESS_FEE_CODE = 'OMS_FINANCEEXPRESSFEE';
export const EXPRESS_FEE_PAGE = definePage(EXPRESS_FEE_CODE, ['view']);
/** The fee trial is a form page: it offers only `view` (the trial itself changes nothing). */
export const EXPRESS_FEE_CODES = { view: actionCode(EXPRESS_FEE_CODE, 'view') } as const;

/** Every fee type a card prices: the supplement is whatever the warehouse posts, never a card price. */
export const PRICED_FEE_TYPES = FEE_TYPES.filter(
  (t): t is Exclude<FeeType, 'SUPPLEMENT'> => t !== 'SUPPLEMENT',
) as [Exclude<FeeType, 'SUPPLEMENT'>, ...Exclude<FeeType, 'SUPPLEMENT'>[]];
export type PricedFeeType = (typeof PRICED_FEE_TYPES)[number];

/**
 * The types priced in tiers, and what a tier is measured in: storage by the stock's age in days
 * (tiers 0-30, 31-60 …, priced per m³·day), outbound pieces by the piece's number within the order
 * (the first piece, each additional one), insurance by the declared amount in the card's currency
 * (a parcel declared at 0-99.99, 100-499.99 … pays its bracket's premium). `min` is where the first
 * tier must start.
 */
export const FEE_TIER_BASIS = {
  STORAGE: { basis: 'days', min: 0 },
  OUTBOUND_PIECE: { basis: 'pieces', min: 1 },
  INSURANCE: { basis: 'declared', min: 0 },
} as const satisfies Partial<Record<PricedFeeType, { basis: string; min: number }>>;
export const isTieredFee = (t: FeeType): t is keyof typeof FEE_TIER_BASIS => Object.hasOwn(FEE_TIER_BASIS, t);
/** Where a fee type's first tier starts (0 for a type without tiers). */
export const tierStartOf = (t: FeeType): number => (isTieredFee(t) ? FEE_TIER_BASIS[t].min : 0);

export const RATE_CARD_LIMITS = {
  fees: 200,
  tiers: 20,
  services: 30,
  destinations: 30,
  zones: 50,
  prefixes: 2000,
  breaks: 100,
  prefixLength: 10,
  carrier: 50,
  serviceName: 100,
} as const;

// The card's leaves come in two forms built from one shape: what the operator sends (a decimal typed
// as a number or a string, checked and kept as the string; prefixes normalised) and what a card is
// on the way out (those same strings, so an answer is serialised without re-running input
// transforms). The rules across fields (increasing breaks, prices per zone…) check what comes in.
const inputLeaves = {
  price: amountSchema('nonNegative', {
    required: 'rateCards.priceRequired',
    format: 'rateCards.priceFormat',
  }),
  kg: decimalInput(/^\d{1,5}(\.\d{1,3})?$/, {
    required: 'rateCards.kgRequired',
    format: 'rateCards.kgFormat',
    range: 'rateCards.kgFormat',
  }),
  cm: decimalInput(/^\d{1,5}(\.\d{1,2})?$/, {
    required: 'rateCards.cmRequired',
    format: 'rateCards.cmFormat',
    range: 'rateCards.cmFormat',
  }),
  percent: decimalInput(
    /^\d{1,3}(\.\d{1,2})?$/,
    {
      required: 'rateCards.percentFormat',
      format: 'rateCards.percentFormat',
      range: 'rateCards.percentFormat',
    },
    (v) => Number(v) <= 100,
  ),
  /** A postal-code prefix of a zone or remote area; '' in a zone is "the rest of the country". */
  prefix: z
    .string({ error: 'rateCards.prefixFormat' })
    .transform((v) => postalKey(v))
    .pipe(z.string().regex(/^[A-Z0-9-]{0,10}$/, { error: 'rateCards.prefixFormat' })),
};
const outputLeaves = {
  price: z.string(),
  kg: z.string(),
  cm: z.string(),
  percent: z.string(),
  prefix: z.string(),
};
type Leaves = typeof inputLeaves | typeof outputLeaves;

const days = z.int({ error: 'rateCards.daysFormat' }).min(0, { error: 'rateCards.daysFormat' }).max(90, {
  error: 'rateCards.daysFormat',
});
const country = z.enum(COUNTRY_CODES, { error: 'consignees.countryUnknown' });

/** Postal codes and prefixes are compared upper-cased without spaces ("sw1a 1aa" → "SW1A1AA"). */
export const postalKey = (value: string) => value.toUpperCase().replace(/\s+/g, '');

const feeShape = <L extends Leaves>({ price }: L) => ({
  feeType: z.enum(PRICED_FEE_TYPES, { error: 'rateCards.feeTypeUnknown' }),
  currency: currencySchema,
  tiers: z
    .array(
      z.object({
        /** The lowest value (age in days, piece number) the tier covers; it runs up to the next tier's. */
        from: z.int({ error: 'rateCards.tierFrom' }).min(0, { error: 'rateCards.tierFrom' }),
        price,
      }),
    )
    .min(1, { error: 'rateCards.tiersRequired' })
    .max(RATE_CARD_LIMITS.tiers),
});

/**
 * One carrier service of a warehouse. A parcel's zone is the zone of its destination country whose
 * prefix is the longest one its postal code starts with; its price is the zone's price of the first
 * weight break at or above the billable weight (beyond the last break, `extraPerKg` per started kg,
 * or not available without it). Billable weight = the greater of actual and dimensional weight
 * (L×W×H cm³ / `dimDivisor`), rounded up to `roundingKg`. The pricing itself: rate-cards-pricing.ts.
 */
const serviceShape = <L extends Leaves>({ price, kg, cm, percent, prefix }: L) => ({
  code: z
    .string({ error: 'rateCards.serviceCodeFormat' })
    .regex(/^[A-Z0-9_-]{2,30}$/, { error: 'rateCards.serviceCodeFormat' }),
  carrier: requiredText('rateCards.carrierRequired', RATE_CARD_LIMITS.carrier),
  name: requiredText('rateCards.serviceNameRequired', RATE_CARD_LIMITS.serviceName),
  currency: currencySchema,
  destinations: z
    .array(
      z.object({
        country,
        zones: z
          .array(
            z.object({
              code: z
                .string({ error: 'rateCards.zoneFormat' })
                .regex(/^[A-Za-z0-9-]{1,10}$/, { error: 'rateCards.zoneFormat' }),
              prefixes: z
                .array(prefix)
                .min(1, { error: 'rateCards.prefixesRequired' })
                .max(RATE_CARD_LIMITS.prefixes),
            }),
          )
          .min(1, { error: 'rateCards.zonesRequired' })
          .max(RATE_CARD_LIMITS.zones),
      }),
    )
    .min(1, { error: 'rateCards.destinationsRequired' })
    .max(RATE_CARD_LIMITS.destinations),
  /** Upper bounds in kg, increasing. */
  weightBreaksKg: z.array(kg).min(1, { error: 'rateCards.breaksRequired' }).max(RATE_CARD_LIMITS.breaks),
  /** Zone code → one price per weight break. */
  zonePrices: z.record(z.string(), z.array(price)),
  extraPerKg: price.nullable(),
  roundingKg: kg,
  /** cm³ per kg (5000 or 6000 for most carriers; 139 in³/lb ≈ 5000 cm³/kg). */
  dimDivisor: z
    .int({ error: 'rateCards.divisorFormat' })
    .min(1000, { error: 'rateCards.divisorFormat' })
    .max(10000, { error: 'rateCards.divisorFormat' }),
  /** Applies to the base price. */
  fuelPercent: percent,
  /** Per piece, when the postal code starts with a prefix of `remoteAreas`. */
  remoteSurcharge: price,
  remoteAreas: z
    .array(z.object({ country, prefixes: z.array(prefix).max(RATE_CARD_LIMITS.prefixes) }))
    .max(RATE_CARD_LIMITS.destinations),
  maxWeightKg: kg,
  maxLengthCm: cm,
  /** Longest side + 2 × (the other two). */
  maxGirthCm: cm,
  /** Above either bound (but within the limits) the parcel is oversize and pays `surcharge` per piece. */
  oversize: z.object({ lengthCm: cm, girthCm: cm, surcharge: price }).nullable(),
  transitDays: z.object({ min: days, max: days }),
});

export const feePrice = z.object(feeShape(inputLeaves)).superRefine((v, ctx) => {
  const start = tierStartOf(v.feeType);
  if (!isTieredFee(v.feeType) && v.tiers.length > 1)
    ctx.addIssue({ code: 'custom', path: ['tiers'], message: 'rateCards.untiered' });
  if (v.tiers[0] && v.tiers[0].from !== start)
    ctx.addIssue({ code: 'custom', path: ['tiers', 0, 'from'], message: 'rateCards.tiersStart' });
  v.tiers.forEach((t, i) => {
    if (i > 0 && t.from <= v.tiers[i - 1]!.from)
      ctx.addIssue({ code: 'custom', path: ['tiers', i, 'from'], message: 'rateCards.tiersOrder' });
  });
});
export type FeePrice = z.infer<typeof feePrice>;
export type FeeTier = FeePrice['tiers'][number];

const input = serviceShape(inputLeaves);
export const carrierService = z
  .object({
    ...input,
    extraPerKg: input.extraPerKg.default(null),
    remoteAreas: input.remoteAreas.default([]),
    oversize: input.oversize.default(null),
    /** Whether the service delivers to post-office boxes (most couriers do not; USPS does). */
    deliversToPoBox: z.boolean({ error: 'rateCards.poBoxFormat' }).default(false),
  })
  .superRefine((v, ctx) => {
    const issue = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', path, message });
    v.weightBreaksKg.forEach((b, i) => {
      if (i > 0 && kgToGrams(b) <= kgToGrams(v.weightBreaksKg[i - 1]!))
        issue(['weightBreaksKg', i], 'rateCards.breaksOrder');
    });
    const zones = new Set(v.destinations.flatMap((d) => d.zones.map((z) => z.code)));
    for (const code of zones) {
      const prices = v.zonePrices[code];
      if (!prices || prices.length !== v.weightBreaksKg.length)
        issue(['zonePrices', code], 'rateCards.pricesPerBreak');
    }
    for (const code of Object.keys(v.zonePrices))
      if (!zones.has(code)) issue(['zonePrices', code], 'rateCards.zoneUnused');
    const countries = v.destinations.map((d) => d.country);
    countries.forEach((c, i) => {
      if (countries.indexOf(c) !== i) issue(['destinations', i, 'country'], 'rateCards.duplicateCountry');
    });
    if (v.transitDays.min > v.transitDays.max) issue(['transitDays', 'max'], 'rateCards.transitOrder');
    if (toCm100(v.maxGirthCm, 'cm') < toCm100(v.maxLengthCm, 'cm'))
      issue(['maxGirthCm'], 'rateCards.girthBelowLength');
  });
export type CarrierService = z.infer<typeof carrierService>;

/** A warehouse's whole card, as the operator sends it and as it is stored. */
export const rateCard = z
  .object({
    fees: z.array(feePrice).max(RATE_CARD_LIMITS.fees),
    services: z.array(carrierService).max(RATE_CARD_LIMITS.services),
  })
  .superRefine((v, ctx) => {
    const fees = v.fees.map((f) => `${f.feeType}/${f.currency}`);
    fees.forEach((k, i) => {
      if (fees.indexOf(k) !== i)
        ctx.addIssue({ code: 'custom', path: ['fees', i], message: 'rateCards.duplicateFee' });
    });
    const codes = v.services.map((s) => s.code);
    codes.forEach((c, i) => {
      if (codes.indexOf(c) !== i)
        ctx.addIssue({
          code: 'custom',
          path: ['services', i, 'code'],
          message: 'rateCards.duplicateService',
        });
    });
  });
export type RateCard = z.infer<typeof rateCard>;
export type RateCardInput = z.input<typeof rateCard>;

/** The card of the key's warehouse (integration GET, and the answer of a replace); unset: empty. */
export const rateCardView = z.object({
  warehouseCode: z.string(),
  fees: z.array(z.object(feeShape(outputLeaves))),
  services: z.array(z.object(serviceShape(outputLeaves))),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type RateCardView = z.infer<typeof rateCardView>;

/** The unit price in minor units of a fee of a card for `tierValue` (the tier it falls in). */
export const tierPriceMinor = (
  fee: FeePrice,
  tierValue: number = tierStartOf(fee.feeType),
): number | undefined => {
  const tier = [...fee.tiers].reverse().find((t) => t.from <= tierValue);
  return tier ? toMinor(tier.price) : undefined;
};

/** The countries a set of services delivers to, in the contracts' country order. */
export const servedCountries = (services: readonly CarrierService[]): CountryCode[] => {
  const served = new Set(services.flatMap((s) => s.destinations.map((d) => d.country)));
  return COUNTRY_CODES.filter((c) => served.has(c));
};
