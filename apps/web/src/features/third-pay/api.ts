import { THIRD_PAY_PAGE_KEY, thirdPayPageRequest, thirdPayEndpoints } from '@oms/contracts';
import { byId, byIds, defineDomain } from '@/shared/api/domain';

// Every /api/third-pay/* call (all POST), its query key and its hook.

const thirdPay = defineDomain('third-pay', thirdPayEndpoints);
export const thirdPayKeys = thirdPay.keys;
export const thirdPayApi = {
  ...thirdPay.calls,
  detail: byId(thirdPay.calls.detail),
  enable: byIds(thirdPay.calls.enable),
  disable: byIds(thirdPay.calls.disable),
};
/** The list page's source of rows. */
export const thirdPayList = thirdPay.list(THIRD_PAY_PAGE_KEY, thirdPayPageRequest, thirdPayApi.page);

export const useThirdPayDetail = (id: string | null) => thirdPay.useDetail(thirdPayApi.detail, id);
/** A change of payer accounts: refreshes every list and detail of the domain. */
export const useThirdPayChange = thirdPay.useChange;
