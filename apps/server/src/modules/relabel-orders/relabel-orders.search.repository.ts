import { RELABEL_DOCUMENT } from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
import { tableFinder } from '../../db/table-finder';
import { containsFilter } from '../../lib/paginate-filters';
import type { Searcher } from '../search/search-board.service';
import { relabelOrders as t } from './relabel-orders.table';

/** The top bar's search: a relabel order by its number or an old or new SKU of its lines. */
export const relabelOrdersSearch = (db: DbOrTx): Searcher => ({
  document: RELABEL_DOCUMENT,
  find: tableFinder(db, {
    table: t,
    id: t.id,
    companyId: t.companyId,
    number: t.relabelNo,
    status: t.status,
    text: t.skus,
    match: (keyword) => containsFilter(t.searchText, keyword),
  }),
});
