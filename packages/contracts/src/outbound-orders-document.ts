import { defineDocument } from './document';
import {
  OUTBOUND_CODE,
  OUTBOUND_ENTITY,
  OUTBOUND_MACHINE,
  OUTBOUND_STATUS_COLORS,
  OUTBOUND_STATUS_LABELS,
  OUTBOUND_TODO,
} from './outbound-orders-states';

// The outbound order as a document (issue 24, on issue 23's descriptors): its page and actions, its
// to-do type, states and colours, machine, export and file module. No schemas: the menus and the
// routes, which every page loads, read it.

export const OUTBOUND_EXPORT_KIND = 'outbound-orders';
export const OUTBOUND_FILE_MODULE = 'outbound-orders';

export const OUTBOUND_DOCUMENT = defineDocument({
  entity: OUTBOUND_ENTITY,
  page: {
    code: OUTBOUND_CODE,
    // submit: submit an order; edit: also hold and release it; cancel: also ask for an interception.
    actions: ['view', 'create', 'edit', 'delete', 'submit', 'cancel', 'import', 'export', 'print'],
    group: '/order',
    list: { path: 'outWarehouse', zh: '出库单', en: 'Outbound orders' },
    detail: { path: 'outWarehouseDetail', zh: '出库单详情', en: 'Outbound order detail' },
  },
  todo: OUTBOUND_TODO,
  statuses: OUTBOUND_STATUS_LABELS,
  colors: OUTBOUND_STATUS_COLORS,
  machine: OUTBOUND_MACHINE,
  exportKind: OUTBOUND_EXPORT_KIND,
  fileModule: OUTBOUND_FILE_MODULE,
});
export const OUTBOUND_CODES = OUTBOUND_DOCUMENT.codes;
