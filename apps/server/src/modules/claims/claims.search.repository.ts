import { CLAIM_DOCUMENT } from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
import { containsFilter } from '../../lib/paginate-filters';
import { tableFinder } from '../../db/table-finder';
import type { Searcher } from '../search/search-board.service';
import { claims } from './claims.table';

/** The top bar's search: a claim by its number or the number of the document it is about. */
export const claimsSearch = (db: DbOrTx): Searcher => ({
  document: CLAIM_DOCUMENT,
  find: tableFinder(db, {
    table: claims,
    id: claims.id,
    companyId: claims.companyId,
    number: claims.claimNo,
    status: claims.status,
    text: claims.relatedNo,
    match: (keyword) => containsFilter([claims.claimNo, claims.relatedNo], keyword),
  }),
});
