import { z } from 'zod';
import { pageResult } from './api';
import {
  COUNTRY_CODES,
  countryText,
  type CountryCode,
  isCountryCode,
  normalizePostalCode,
  POSTAL_CODE_MAX,
} from './countries';
import {
  createdRange,
  deleteWithReasonRequest,
  filterEnum,
  filterText,
  idSchema,
  listRequest,
  withOperations,
  type ListFilters,
} from './list';
import { CONSIGNEE_FIELDS } from './consignees-fields';
import { isPhoneOf } from './phones';
import { checkByCountry, countrySchema, normaliseState } from './address';
import { dateTimeField, defineCatalogue, textField } from './field-catalogue';
import { definePage } from './page';
import { emailSchema, optionalInput, optionalText, requiredText } from './validation';

// Consignees (/basic/consigneeManage): the company's address book of recipients (specification §3:
// name, company, country, state/province, city, address, postal code, email, phone), later used to
// fill outbound recipients. Calls are POST /api/consignees/<action>.

export const CONSIGNEE_CODE = 'OMS_BASICCONSIGNEE';
export const CONSIGNEE_PAGE = definePage(CONSIGNEE_CODE, [
  'view',
  'create',
  'edit',
  'delete',
  'import',
  'export',
]);
export const CONSIGNEE_CODES = CONSIGNEE_PAGE.codes;

export const CONSIGNEE_PAGE_KEY = 'consignees';
export const CONSIGNEE_EXPORT_KIND = 'consignees';
export const CONSIGNEE_IMPORT_KIND = 'consignees';

export const CONSIGNEE_LIMITS = {
  name: 50,
  company: 100,
  state: 50,
  city: 50,
  address: 200,
  postalCode: POSTAL_CODE_MAX,
  email: 254,
  phone: 25,
  phoneDigitsMin: 6,
  phoneDigitsMax: 20,
} as const;

export const CONSIGNEE_SORT_KEYS = ['name', 'country', 'city', 'createdAt', 'updatedAt'] as const;
export type ConsigneeSortKey = (typeof CONSIGNEE_SORT_KEYS)[number];

export const consigneePageRequest = listRequest(CONSIGNEE_SORT_KEYS).extend({
  name: filterText(CONSIGNEE_LIMITS.name),
  company: filterText(CONSIGNEE_LIMITS.company),
  country: filterEnum(COUNTRY_CODES),
  city: filterText(CONSIGNEE_LIMITS.city),
  postalCode: filterText(CONSIGNEE_LIMITS.postalCode),
  phone: filterText(CONSIGNEE_LIMITS.phone),
  email: filterText(CONSIGNEE_LIMITS.email),
  ...createdRange,
});
export type ConsigneePageRequest = z.infer<typeof consigneePageRequest>;
export type ConsigneeFilters = ListFilters<ConsigneePageRequest>;

export const consignee = z.object({
  id: z.string(),
  name: z.string(),
  company: z.string().nullable(),
  country: z.enum(COUNTRY_CODES),
  state: z.string().nullable(),
  city: z.string(),
  address: z.string(),
  postalCode: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Consignee = z.infer<typeof consignee>;
export const consigneePage = pageResult(consignee);

/**
 * How each field of a consignee reads: the list's columns, its detail drawer and the export. The
 * country reads by its name in the reader's language with its code ("美国 (US)"), as the list showed
 * it, so a file imports back as it is.
 */
export const CONSIGNEE_CATALOGUE = defineCatalogue<Consignee>()(CONSIGNEE_FIELDS, {
  name: textField((r) => r.name, 20),
  company: textField((r) => r.company, 24),
  country: textField((r, language) => countryText(r.country, language), 18),
  state: textField((r) => r.state, 16),
  city: textField((r) => r.city, 16),
  address: textField((r) => r.address, 36),
  postalCode: textField((r) => r.postalCode, 12),
  phone: textField((r) => r.phone, 18),
  email: textField((r) => r.email, 26),
  createdAt: dateTimeField((r) => r.createdAt),
  updatedAt: dateTimeField((r) => r.updatedAt),
});
export const consigneeDetail = withOperations(consignee);
export type ConsigneeDetail = z.infer<typeof consigneeDetail>;

/** Digits, spaces, brackets, hyphens and a leading +, with 6 to 20 digits (international numbers). */
export const CONSIGNEE_PHONE_PATTERN = /^\+?[\d\s()-]+$/;
const digitCount = (v: string) => v.replace(/\D/g, '').length;
export const consigneePhoneSchema = requiredText('consignees.phoneRequired', CONSIGNEE_LIMITS.phone)
  .regex(CONSIGNEE_PHONE_PATTERN, { error: 'consignees.phoneFormat' })
  .refine(
    (v) =>
      digitCount(v) >= CONSIGNEE_LIMITS.phoneDigitsMin && digitCount(v) <= CONSIGNEE_LIMITS.phoneDigitsMax,
    { error: 'consignees.phoneFormat' },
  );

/**
 * The fields of a consignee; the rules that depend on the country run in `checkByCountry` (address)
 * and `checkPhoneByCountry`.
 */
export const consigneeFields = {
  name: requiredText('consignees.nameRequired', CONSIGNEE_LIMITS.name),
  company: optionalText(CONSIGNEE_LIMITS.company),
  country: countrySchema,
  state: optionalText(CONSIGNEE_LIMITS.state),
  city: requiredText('consignees.cityRequired', CONSIGNEE_LIMITS.city),
  address: requiredText('consignees.addressRequired', CONSIGNEE_LIMITS.address),
  postalCode: optionalInput(
    z
      .string()
      .max(CONSIGNEE_LIMITS.postalCode, { error: 'validation.tooLong' })
      .transform(normalizePostalCode),
  ),
  email: optionalInput(emailSchema),
  phone: consigneePhoneSchema,
};

/** The keys of a consignee's fields, in the form's order (what an edit compares and a form fills). */
export const CONSIGNEE_FIELD_KEYS = Object.keys(consigneeFields) as (keyof typeof consigneeFields)[];

/**
 * What is wrong with a recipient's phone for the address's country beyond its format (which its
 * field's schema tells), as a message key, or null: it must be a number of the country, or be written
 * with + and its own calling code.
 */
export const phoneIssue = (country: CountryCode, phone: unknown) =>
  typeof phone === 'string' && consigneePhoneSchema.safeParse(phone).success && !isPhoneOf(country, phone)
    ? ('consignees.phoneInvalid' as const)
    : null;

/** The phone's rule by the address's country (`phoneIssue`), on its field. */
export const checkPhoneByCountry = (v: { country: unknown; phone?: unknown }, ctx: z.RefinementCtx) => {
  const issue = typeof v.country === 'string' && isCountryCode(v.country) && phoneIssue(v.country, v.phone);
  if (issue) ctx.addIssue({ code: 'custom', path: ['phone'], message: issue });
};

/** A consignee's fields as one object (the form reads each field's rule from it). */
export const consigneeObject = z.object(consigneeFields);

export const createConsigneeRequest = consigneeObject
  .superRefine(checkByCountry)
  .superRefine(checkPhoneByCountry)
  .transform(normaliseState);
export type CreateConsigneeRequest = z.infer<typeof createConsigneeRequest>;

export const updateConsigneeRequest = z
  .object({ id: idSchema, ...consigneeFields })
  .superRefine(checkByCountry)
  .superRefine(checkPhoneByCountry)
  .transform(normaliseState);
export type UpdateConsigneeRequest = z.infer<typeof updateConsigneeRequest>;

/** Specification §5: deletion needs a reason (kept in the operation record). */
export const deleteConsigneesRequest = deleteWithReasonRequest;
export type DeleteConsigneesRequest = z.infer<typeof deleteConsigneesRequest>;
