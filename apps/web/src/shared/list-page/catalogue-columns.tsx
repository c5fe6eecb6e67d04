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
 * test id on the cell, or another rendering.
 */
export const catalogueColumns =
  <Row, F>() =>
  <K extends string>(catalogue: FieldCatalogue<Row, K>, language: string) =>
  <const Key extends K>(key: Key, { testId, render, ...extra }: Extra<Row, F> = {}) => {
    const field = fieldOf(catalogue, key);
    const lang = uiLanguage(language);
    const column: ListColumn<Row, F, `fields.${Key}`> = {
      key,
      title: `fields.${key}`,
      render: (row) => fieldContent(field, row, lang, { testId, render }),
      ...(field.kind === 'choice'
        ? { search: choiceSearch(Object.keys(field.labels), (v) => field.labels[v]![lang]) }
        : {}),
      ...extra,
    };
    return column;
  };
