import { VAS_DOCUMENT } from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
import { tableFinder } from '../../db/table-finder';
import { containsFilter } from '../../lib/paginate-filters';
import type { Searcher } from '../search/search-board.service';
import { vasOrders as t } from './vas-orders.table';

/** The top bar's search: a VAS order by its number or a SKU it works on. */
export const vasOrdersSearch = (db: DbOrTx): Searcher => ({
  document: VAS_DOCUMENT,
  find: tableFinder(db, {
    table: t,
    id: t.id,
    companyId: t.companyId,
    number: t.vasNo,
    status: t.status,
    text: t.skus,
    match: (keyword) => containsFilter(t.searchText, keyword),
  }),
});
