import { reservationPageRequest } from '@oms/contracts';
import { documentList } from '../documents/document-list.service';
import { reservationsRepository as repo } from './reservations.repository';
import { toReservation } from './reservations.moves';

/** The reservations' list: the page and the file read one query and one mapping. */
export const reservationsList = documentList({
  pageRequest: reservationPageRequest,
  listQuery: repo.listQuery,
  toRow: toReservation,
});
