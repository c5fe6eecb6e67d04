import { outboundPageRequest } from '@oms/contracts';
import { documentList } from '../documents/document-list.service';
import { outboundOrdersRepository as repo } from './outbound-orders.repository';
import { toOutboundOrder } from './outbound-orders.view';

/** The outbound orders' list: the page and the file read one query and one mapping. */
export const outboundOrdersList = documentList({
  pageRequest: outboundPageRequest,
  listQuery: repo.listQuery,
  toRow: toOutboundOrder,
});
