import { relabelPageRequest } from '@oms/contracts';
import { documentList } from '../documents/document-list.service';
import { relabelOrdersRepository as repo } from './relabel-orders.repository';
import { toRelabelOrder } from './relabel-orders.mapping';

/** The relabel orders' list: the page and the file read one query and one mapping. */
export const relabelOrdersList = documentList({
  pageRequest: relabelPageRequest,
  listQuery: repo.listQuery,
  toRow: toRelabelOrder,
});
