import { RETURN_DOCUMENT } from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
import { tableFinder } from '../../db/table-finder';
import { containsFilter } from '../../lib/paginate-filters';
import type { Searcher } from '../search/search-board.service';
import { returnOrders as t } from './return-orders.table';

/** The top bar's search: a return by its number, tracking number, original order's number or a SKU. */
export const returnOrdersSearch = (db: DbOrTx): Searcher => ({
  document: RETURN_DOCUMENT,
  find: tableFinder(db, {
    table: t,
    id: t.id,
    companyId: t.companyId,
    number: t.returnNo,
    status: t.status,
    text: t.skus,
    match: (keyword) => containsFilter(t.searchText, keyword),
  }),
});
