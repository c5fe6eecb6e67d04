import { defineEndpoints } from './endpoint';
import { ROOT_CODE } from './page';
import { searchRequest, searchResult } from './search';

/**
 * /api/search/*: the top bar's search. Any signed-in user may call it; each group is there only for
 * who holds the page code of its documents.
 */
export const searchEndpoints = defineEndpoints(
  'search',
  {},
  {
    find: {
      access: ROOT_CODE,
      summary: "The company's documents whose number, SKU or tracking number contains the keyword",
      body: searchRequest,
      response: searchResult,
    },
  },
);
