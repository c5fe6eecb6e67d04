import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PageResult } from '@oms/contracts';
import type { FetchPage, ListKeys } from './types';

/** How often to fetch the page again, given the page on screen (false: not at all). */
export type ListRefetchInterval<Row> = (page: PageResult<Row> | undefined) => number | false;

/**
 * One page of a list, keyed by the domain's key factory. The previous page stays on screen while the
 * next one loads, so paging does not flash an empty table.
 */
export const useListQuery = <Q, Row>(
  keys: ListKeys<Q>,
  fetchPage: FetchPage<Q, Row>,
  params: Q,
  refetchInterval?: ListRefetchInterval<Row>,
) =>
  useQuery({
    queryKey: keys.list(params),
    queryFn: () => fetchPage(params),
    placeholderData: keepPreviousData,
    refetchInterval: refetchInterval ? (query) => refetchInterval(query.state.data) : undefined,
  });
