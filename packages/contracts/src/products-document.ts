import { defineDocument, REVIEW_COLORS } from './document';
import { TODO_TYPE } from './todo-types';
import { AUDIT_STATUS_TEXT, AUDIT_STATUSES, defineMachine } from './state-machine';

// The document's codes, states, their names, machine and descriptor, kept apart from its schemas
// (`products.ts`): the menus and the routes, which every page loads (/login too), read these only.

export const PRODUCT_CODE = 'OMS_BASICSKU';

/** The page key of the list's column configuration, the export's and import's kind and the upload module. */
export const PRODUCT_PAGE_KEY = 'products';
export const PRODUCT_IMPORT_KIND = 'products';
export const PRODUCT_FILE_MODULE = 'products';

export const PRODUCT_STATUSES = AUDIT_STATUSES;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** Audit states of specification §4. */
export const PRODUCT_STATUS_TEXT: Record<ProductStatus, { zh: string; en: string }> = AUDIT_STATUS_TEXT;

/**
 * The product audit (PRODUCT.md §4): the customer edits and submits a new or rejected product; the
 * warehouse approves (recording the actual weight and sizes) or rejects one under review. A passed
 * product stays editable except for its physical fields (PRODUCT_LOCKED_FIELDS); delete only before
 * the audit or after a rejection.
 */
export const PRODUCT_MACHINE = defineMachine({
  states: PRODUCT_STATUSES,
  initial: 'TO_BE_SUBMITTED',
  transitions: {
    edit: { from: ['TO_BE_SUBMITTED', 'REJECTED', 'PASSED'], by: 'customer' },
    submit: { from: ['TO_BE_SUBMITTED', 'REJECTED'], to: 'UNDER_REVIEW', by: 'customer' },
    delete: { from: ['TO_BE_SUBMITTED', 'REJECTED'], by: 'customer' },
    approve: { from: ['UNDER_REVIEW'], to: 'PASSED', by: 'warehouse' },
    reject: { from: ['UNDER_REVIEW'], to: 'REJECTED', by: 'warehouse' },
  },
});
export type ProductAction = keyof typeof PRODUCT_MACHINE.transitions;

/** The product as a document (issue 23 §2): the warehouse audits it. */
export const PRODUCT_DOCUMENT = defineDocument({
  entity: 'products',
  page: {
    code: PRODUCT_CODE,
    actions: ['view', 'create', 'edit', 'delete', 'submit', 'import', 'export', 'print'],
    group: '/basic',
    list: { path: 'productManage', zh: '产品管理', en: 'Products' },
    detail: { path: 'productDetail', zh: '产品详情', en: 'Product detail' },
  },
  todo: { type: TODO_TYPE.product, zh: '产品审核', en: 'Product audit', withStatus: true },
  statuses: PRODUCT_STATUS_TEXT,
  colors: REVIEW_COLORS,
  machine: PRODUCT_MACHINE,
  exportKind: PRODUCT_PAGE_KEY,
  fileModule: PRODUCT_FILE_MODULE,
});
export const PRODUCT_CODES = PRODUCT_DOCUMENT.codes;
