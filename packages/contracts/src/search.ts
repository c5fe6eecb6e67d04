import { z } from 'zod';
import { LIMITS } from './limits';
import { idSchema } from './list';
import { requiredString } from './validation';

// The top bar's search (issue 25): a document number, SKU or tracking number → the company's matching
// documents, grouped by type. Each document module says which of its columns a number may be in; the
// answer names the document by its descriptor's entity, so the web opens it by the descriptor too.

export const SEARCH_LIMITS = {
  keywordMin: LIMITS.searchKeywordMin,
  keywordMax: 64,
  /** Hits shown per document type; the group says how many there are in all. */
  hitsPerGroup: 5,
} as const;

export const searchRequest = z.object({
  keyword: requiredString('search.keywordRequired')
    .min(SEARCH_LIMITS.keywordMin, { error: 'search.keywordShort' })
    .max(SEARCH_LIMITS.keywordMax, { error: 'validation.tooLong' }),
});
export type SearchRequest = z.input<typeof searchRequest>;

export const searchHit = z.object({
  id: idSchema,
  /** The document's number (a product's SKU). */
  number: z.string(),
  /** What else the keyword matched or names it (a reference number, a tracking number, a name). */
  text: z.string().nullable(),
  status: z.string(),
});
export type SearchHit = z.infer<typeof searchHit>;

export const searchGroup = z.object({
  /** The document's entity (its descriptor in DOCUMENTS: name, detail route, status names). */
  entity: z.string(),
  /** Matches in all; at most SEARCH_LIMITS.hitsPerGroup of them are in `hits`, newest first. */
  total: z.number().int(),
  hits: z.array(searchHit),
});
export type SearchGroup = z.infer<typeof searchGroup>;

export const searchResult = z.object({ groups: z.array(searchGroup) });
export type SearchResult = z.infer<typeof searchResult>;
