import { sql } from 'drizzle-orm';
import { PRODUCT_DOCUMENT } from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
import { containsFilter } from '../../lib/paginate-filters';
import { tableFinder } from '../../db/table-finder';
import type { Searcher } from '../search/search-board.service';
import { products } from './products.table';

/** The top bar's search: a product by its SKU or either of its names. */
export const productsSearch = (db: DbOrTx): Searcher => ({
  document: PRODUCT_DOCUMENT,
  find: tableFinder(db, {
    table: products,
    id: products.id,
    companyId: products.companyId,
    number: products.sku,
    status: products.status,
    text: sql<string>`${products.nameCn} || ' / ' || ${products.nameEn}`,
    match: (keyword) => containsFilter([products.sku, products.nameCn, products.nameEn], keyword),
  }),
});
