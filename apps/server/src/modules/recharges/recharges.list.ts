import { rechargePageRequest } from '@oms/contracts';
import { documentList } from '../documents/document-list.service';
import { rechargesRepository as repo } from './recharges.repository';
import { toRecharge } from './recharges.mapping';

/** The recharges' list: the page and the file read one query and one mapping. */
export const rechargesList = documentList({
  pageRequest: rechargePageRequest,
  listQuery: repo.listQuery,
  toRow: toRecharge,
});
