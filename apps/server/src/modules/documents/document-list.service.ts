import type { z } from 'zod';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { FieldCatalogue, Language, PageResult } from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
import { pageOf, splitPage, type ListQuery, type PageInput, type RowOf } from '../../lib/paginate';
import { listExport, type ExportDefinition, type ListSelection } from '../exports/define-export';

type Paging = 'current' | 'size' | 'cursor';

/**
 * A document's list: the page and the file read one query (the chosen ids or the page's filters) and
 * map its records to the API row with one function, so that the file holds what the list shows, as
 * it shows it (the file's cells from the document's field catalogue).
 */
export const documentList = <S extends z.ZodObject, Q extends PgSelect, K extends string, Row>(spec: {
  pageRequest: S;
  listQuery: (companyId: number, selection: ListSelection<Omit<z.infer<S>, Paging>>) => ListQuery<Q, K>;
  /** A record as the API answers it, in the reader's language. */
  toRow: (record: RowOf<Q>, language: Language) => Row;
}) => {
  const file = listExport(spec.pageRequest)((ctx, selection) => spec.listQuery(ctx.companyId, selection));
  type F = Omit<z.infer<S>, Paging> & { sort?: string };
  return {
    /** One page for the session's company, each record mapped for the session's language. */
    page: (
      db: DbOrTx,
      reader: { companyId: number; language: Language },
      request: z.infer<S> & PageInput,
    ): Promise<PageResult<Row>> => {
      const { paging, filters } = splitPage(request);
      const where = filters as ListSelection<Omit<z.infer<S>, Paging>>;
      return pageOf(db, spec.listQuery(reader.companyId, where), paging, (record) =>
        spec.toRow(record, reader.language),
      );
    },

    /** The list's file: the catalogue's `keys`, each record mapped as the page maps it. */
    export: <C extends string>(
      definition: Omit<ExportDefinition<Row, F>, 'filters' | 'count' | 'rows' | 'columns'> & {
        catalogue: FieldCatalogue<Row, C>;
        keys: readonly C[];
      },
    ) => file.catalogueExport({ ...definition, toRow: spec.toRow }),
  };
};
