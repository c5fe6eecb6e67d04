import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FetchPage, ListKeys } from './types';

/**
 * One page of a list, keyed by the domain's key factory. The previous page stays on screen while the
 * next one loads, so paging does not flash an empty table.
 */
export const useListQuery = <Q, Row>(keys: ListKeys<Q>, fetchPage: FetchPage<Q, Row>, params: Q) =>
  useQuery({
    queryKey: keys.list(params),
    queryFn: () => fetchPage(params),
    placeholderData: keepPreviousData,
  });
