import {
  STATEMENTS_PAGE_KEY,
  statementsEndpoints,
  statementsPageRequest,
  type StatementKey,
} from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import { defineDomain } from '@/shared/api/domain';

// Every /api/statements/* call (all POST), its query keys and hooks.

const statements = defineDomain('statements', statementsEndpoints);
export const statementsKeys = statements.keys;
export const statementsApi = statements.calls;

/** The list page's source of rows. */
export const statementsList = statements.list(STATEMENTS_PAGE_KEY, statementsPageRequest, statementsApi.page);

/** One statement with its lines (by month and currency). */
export const useStatementDetail = (key: StatementKey) =>
  useQuery({
    queryKey: statementsKeys.detail(`${key.month}-${key.currency}`),
    queryFn: () => statementsApi.detail(key),
  });
