import {
  CONSIGNEE_CATALOGUE,
  CONSIGNEE_CODES,
  CONSIGNEE_EXPORT_KIND,
  consigneePageRequest,
} from '@oms/contracts';
import { listExport } from '../exports/define-export';
import { consigneesRepository as repo } from './consignees.repository';
import { toConsignee } from './consignees.service';

const list = listExport(consigneePageRequest)((ctx, selection) => repo.listQuery(ctx.companyId, selection));

/**
 * The address book as xlsx (OMS_BASICCONSIGNEE:export), read as the list reads it; the country is
 * written as its name in the user's language with its code, so the file imports back as is. The
 * columns follow the list's order (the file wrote the e-mail before the phone, the list the other way).
 */
export const consigneesExport = list.catalogueExport({
  kind: CONSIGNEE_EXPORT_KIND,
  module: 'consignees',
  name: { zh: '收件人列表', en: 'Consignees' },
  permission: CONSIGNEE_CODES.export,
  catalogue: CONSIGNEE_CATALOGUE,
  toRow: (record) => toConsignee(record),
  keys: [
    'name',
    'company',
    'country',
    'state',
    'city',
    'address',
    'postalCode',
    'phone',
    'email',
    'createdAt',
    'updatedAt',
  ],
});
