import { VAS_CATALOGUE, VAS_CODES, VAS_EXPORT_KIND, VAS_FILE_MODULE } from '@oms/contracts';
import { vasOrdersList } from './vas-orders.list';

/** The VAS orders as xlsx (OMS_ORDERVAS:export). */
export const vasOrdersExport = vasOrdersList.export({
  kind: VAS_EXPORT_KIND,
  module: VAS_FILE_MODULE,
  name: { zh: '增值服务', en: 'Value-added services' },
  permission: VAS_CODES.export,
  catalogue: VAS_CATALOGUE,
  keys: [
    'vasNo',
    'warehouse',
    'serviceType',
    'skus',
    'lineCount',
    'totalQuantity',
    'requirements',
    'quoteAmount',
    'status',
    'rejectReason',
    'resultNote',
    'remark',
    'createdBy',
    'createdAt',
    'submittedAt',
    'quotedAt',
    'confirmedAt',
    'completedAt',
  ],
});
