import { overReceiptPageRequest } from '@oms/contracts';
import { documentList } from '../documents/document-list.service';
import { overReceiptsRepository as repo } from './over-receipts.repository';
import { toOverReceipt } from './over-receipts.mapping';

/** The over-receipts' list: the page and the file read one query and one mapping. */
export const overReceiptsList = documentList({
  pageRequest: overReceiptPageRequest,
  listQuery: repo.listQuery,
  toRow: toOverReceipt,
});
