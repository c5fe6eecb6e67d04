import { useQuery } from '@tanstack/react-query';
import {
  OVER_RECEIPTS_PAGE_KEY,
  overReceiptPageRequest,
  overReceiptsEndpoints,
  TODO_TYPE,
} from '@oms/contracts';
import { byId, defineDomain } from '@/shared/api/domain';

// Every /api/over-receipts/* call, its query key and its hook. New over-receipts arrive live (to-do
// type 14, raised when the warehouse finishes receiving) and refresh the lists and details on screen.

const overReceipts = defineDomain('over-receipts', overReceiptsEndpoints, { live: [TODO_TYPE.overReceipt] });
export const overReceiptKeys = overReceipts.keys;
export const overReceiptsApi = { ...overReceipts.calls, detail: byId(overReceipts.calls.detail) };

/** The list page's source of rows. */
export const overReceiptList = overReceipts.list(
  OVER_RECEIPTS_PAGE_KEY,
  overReceiptPageRequest,
  overReceiptsApi.page,
);
export const useOverReceiptDetail = (id: string | null) => overReceipts.useDetail(overReceiptsApi.detail, id);
/** A change of over-receipts: refreshes every list and detail of the domain. */
export const useOverReceiptChange = overReceipts.useChange;

/** The operator's warehouses (the warehouse filter). */
export const useOverReceiptWarehouses = () =>
  useQuery({
    queryKey: [...overReceiptKeys.all, 'warehouses'],
    queryFn: () => overReceiptsApi.warehouses(),
    staleTime: 300_000,
  });
