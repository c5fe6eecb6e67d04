import { SEARCH_LIMITS, type SearchResult } from '@oms/contracts';
import type { AuthContext } from '../../core/context';
import type { Finder } from '../../db/table-finder';

/** What a document module adds to the top bar's search: its descriptor's entity and page code, its finder. */
export type Searcher = { document: { entity: string; page: { code: string } }; find: Finder };

/**
 * The top bar's search. The search module is built before the document modules, which add their
 * finders from their `setup` (as they add their home counts); a search asks the finders of the page
 * codes the caller holds, one group per type that matched.
 */
export const createSearchBoard = () => {
  const searchers: Searcher[] = [];
  return {
    add: (searcher: Searcher) => void searchers.push(searcher),
    async find(auth: Pick<AuthContext, 'companyId' | 'permissions'>, keyword: string): Promise<SearchResult> {
      const allowed = searchers.filter((s) => auth.permissions.has(s.document.page.code));
      const groups = await Promise.all(
        allowed.map(async (s) => ({
          entity: s.document.entity,
          ...(await s.find(auth.companyId, keyword, SEARCH_LIMITS.hitsPerGroup)),
        })),
      );
      return { groups: groups.filter((g) => g.total > 0) };
    },
  };
};
export type SearchBoard = ReturnType<typeof createSearchBoard>;
