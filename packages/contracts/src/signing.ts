import { z } from 'zod';
import { pageResult } from './api';
import { filterEnum, filterText, idSchema, listRequest, withOperations, type ListFilters } from './list';
import { defineDocument } from './document';
import { defineMachine } from './state-machine';
import { TODO_TYPE } from './todo-types';

// Signed warehouses (/clientCenter/sign): the operator's warehouses with the company's signing state
// (PRODUCT.md §4). Customer calls are POST /api/signing/<action>; reading needs OMS_CLIENTSIGN:view,
// applying :submit, and a passed certification.

export const SIGNING_CODE = 'OMS_CLIENTSIGN';

/** The export kind of the list (exports framework). */
export const SIGNING_EXPORT_KIND = 'signing';

/** The page key of the list's column configuration. */
export const SIGNING_PAGE_KEY = 'signing';

export const SIGNING_STATUSES = ['UNSIGNED', 'PENDING_REVIEW', 'SIGNED', 'REJECTED'] as const;
export type SigningStatus = (typeof SIGNING_STATUSES)[number];

export const SIGNING_STATUS_TEXT: Record<SigningStatus, { zh: string; en: string }> = {
  UNSIGNED: { zh: '未签约', en: 'Unsigned' },
  PENDING_REVIEW: { zh: '待审核', en: 'Pending review' },
  SIGNED: { zh: '已签约', en: 'Signed' },
  REJECTED: { zh: '已驳回', en: 'Rejected' },
};

/** The customer applies (again after a rejection); the warehouse signs or rejects. */
export const SIGNING_MACHINE = defineMachine({
  states: SIGNING_STATUSES,
  initial: 'UNSIGNED',
  transitions: {
    apply: { from: ['UNSIGNED', 'REJECTED'], to: 'PENDING_REVIEW', by: 'customer' },
    approve: { from: ['PENDING_REVIEW'], to: 'SIGNED', by: 'warehouse' },
    reject: { from: ['PENDING_REVIEW'], to: 'REJECTED', by: 'warehouse' },
  },
});
export type SigningAction = keyof typeof SIGNING_MACHINE.transitions;

/** A warehouse signing as a document (issue 23 §2): the company's signings, listed on one page. */
export const SIGNING_DOCUMENT = defineDocument({
  entity: 'warehouse-signings',
  page: {
    code: SIGNING_CODE,
    actions: ['view', 'submit', 'export'],
    group: '/clientCenter',
    list: { path: 'sign', zh: '签约仓库', en: 'Signed warehouses' },
  },
  // Beyond specification §2 (1–11): the warehouse's answer to a signing application.
  todo: { type: TODO_TYPE.signing, zh: '签约仓库', en: 'Warehouse signing', withStatus: false },
  statuses: SIGNING_STATUS_TEXT,
  colors: { UNSIGNED: 'default', PENDING_REVIEW: 'processing', SIGNED: 'success', REJECTED: 'error' },
  machine: SIGNING_MACHINE,
  exportKind: SIGNING_EXPORT_KIND,
  fileModule: 'signing',
});
export const SIGNING_CODES = SIGNING_DOCUMENT.codes;

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

export const signingDetail = withOperations(signedWarehouse);
export type SigningDetail = z.infer<typeof signingDetail>;

/** Apply to sign a warehouse (by the warehouse's id). */
export const signingApplyRequest = z.object({ warehouseId: idSchema });
export type SigningApplyRequest = z.infer<typeof signingApplyRequest>;
