import type { CountryCode } from './countries';
import { fromMinor, percentOfMinor, toMinor } from './money';
import { postalKey, type CarrierService } from './rate-cards';
import {
  UNIT_SYSTEM_UNITS,
  type SurchargeKind,
  type TrialQuote,
  type TrialRequest,
} from './rate-cards-trial';
import { fixed, kgToGrams, toCm100, toGrams } from './units';

// The one pricing function of carrier services: the fee trial shows it, outbound orders will charge
// it. Pure and exact: grams, hundredths of a cm and minor units, all integers (BigInt where products
// could leave the safe range); nothing here rounds a float.
//
// Per piece: zone = the destination country's zone with the longest postal prefix the code starts
// with; dimensional weight = L×W×H cm³ / divisor kg, rounded up to the gram; billable weight = the
// greater of actual and dimensional, rounded up to the service's `roundingKg`; base = the zone's
// price of the first weight break at or above it (beyond the last, the last price plus `extraPerKg`
// per started kg). The parcel is `pieces` such pieces: base, remote-area and oversize surcharges are
// per piece; the fuel surcharge is the service's percentage of the base of all pieces, rounded half up.

/** A parcel in stored units: one piece's grams and sides in hundredths of a cm, and how many pieces. */
export type Parcel = {
  country: CountryCode;
  postalCode: string;
  grams: number;
  sidesCm100: [number, number, number];
  pieces: number;
  /** The address is a post-office box (isPoBox): only a service that delivers there can carry it. */
  poBox?: boolean;
};

/** Why a service cannot carry the parcel: a message key and its parameters. */
export type QuoteReason = { key: string; params: Record<string, string | number> };

export type ServiceQuote = {
  service: CarrierService;
  zone: string | null;
  actualGrams: number;
  dimGrams: number;
  billableGrams: number | null;
  baseMinor: number | null;
  surcharges: { kind: SurchargeKind; amountMinor: number }[];
  totalMinor: number | null;
  reason: QuoteReason | null;
};

/** The parcel of a trial request, converted from kg/cm or lbs/inch. */
export const parcelOf = (r: TrialRequest): Parcel => {
  const units = UNIT_SYSTEM_UNITS[r.unitSystem];
  return {
    country: r.country,
    postalCode: r.postalCode,
    grams: toGrams(r.weight, units.weight),
    sidesCm100: [toCm100(r.length, units.size), toCm100(r.width, units.size), toCm100(r.height, units.size)],
    pieces: r.pieces,
  };
};

const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;
const cm = (value: string) => toCm100(value, 'cm');

/** Dimensional grams of one piece: L×W×H (cm100³ = 10⁻⁶ cm³) × 1000 g / (10⁶ × divisor), rounded up. */
export const dimGramsOf = (sidesCm100: readonly number[], divisor: number): number => {
  const volume = sidesCm100.reduce((v, s) => v * BigInt(s), 1n);
  return Number(ceilDiv(volume, 1000n * BigInt(divisor)));
};

/** The longest side and length + girth (longest + 2 × the other two), in hundredths of a cm. */
export const girthOf = (sidesCm100: readonly number[]) => {
  const sorted = [...sidesCm100].sort((a, b) => b - a);
  const longest = sorted[0] ?? 0;
  return { longest, girth: longest + 2 * ((sorted[1] ?? 0) + (sorted[2] ?? 0)) };
};

/** The prefix of `prefixes` the postal code starts with that is the longest (undefined: none). */
const longestPrefix = (prefixes: readonly string[], code: string) =>
  prefixes.filter((p) => code.startsWith(p)).sort((a, b) => b.length - a.length)[0];

/** The zone of a destination whose prefix is the longest match of the postal code. */
const zoneOf = (service: CarrierService, country: CountryCode, code: string) => {
  const destination = service.destinations.find((d) => d.country === country);
  if (!destination) return { served: false as const };
  let best: { zone: string; length: number } | undefined;
  for (const z of destination.zones) {
    const p = longestPrefix(z.prefixes, code);
    if (p !== undefined && (!best || p.length > best.length)) best = { zone: z.code, length: p.length };
  }
  return { served: true as const, zone: best?.zone ?? null };
};

export const isRemoteArea = (service: CarrierService, country: CountryCode, postalCode: string) => {
  const code = postalKey(postalCode);
  return service.remoteAreas.some(
    (a) => a.country === country && longestPrefix(a.prefixes, code) !== undefined,
  );
};

/** The price of one piece of `billable` grams in the zone, or the reason there is none. */
const basePrice = (service: CarrierService, zone: string, billable: number): number | QuoteReason => {
  const breaks = service.weightBreaksKg.map(kgToGrams);
  const prices = service.zonePrices[zone] ?? [];
  const i = breaks.findIndex((b) => billable <= b);
  if (i >= 0 && prices[i] !== undefined) return toMinor(prices[i]);
  const last = breaks.length - 1;
  if (service.extraPerKg === null || prices[last] === undefined)
    return {
      key: 'expressFees.overBreaks',
      params: { weight: fixed(billable, 3), max: service.weightBreaksKg[last] ?? '0' },
    };
  const extraKg = Math.ceil((billable - breaks[last]!) / 1000);
  return toMinor(prices[last]) + extraKg * toMinor(service.extraPerKg);
};

/** One service's answer for the parcel. */
export const quoteService = (service: CarrierService, parcel: Parcel): ServiceQuote => {
  const actualGrams = parcel.grams;
  const dimGrams = dimGramsOf(parcel.sidesCm100, service.dimDivisor);
  const base: ServiceQuote = {
    service,
    zone: null,
    actualGrams,
    dimGrams,
    billableGrams: null,
    baseMinor: null,
    surcharges: [],
    totalMinor: null,
    reason: null,
  };
  const refuse = (reason: QuoteReason, zone: string | null = null): ServiceQuote => ({
    ...base,
    zone,
    reason,
  });

  const code = postalKey(parcel.postalCode);
  const found = zoneOf(service, parcel.country, code);
  if (!found.served)
    return refuse({ key: 'expressFees.countryNotServedBy', params: { country: parcel.country } });
  if (found.zone === null)
    return refuse({ key: 'expressFees.noZone', params: { postalCode: parcel.postalCode } });
  const zone = found.zone;
  // A card stored before the rule has no flag: such a service does not deliver to PO boxes.
  if (parcel.poBox && service.deliversToPoBox !== true)
    return refuse({ key: 'expressFees.poBox', params: {} }, zone);

  const { longest, girth } = girthOf(parcel.sidesCm100);
  if (actualGrams > kgToGrams(service.maxWeightKg))
    return refuse(
      { key: 'expressFees.overWeight', params: { weight: fixed(actualGrams, 3), max: service.maxWeightKg } },
      zone,
    );
  if (longest > cm(service.maxLengthCm))
    return refuse(
      { key: 'expressFees.overLength', params: { length: fixed(longest, 2), max: service.maxLengthCm } },
      zone,
    );
  if (girth > cm(service.maxGirthCm))
    return refuse(
      { key: 'expressFees.overGirth', params: { girth: fixed(girth, 2), max: service.maxGirthCm } },
      zone,
    );

  const rounding = kgToGrams(service.roundingKg);
  const billableGrams = Math.ceil(Math.max(actualGrams, dimGrams) / rounding) * rounding;
  const piece = basePrice(service, zone, billableGrams);
  if (typeof piece !== 'number') return { ...refuse(piece, zone), billableGrams };

  const baseMinor = piece * parcel.pieces;
  const surcharges: ServiceQuote['surcharges'] = [];
  const fuel = percentOfMinor(baseMinor, service.fuelPercent);
  if (fuel > 0) surcharges.push({ kind: 'FUEL', amountMinor: fuel });
  const remote = toMinor(service.remoteSurcharge);
  if (remote > 0 && isRemoteArea(service, parcel.country, parcel.postalCode))
    surcharges.push({ kind: 'REMOTE_AREA', amountMinor: remote * parcel.pieces });
  const over = service.oversize;
  if (over && (longest > cm(over.lengthCm) || girth > cm(over.girthCm)))
    surcharges.push({ kind: 'OVERSIZE', amountMinor: toMinor(over.surcharge) * parcel.pieces });
  const totalMinor = surcharges.reduce((sum, s) => sum + s.amountMinor, baseMinor);
  return { ...base, zone, billableGrams, baseMinor, surcharges, totalMinor };
};

/** Cheapest first (then the faster, then by code); the services that cannot carry it last, by code. */
export const compareQuotes = (a: ServiceQuote, b: ServiceQuote): number => {
  if ((a.totalMinor === null) !== (b.totalMinor === null)) return a.totalMinor === null ? 1 : -1;
  if (a.totalMinor === null) return a.service.code.localeCompare(b.service.code);
  return (
    (a.totalMinor ?? 0) - (b.totalMinor ?? 0) ||
    a.service.transitDays.max - b.service.transitDays.max ||
    a.service.code.localeCompare(b.service.code)
  );
};

/** Every service's answer for the parcel, cheapest first. */
export const quoteParcel = (services: readonly CarrierService[], parcel: Parcel): ServiceQuote[] =>
  services.map((s) => quoteService(s, parcel)).sort(compareQuotes);

/** A service as a customer reads it: its name, led by its carrier's unless the name already is. */
export const serviceLabel = (s: { carrier: string; name: string }) =>
  s.name.toLowerCase().startsWith(s.carrier.toLowerCase()) ? s.name : `${s.carrier} ${s.name}`;

/** A quote on the wire: decimal strings, and the reason as a key, its parameters and its text. */
export const trialQuoteOf = (q: ServiceQuote, reasonText: (r: QuoteReason) => string): TrialQuote => ({
  serviceCode: q.service.code,
  carrier: q.service.carrier,
  serviceName: q.service.name,
  currency: q.service.currency,
  available: q.totalMinor !== null,
  zone: q.zone,
  actualWeightKg: fixed(q.actualGrams, 3),
  dimWeightKg: fixed(q.dimGrams, 3),
  billableWeightKg: q.billableGrams === null ? null : fixed(q.billableGrams, 3),
  base: q.baseMinor === null ? null : fromMinor(q.baseMinor),
  surcharges: q.surcharges.map((s) => ({ kind: s.kind, amount: fromMinor(s.amountMinor) })),
  total: q.totalMinor === null ? null : fromMinor(q.totalMinor),
  transitDaysMin: q.service.transitDays.min,
  transitDaysMax: q.service.transitDays.max,
  reasonKey: q.reason?.key ?? null,
  reasonParams: q.reason?.params ?? {},
  reason: q.reason ? reasonText(q.reason) : null,
});
