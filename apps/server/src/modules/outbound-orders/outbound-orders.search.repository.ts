import { and, eq, exists, ilike, or, sql } from 'drizzle-orm';
import { OUTBOUND_DOCUMENT } from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
import { contains } from '../../lib/like';
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
    match: (keyword) => {
      const pattern = contains(keyword);
      return or(
        ilike(t.orderNo, pattern),
        ilike(t.referenceNo, pattern),
        exists(
          db
            .select({ one: sql`1` })
            .from(shipments)
            .where(and(eq(shipments.orderId, t.id), ilike(shipments.trackingNo, pattern))),
        ),
      );
    },
  }),
});
