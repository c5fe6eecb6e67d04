import { fieldOf, type FieldCatalogue } from '@oms/contracts';
import { fieldContent, type FieldShow } from '@/shared/catalogue/field-text';
import { uiLanguage } from '@/shared/lib/stored-text';
import { choiceSearch } from './common-columns';
import type { ListColumn } from './types';

type Extra<Row, F> = Partial<Omit<ListColumn<Row, F>, 'key' | 'title' | 'render'>> & FieldShow<Row>;

/**
 * The list's columns of a field catalogue, in the language the columns are built in:
 * `const column = catalogueColumns<Claim, ClaimFilters>()(CLAIM_CATALOGUE, language)`, then
 * `column('claimType')`. Each is titled `fields.<key>` and shows what the detail page and the export
 * show; a choice is searched by a choice of its values. `extra` adds search, sorting, visibility, a
 * test id on the cell, another rendering, or the title of a field labelled apart from its key.
 */
export const catalogueColumns =
  <Row, F>() =>
  <K extends string>(catalogue: FieldCatalogue<Row, K>, language: string) =>
  <const Key extends K, const T extends string = `fields.${Key}`>(
    key: Key,
    { testId, render, title, ...extra }: Extra<Row, F> & { title?: T } = {},
  ) => {
    const field = fieldOf(catalogue, key);
    const lang = uiLanguage(language);
    const column: ListColumn<Row, F, T> = {
      key,
      // A field labelled apart from its key (`labelled`) names its title.
      title: title ?? (`fields.${key}` as T),
      render: (row) => fieldContent(field, row, lang, { testId, render }),
      ...(field.kind === 'choice'
        ? { search: choiceSearch(Object.keys(field.labels), (v) => field.labels[v]![lang]) }
        : {}),
      ...extra,
    };
    return column;
  };
