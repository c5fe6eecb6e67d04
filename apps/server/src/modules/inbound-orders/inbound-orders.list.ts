import { inboundPageRequest } from '@oms/contracts';
import { documentList } from '../documents/document-list.service';
import { inboundOrdersRepository as repo } from './inbound-orders.repository';
import { toInboundOrder } from './inbound-orders.view';

/** The inbound orders' list: the page and the file read one query and one mapping. */
export const inboundOrdersList = documentList({
  pageRequest: inboundPageRequest,
  listQuery: repo.listQuery,
  toRow: toInboundOrder,
});
