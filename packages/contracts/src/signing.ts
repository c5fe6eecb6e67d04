import { z } from 'zod';
import { pageResult } from './api';
import { COUNTRIES } from './countries';
import { choiceField, dateTimeField, defineCatalogue, textField, warehouseField } from './field-catalogue';
import { filterEnum, filterText, idSchema, listRequest, withOperations, type ListFilters } from './list';
import { SIGNING_STATUS_TEXT, SIGNING_STATUSES } from './signing-document';
import { SIGNING_FIELDS } from './signing-fields';

export * from './signing-document';

// Signed warehouses (/clientCenter/sign): the operator's warehouses with the company's signing state
// (PRODUCT.md §4). Customer calls are POST /api/signing/<action>; reading needs OMS_CLIENTSIGN:view,
// applying :submit, and a passed certification.

export const SIGNING_SORT_KEYS = ['warehouseCode', 'country', 'appliedAt'] as const;
export type SigningSortKey = (typeof SIGNING_SORT_KEYS)[number];

/** The list request, also the schema of the page's URL. */
export const signingPageRequest = listRequest(SIGNING_SORT_KEYS).extend({
  warehouseCode: filterText(20),
  warehouseName: filterText(100),
  country: filterText(2),
  status: filterEnum(SIGNING_STATUSES),
});
export type SigningPageRequest = z.infer<typeof signingPageRequest>;
export type SigningFilters = ListFilters<SigningPageRequest>;

/** One warehouse of the operator with the company's signing state (the row id is the warehouse's). */
export const signedWarehouse = z.object({
  id: z.string(),
  warehouseCode: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  country: z.string(),
  address: z.string(),
  status: z.enum(SIGNING_STATUSES),
  /** The application, once there is one. */
  signingId: z.string().nullable(),
  rejectReason: z.string().nullable(),
  appliedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type SignedWarehouse = z.infer<typeof signedWarehouse>;
export const signingPage = pageResult(signedWarehouse);

/**
 * How each field of a signed warehouse reads: the list's columns, its detail drawer and the export.
 * The country reads by its name, as the list showed it (a code the table does not know reads as it is).
 */
export const SIGNING_CATALOGUE = defineCatalogue<SignedWarehouse>()(SIGNING_FIELDS, {
  warehouseCode: textField((r) => r.warehouseCode, 14),
  warehouseName: warehouseField((r) => ({ code: r.warehouseCode, nameZh: r.nameZh, nameEn: r.nameEn }), {
    show: 'name',
    width: 24,
  }),
  country: choiceField<SignedWarehouse, string>(COUNTRIES, (r) => r.country),
  address: textField((r) => r.address, 40),
  status: choiceField(SIGNING_STATUS_TEXT, (r) => r.status),
  rejectReason: textField((r) => r.rejectReason, 30),
  appliedAt: dateTimeField((r) => r.appliedAt),
  decidedAt: dateTimeField((r) => r.decidedAt),
});

export const signingDetail = withOperations(signedWarehouse);
export type SigningDetail = z.infer<typeof signingDetail>;

/** Apply to sign a warehouse (by the warehouse's id). */
export const signingApplyRequest = z.object({ warehouseId: idSchema });
export type SigningApplyRequest = z.infer<typeof signingApplyRequest>;
