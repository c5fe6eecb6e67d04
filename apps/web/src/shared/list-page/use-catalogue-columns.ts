import type { FieldCatalogue } from '@oms/contracts';
import type { AppNamespace } from '@/shared/i18n/keys';
import { catalogueColumns, type CatalogueChoices } from './catalogue-columns';
import { useListColumns, type ColumnTools, type PageColumns } from './use-list-columns';

type Options = CatalogueChoices & {
  /** What `build` reads besides `t`, the language and the choices (at most two values). */
  deps?: readonly [] | readonly [unknown] | readonly [unknown, unknown];
};

/**
 * A list's columns from its document's field catalogue:
 * `useCatalogueColumns<FeeRow, FeeFilters>()(NS, FEE_CATALOGUE, ({ column }) => [column('name'), …],
 * { warehouses })`. `column(key, extra)` is the catalogue's column (`catalogueColumns`); a warehouse
 * field is searched by a choice of `warehouses` (the list's own, loaded by the caller), and the
 * columns are built again when they arrive, so no list shows an empty warehouse choice.
 */
export const useCatalogueColumns = <Row, F>() =>
  // Named as a hook: it is one (useListColumns inside).
  function useColumns<N extends AppNamespace, K extends string>(
    ns: N,
    catalogue: FieldCatalogue<Row, K>,
    build: (
      tools: ColumnTools<N> & { column: ReturnType<ReturnType<typeof catalogueColumns<Row, F>>> },
    ) => PageColumns<Row, F, N>,
    { deps = [], ...choices }: Options = {},
  ) {
    return useListColumns<Row, F, N>(
      ns,
      (tools) => build({ ...tools, column: catalogueColumns<Row, F>()(catalogue, tools.language, choices) }),
      [choices.warehouses, ...deps],
    );
  };
