import { RECHARGE_DOCUMENT } from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
import { containsFilter } from '../../lib/paginate-filters';
import { tableFinder } from '../../db/table-finder';
import type { Searcher } from '../search/search-board.service';
import { recharges } from './recharges.table';

/** The top bar's search: a recharge by its number. */
export const rechargesSearch = (db: DbOrTx): Searcher => ({
  document: RECHARGE_DOCUMENT,
  find: tableFinder(db, {
    table: recharges,
    id: recharges.id,
    companyId: recharges.companyId,
    number: recharges.number,
    status: recharges.status,
    match: (keyword) => containsFilter(recharges.number, keyword),
  }),
});
