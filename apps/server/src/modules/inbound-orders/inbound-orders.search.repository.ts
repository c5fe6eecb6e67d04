import { sql } from 'drizzle-orm';
import { INBOUND_DOCUMENT } from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
import { containsFilter } from '../../lib/paginate-filters';
import { tableFinder } from '../../db/table-finder';
import type { Searcher } from '../search/search-board.service';
import { inboundOrders } from './inbound-orders.table';

/** The top bar's search: an inbound order by its number or its container, delivery or truck number. */
export const inboundOrdersSearch = (db: DbOrTx): Searcher => ({
  document: INBOUND_DOCUMENT,
  find: tableFinder(db, {
    table: inboundOrders,
    id: inboundOrders.id,
    companyId: inboundOrders.companyId,
    number: inboundOrders.orderNo,
    status: inboundOrders.status,
    text: sql<
      string | null
    >`coalesce(${inboundOrders.containerNo}, ${inboundOrders.deliveryNo}, ${inboundOrders.truckNo})`,
    match: (keyword) =>
      containsFilter(
        [inboundOrders.orderNo, inboundOrders.containerNo, inboundOrders.deliveryNo, inboundOrders.truckNo],
        keyword,
      ),
  }),
});
