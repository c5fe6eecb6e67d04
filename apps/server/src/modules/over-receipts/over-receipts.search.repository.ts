import { OVER_RECEIPT_DOCUMENT } from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
import { containsFilter } from '../../lib/paginate-filters';
import { tableFinder } from '../../db/table-finder';
import type { Searcher } from '../search/search-board.service';
import { overReceipts } from './over-receipts.table';

/** The top bar's search: an over-receipt by its number or its inbound order's. */
export const overReceiptsSearch = (db: DbOrTx): Searcher => ({
  document: OVER_RECEIPT_DOCUMENT,
  find: tableFinder(db, {
    table: overReceipts,
    id: overReceipts.id,
    companyId: overReceipts.companyId,
    number: overReceipts.overReceiptNo,
    status: overReceipts.status,
    text: overReceipts.inboundOrderNo,
    match: (keyword) => containsFilter([overReceipts.overReceiptNo, overReceipts.inboundOrderNo], keyword),
  }),
});
