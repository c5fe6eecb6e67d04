import { returnPageRequest } from '@oms/contracts';
import { documentList } from '../documents/document-list.service';
import { returnOrdersRepository as repo } from './return-orders.repository';
import { toReturnOrder } from './return-orders.mapping';

/** The returns' list: the page and the file read one query and one mapping. */
export const returnOrdersList = documentList({
  pageRequest: returnPageRequest,
  listQuery: repo.listQuery,
  toRow: toReturnOrder,
});
