import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  INVENTORY_PAGE_KEY,
  inventoryEndpoints,
  inventoryPageRequest,
  TODO_TYPE,
  type AgeingRequest,
  type InventoryPageRequest,
  type MovementsRequest,
} from '@oms/contracts';
import { byId, defineDomain } from '@/shared/api/domain';

// Every /api/inventory/* call (all POST), its query keys and hooks. Inbound orders move stock: their
// live notices refresh what the stock pages show.

const inventory = defineDomain('inventory', inventoryEndpoints, { live: [TODO_TYPE.inbound] });
export const inventoryKeys = inventory.keys;
export const inventoryApi = {
  ...inventory.calls,
  detail: byId(inventory.calls.detail),
  lots: byId(inventory.calls.lots),
  inTransit: byId(inventory.calls.inTransit),
};

/** The stock list's source of rows. */
export const stockList = inventory.list(INVENTORY_PAGE_KEY, inventoryPageRequest, inventoryApi.page);

/** The same page query as the list's (one request): its totals row. */
export const useStockPage = (params: InventoryPageRequest) =>
  useQuery({
    queryKey: inventoryKeys.list(params),
    queryFn: () => inventoryApi.page(params),
    placeholderData: keepPreviousData,
  });

export const useStockDetail = (id: string | null) => inventory.useDetail(inventoryApi.detail, id);

/** Sets a balance's low-stock threshold (null: back to the default); lists and details refresh. */
export const useSetThreshold = () => inventory.useChange(inventoryApi.setThreshold);

/** The balances at or below their threshold, the lowest first (the home card's few rows and count). */
export const useLowStock = (size: number, enabled: boolean) =>
  useQuery({
    queryKey: inventoryKeys.list({ current: 1, size, lowStock: 'YES', sort: 'available' }),
    queryFn: () => inventoryApi.page({ current: 1, size, lowStock: 'YES', sort: 'available' }),
    enabled,
  });

/** Pieces whose storage price rises within the next days (the home card). */
export const useAgeingWarnings = (enabled: boolean) =>
  useQuery({
    queryKey: [...inventoryKeys.all, 'ageing-warnings'],
    queryFn: () => inventoryApi.ageingWarnings(),
    enabled,
  });

export const useMovements = (request: MovementsRequest) =>
  useQuery({
    queryKey: [...inventoryKeys.all, 'movements', request],
    queryFn: () => inventoryApi.movements(request),
    placeholderData: keepPreviousData,
  });

export const useLots = (id: string) =>
  useQuery({ queryKey: [...inventoryKeys.all, 'lots', id], queryFn: () => inventoryApi.lots(id) });

export const useInTransit = (id: string) =>
  useQuery({ queryKey: [...inventoryKeys.all, 'in-transit', id], queryFn: () => inventoryApi.inTransit(id) });

export const useAgeing = (request: AgeingRequest) =>
  useQuery({
    queryKey: [...inventoryKeys.all, 'ageing', request],
    queryFn: () => inventoryApi.ageing(request),
    placeholderData: keepPreviousData,
  });

export const useStockWarehouses = () =>
  useQuery({
    queryKey: [...inventoryKeys.all, 'warehouses'],
    queryFn: () => inventoryApi.warehouses(),
    staleTime: 300_000,
  });

/** A combination's available quantity per warehouse (the combination detail's block). */
export const useCombinationAvailability = (combinationId: string) =>
  useQuery({
    queryKey: [...inventoryKeys.all, 'combination', combinationId],
    queryFn: () => inventoryApi.combinationAvailability({ id: combinationId }),
  });
