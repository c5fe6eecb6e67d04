import { defineDocument, REVIEW_COLORS } from './document';
import { AUDIT_STATUS_TEXT, AUDIT_STATUSES, defineMachine } from './state-machine';
import { TODO_TYPE } from './todo-types';

// The document's codes, states, their names, machine and descriptor, kept apart from its schemas
// (`certification.ts`): the menus and the routes, which every page loads (/login too), read these only.

export const CERTIFICATION_CODE = 'OMS_CLIENTVERIFY';

/** The upload module of the logo and the business licence (the file center shows it). */
export const CERTIFICATION_FILE_MODULE = 'certification';

export const CERTIFICATION_STATUSES = AUDIT_STATUSES;
export type CertificationStatus = (typeof CERTIFICATION_STATUSES)[number];

/** Status names of specification §4 (audit states), for to-dos, the timeline and the banner. */
export const CERTIFICATION_STATUS_TEXT: Record<CertificationStatus, { zh: string; en: string }> =
  AUDIT_STATUS_TEXT;

/**
 * Who moves a certification from which state (PRODUCT.md §4): the customer edits and submits a draft
 * or a rejected one; the warehouse approves or rejects one under review. A passed one is final.
 */
export const CERTIFICATION_MACHINE = defineMachine({
  states: CERTIFICATION_STATUSES,
  initial: 'TO_BE_SUBMITTED',
  transitions: {
    save: { from: ['TO_BE_SUBMITTED', 'REJECTED'], by: 'customer' },
    submit: { from: ['TO_BE_SUBMITTED', 'REJECTED'], to: 'UNDER_REVIEW', by: 'customer' },
    approve: { from: ['UNDER_REVIEW'], to: 'PASSED', by: 'warehouse' },
    reject: { from: ['UNDER_REVIEW'], to: 'REJECTED', by: 'warehouse' },
  },
});
export type CertificationAction = keyof typeof CERTIFICATION_MACHINE.transitions;

/** The company's certification as a document (issue 23 §2): one per company, on one page. */
export const CERTIFICATION_DOCUMENT = defineDocument({
  entity: 'certifications',
  page: {
    code: CERTIFICATION_CODE,
    actions: ['view', 'edit', 'submit'],
    group: '/clientCenter',
    list: { path: 'identityVerify', zh: '身份认证', en: 'Identity verification' },
  },
  todo: { type: TODO_TYPE.certification, zh: '身份认证', en: 'Identity verification', withStatus: false },
  statuses: CERTIFICATION_STATUS_TEXT,
  colors: REVIEW_COLORS,
  machine: CERTIFICATION_MACHINE,
  fileModule: CERTIFICATION_FILE_MODULE,
});
export const CERTIFICATION_CODES = CERTIFICATION_DOCUMENT.codes;
