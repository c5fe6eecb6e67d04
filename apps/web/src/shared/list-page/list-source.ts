import type { z } from 'zod';
import type { FetchPage, ListKeys, PageParams } from './types';

/**
 * Where a list's rows come from: its column configuration's page key, its query schema (contracts),
 * the domain's query keys and its page call. Spread on the page: `<ListPage {...brandList} … />`.
 */
export type ListSource<Row, Q extends PageParams> = {
  /** The column configuration's page key (contracts, e.g. SUB_ACCOUNT_PAGE_KEY). */
  pageKey: string;
  /** The page's query schema from contracts: parses the URL, types the request. */
  schema: z.ZodType<Q>;
  /** From the domain's key factory (`createQueryKeys(domain)`). */
  keys: ListKeys<Q>;
  fetchPage: FetchPage<Q, Row>;
};

/** A list's source, in the feature's api.ts: `listSource(BRAND_PAGE_KEY, brandPageRequest, brandKeys, brandsApi.page)`. */
export const listSource = <Row, Q extends PageParams>(
  pageKey: string,
  schema: z.ZodType<Q>,
  keys: ListKeys<Q>,
  fetchPage: FetchPage<Q, Row>,
): ListSource<Row, Q> => ({ pageKey, schema, keys, fetchPage });
