import { vasPageRequest } from '@oms/contracts';
import { documentList } from '../documents/document-list.service';
import { vasOrdersRepository as repo } from './vas-orders.repository';
import { toVasOrder } from './vas-orders.mapping';

/** The VAS orders' list: the page and the file read one query and one mapping. */
export const vasOrdersList = documentList({
  pageRequest: vasPageRequest,
  listQuery: repo.listQuery,
  toRow: toVasOrder,
});
