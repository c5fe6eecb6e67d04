import { RELABEL_CATALOGUE, RELABEL_CODES, RELABEL_EXPORT_KIND, RELABEL_FILE_MODULE } from '@oms/contracts';
import { relabelOrdersList } from './relabel-orders.list';

/** The relabel orders as xlsx (OMS_ORDERRELABEL:export). */
export const relabelOrdersExport = relabelOrdersList.export({
  kind: RELABEL_EXPORT_KIND,
  module: RELABEL_FILE_MODULE,
  name: { zh: '换标单', en: 'Relabel orders' },
  permission: RELABEL_CODES.export,
  catalogue: RELABEL_CATALOGUE,
  keys: [
    'relabelNo',
    'warehouse',
    'skus',
    'lineCount',
    'totalQuantity',
    'actualQuantity',
    'status',
    'remark',
    'rejectReason',
    'createdBy',
    'createdAt',
    'submittedAt',
    'completedAt',
  ],
});
