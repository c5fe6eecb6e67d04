import { z } from 'zod';
import {
  COUNTRY_CODES,
  isCountryCode,
  postalCodeIssue,
  stateRequiredIn,
  type CountryCode,
} from './countries';
import { subdivisionCode } from './subdivisions';

// The rules of an address by its country, one definition for the consignee book, the express fee
// trial and outbound recipients (issue 24 §1): the country, the postal code in its format, the state
// where it needs one (from the list where it has one, kept by its code).

export const countrySchema = z
  .string({ error: 'consignees.countryRequired' })
  .trim()
  .toUpperCase()
  .min(1, { error: 'consignees.countryRequired' })
  .refine(isCountryCode, { error: 'consignees.countryUnknown' })
  .pipe(z.enum(COUNTRY_CODES));

type ByCountry = {
  country: (typeof COUNTRY_CODES)[number];
  state?: string;
  postalCode?: string;
};

/**
 * What is wrong with an address's state for its country, as a message key, or null: required where the
 * country needs one, and one of its list where it has a list (US, CA, AU; code or name).
 */
export const stateIssue = (country: CountryCode, state: string | undefined | null) => {
  if (!state?.trim()) return stateRequiredIn(country) ? ('consignees.stateRequired' as const) : null;
  return subdivisionCode(country, state) === undefined ? ('consignees.stateUnknown' as const) : null;
};

/**
 * The address's rules by its country, each on its field: the postal code in the country's format (and
 * required where it has one) and the state (`stateIssue`). The phone's is `checkPhoneByCountry`
 * (consignees), apart, so that a form without a phone does not load the numbering plans.
 */
export const checkByCountry = (v: ByCountry, ctx: z.RefinementCtx) => {
  // Object refinements run even when a field failed: judge by country only with a known one.
  if (typeof v.country !== 'string' || !isCountryCode(v.country)) return;
  if (v.postalCode !== undefined && typeof v.postalCode !== 'string') return;
  const issues = {
    postalCode: postalCodeIssue(v.country, v.postalCode),
    state: typeof v.state === 'string' || v.state === undefined ? stateIssue(v.country, v.state) : null,
  };
  for (const [field, message] of Object.entries(issues))
    if (message) ctx.addIssue({ code: 'custom', path: [field], message });
};

/** The address as it is kept: a state of a listed country by its code ("California" → "CA"). */
export const normaliseState = <T extends ByCountry>(v: T): T =>
  v.state ? { ...v, state: subdivisionCode(v.country, v.state) ?? v.state } : v;

// A post-office box: "PO Box 12", "P.O. Box", "P O Box", "Pobox", "Post Office Box", "POB 12", the
// German "Postfach", and 邮政信箱 / 郵政信箱. Not "Box 12" alone (an apartment's mailbox) nor a word
// that merely starts with the letters ("Pobrook Rd").
const PO_BOX =
  /(?:^|[^\p{L}])(?:p\.?\s*o\.?\s*box|post\s*office\s*box|p\.?\s*o\.?\s*b\.?\s*#?\s*\d|postfach)(?!\p{L})|[邮郵]政信箱/iu;

/** Whether an address line is a post-office box (most couriers cannot deliver there). */
export const isPoBox = (address: string | null | undefined) => !!address && PO_BOX.test(address);
