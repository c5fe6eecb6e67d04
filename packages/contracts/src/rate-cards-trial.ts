import { z } from 'zod';
import { COUNTRY_CODES, POSTAL_CODE_MAX } from './countries';
import { checkByCountry, countrySchema } from './address';
import { CURRENCIES } from './money';
import { ID_PATTERN } from './list';
import { decimalInput, optionalText, requiredString } from './validation';

// The express fee trial (/finance/expressFeeCount): a parcel from a warehouse to a destination,
// priced by every carrier service of the warehouse's rate card. The form and the server check the
// parcel with `trialRequest`; the answer lists each service, cheapest first, the ones that cannot
// carry the parcel last with the reason.

/** kg/cm or lbs/inch: what the user types in; the server converts at the edge (units.ts). */
export const UNIT_SYSTEMS = ['METRIC', 'IMPERIAL'] as const;
export type UnitSystem = (typeof UNIT_SYSTEMS)[number];
export const UNIT_SYSTEM_UNITS = {
  METRIC: { weight: 'kg', size: 'cm' },
  IMPERIAL: { weight: 'lbs', size: 'inch' },
} as const;

export const TRIAL_LIMITS = { piecesMax: 999, state: 50 } as const;

/** A weight or side as typed, in either unit system: at most 6 digits and 2 decimals. */
export const TRIAL_MEASURE_PATTERN = /^\d{1,6}(\.\d{1,2})?$/;
const measure = (required: string) =>
  decimalInput(TRIAL_MEASURE_PATTERN, {
    required,
    format: 'expressFees.measureFormat',
    range: 'expressFees.measurePositive',
  });

export const trialRequest = z
  .object({
    warehouseId: requiredString('expressFees.warehouseRequired').regex(ID_PATTERN, {
      error: 'expressFees.warehouseRequired',
    }),
    country: countrySchema,
    state: optionalText(TRIAL_LIMITS.state),
    postalCode: requiredString('expressFees.postalCodeRequired').max(POSTAL_CODE_MAX, {
      error: 'validation.tooLong',
    }),
    unitSystem: z.enum(UNIT_SYSTEMS, { error: 'expressFees.unitSystemRequired' }),
    weight: measure('expressFees.weightRequired'),
    length: measure('expressFees.sizeRequired'),
    width: measure('expressFees.sizeRequired'),
    height: measure('expressFees.sizeRequired'),
    pieces: z.coerce
      .number({ error: 'expressFees.piecesFormat' })
      .int({ error: 'expressFees.piecesFormat' })
      .min(1, { error: 'expressFees.piecesFormat' })
      .max(TRIAL_LIMITS.piecesMax, { error: 'expressFees.piecesFormat' }),
  })
  // The consignees' rule: postal code and state by a known country (an unknown one is the country's issue).
  .superRefine(checkByCountry);
export type TrialRequest = z.infer<typeof trialRequest>;
export type TrialRequestIn = z.input<typeof trialRequest>;

/** The surcharges a quote may carry, each its own line. */
export const SURCHARGE_KINDS = ['FUEL', 'REMOTE_AREA', 'OVERSIZE'] as const;
export type SurchargeKind = (typeof SURCHARGE_KINDS)[number];

/** One service's answer for the parcel; amounts are for all `pieces` together. */
export const trialQuote = z.object({
  serviceCode: z.string(),
  carrier: z.string(),
  serviceName: z.string(),
  currency: z.enum(CURRENCIES),
  available: z.boolean(),
  zone: z.string().nullable(),
  /** Per piece, in kg with 3 decimals. */
  actualWeightKg: z.string(),
  dimWeightKg: z.string(),
  billableWeightKg: z.string().nullable(),
  base: z.string().nullable(),
  surcharges: z.array(z.object({ kind: z.enum(SURCHARGE_KINDS), amount: z.string() })),
  total: z.string().nullable(),
  transitDaysMin: z.number(),
  transitDaysMax: z.number(),
  /** Why the service cannot carry the parcel: a message key of the catalogue and its parameters … */
  reasonKey: z.string().nullable(),
  reasonParams: z.record(z.string(), z.union([z.string(), z.number()])),
  /** … and its text in the caller's language. */
  reason: z.string().nullable(),
});
export type TrialQuote = z.infer<typeof trialQuote>;

export const trialResult = z.object({ pieces: z.number(), quotes: z.array(trialQuote) });
export type TrialResult = z.infer<typeof trialResult>;

/** A warehouse the trial offers, with the countries its services deliver to. */
export const trialWarehouse = z.object({
  id: z.string(),
  code: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  countries: z.array(z.enum(COUNTRY_CODES)),
});
export type TrialWarehouse = z.infer<typeof trialWarehouse>;
export const trialOptions = z.object({ warehouses: z.array(trialWarehouse) });
export type TrialOptions = z.infer<typeof trialOptions>;
