import { defineDocument } from './document';
import { defineMachine } from './state-machine';
import { TODO_TYPE } from './todo-types';

// The document's codes, states, their names, machine and descriptor, kept apart from its schemas
// (`signing.ts`): the menus and the routes, which every page loads (/login too), read these only.

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
