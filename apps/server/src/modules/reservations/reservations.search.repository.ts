import { RESERVATION_DOCUMENT } from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
import { containsFilter } from '../../lib/paginate-filters';
import { tableFinder } from '../../db/table-finder';
import type { Searcher } from '../search/search-board.service';
import { reservations } from './reservations.table';

/** The top bar's search: a reservation by its number or its container number. */
export const reservationsSearch = (db: DbOrTx): Searcher => ({
  document: RESERVATION_DOCUMENT,
  find: tableFinder(db, {
    table: reservations,
    id: reservations.id,
    companyId: reservations.companyId,
    number: reservations.reservationNo,
    status: reservations.status,
    text: reservations.containerNo,
    match: (keyword) => containsFilter([reservations.reservationNo, reservations.containerNo], keyword),
  }),
});
