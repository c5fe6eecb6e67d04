import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppNamespace, NsKey } from '@/shared/i18n/keys';
import type { ListColumn } from './types';

/** A page's columns: every title a key of the page's namespace N. */
export type PageColumns<Row, F, N extends AppNamespace> = ListColumn<Row, F, NsKey<N>>[];

/** A page's columns with the namespace their titles are keys of: spread on `<ListPage>`. */
export type NsPageColumns<Row, F, N extends AppNamespace> = { ns: N; columns: PageColumns<Row, F, N> };

/** What a page's columns read while they are built: its namespace's translator and the language. */
export type ColumnTools<N extends AppNamespace> = {
  t: ReturnType<typeof useTranslation<N>>['t'];
  language: string;
};

/** What a page's columns read besides `t` and the language: at most three values (the hooks lint wants
 * `useMemo`'s dependencies as a literal list). */
type Deps =
  readonly [] | readonly [unknown] | readonly [unknown, unknown] | readonly [unknown, unknown, unknown];

/**
 * A page's columns (search form, table, column settings, export, detail) with their namespace, for
 * `<ListPage {...useBrandColumns()} />`: `useListColumns<Brand, BrandFilters, typeof NS>(NS, ({ t }) =>
 * [...])`, built again when the language changes or one of `deps` (what `build` reads besides `t` and
 * `language`) does. A title that is not a key of `ns` does not type-check.
 */
export const useListColumns = <Row, F, N extends AppNamespace>(
  ns: N,
  build: (tools: ColumnTools<N>) => PageColumns<Row, F, N>,
  deps: Deps = [],
): NsPageColumns<Row, F, N> => {
  const { t, i18n } = useTranslation(ns);
  const language = i18n.language;
  const [a, b, c] = deps;
  // `build` is a new function every render; what it reads is `t`, `language` and the caller's deps.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const columns = useMemo(() => build({ t, language }), [t, language, a, b, c]);
  return { ns, columns };
};
