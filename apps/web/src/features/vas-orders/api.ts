import { useQuery } from '@tanstack/react-query';
import {
  COMBINATION_CODES,
  combinationsEndpoints,
  TODO_TYPE,
  VAS_DOCUMENT,
  vasOrdersEndpoints,
  vasPageRequest,
} from '@oms/contracts';
import { call } from '@/shared/api/call';
import { byId, defineDomain } from '@/shared/api/domain';
import { useSession } from '@/shared/stores/session-store';

// Every /api/vas-orders/* call, its query key and its hook. The warehouse's moves (quote, reject,
// start, complete) arrive live as notices of to-do type 11 and refresh what is on screen.

const vas = defineDomain('vas-orders', vasOrdersEndpoints, { live: [TODO_TYPE.valueAddedService] });
export const vasKeys = vas.keys;
export const vasApi = {
  ...vas.calls,
  detail: byId(vas.calls.detail),
  submit: byId(vas.calls.submit),
  confirm: byId(vas.calls.confirm),
};

/** The list page's source of rows. */
export const vasList = vas.list(VAS_DOCUMENT.entity, vasPageRequest, vasApi.page);
export const useVasDetail = (id: string | null) => vas.useDetail(vasApi.detail, id);
/** A change of VAS orders: refreshes every list and detail of the domain. */
export const useVasChange = vas.useChange;

/** The operator's warehouses (the list's filter and the form's choice). */
export const useVasWarehouses = () =>
  useQuery({
    queryKey: vasKeys.extra('warehouses', {}),
    queryFn: () => vasApi.warehouses(),
    staleTime: 60_000,
  });

/** Whether the user may search the company's combinations (the kit's picker). */
export const useCanPickCombination = () => useSession((s) => s.permissions.includes(COMBINATION_CODES.view));

/** The company's combinations whose name contains `name` (the kit's picker), while it is open. */
export const useCombinationChoices = (name: string, enabled: boolean) =>
  useQuery({
    queryKey: vasKeys.extra('combinations', { name }),
    queryFn: () =>
      call(combinationsEndpoints.page, { current: 1, size: 20, name: name || undefined, sort: 'name' }),
    enabled,
    staleTime: 30_000,
  });
