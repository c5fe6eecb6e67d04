import { and, eq, ilike, sql } from 'drizzle-orm';
import { OUTBOUND_DOCUMENT } from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
import { contains } from '../../lib/like';
import { containsFilter } from '../../lib/paginate-filters';
import { tableFinder } from '../../db/table-finder';
import type { Searcher } from '../search/search-board.service';
import { outboundOrders as t, shipments } from './outbound-orders.table';

/**
 * The top bar's search: an outbound order by its number, its reference number or the tracking number
 * of any of its parcels.
 */
export const outboundOrdersSearch = (db: DbOrTx): Searcher => ({
  document: OUTBOUND_DOCUMENT,
  find: tableFinder(db, {
    table: t,
    id: t.id,
    companyId: t.companyId,
    number: t.orderNo,
    status: t.status,
    text: sql<string | null>`coalesce(${t.referenceNo}, ${t.recipientName})`,
    match: (keyword) => containsFilter([t.orderNo, t.referenceNo], keyword),
    through: (companyId, keyword) =>
      db
        .select({ id: shipments.orderId })
        .from(shipments)
        .where(and(eq(shipments.companyId, companyId), ilike(shipments.trackingNo, contains(keyword))))
        .$dynamic(),
  }),
});
