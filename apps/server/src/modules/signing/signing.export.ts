import { SIGNING_CATALOGUE, SIGNING_CODES, SIGNING_EXPORT_KIND, signingPageRequest } from '@oms/contracts';
import { listExport } from '../exports/define-export';
import { signingRepository as repo } from './signing.repository';
import { toSignedWarehouse } from './signing.service';

/** The tenant's warehouses the selection names (ids or the list's filters), with the company's state. */
const list = listExport(signingPageRequest)((ctx, selection) => repo.listQuery(ctx, selection));

/** The signed warehouses list as xlsx (OMS_CLIENTSIGN:export), read as the list reads them. */
export const signingExport = list.catalogueExport({
  kind: SIGNING_EXPORT_KIND,
  module: 'signing',
  name: { zh: '签约仓库', en: 'Signed warehouses' },
  permission: SIGNING_CODES.export,
  catalogue: SIGNING_CATALOGUE,
  toRow: (record) => toSignedWarehouse(record),
  keys: [
    'warehouseCode',
    'warehouseName',
    'country',
    'address',
    'status',
    'rejectReason',
    'appliedAt',
    'decidedAt',
  ],
});
