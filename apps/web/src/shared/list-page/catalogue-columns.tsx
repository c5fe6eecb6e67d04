import { fieldOf, warehouseText, type FieldCatalogue, type WarehouseNames } from '@oms/contracts';
import { fieldContent, type FieldShow } from '@/shared/catalogue/field-text';
import { uiLanguage } from '@/shared/lib/stored-text';
import { choiceSearch } from './common-columns';
import type { ListColumn } from './types';

type Extra<Row, F> = Partial<Omit<ListColumn<Row, F>, 'key' | 'title' | 'render'>> & FieldShow<Row>;

/**
 * What a catalogue's searches choose from: the list's warehouses (its filters' `warehouseId`; given,
 * even while they load, the warehouse field is searched).
 */
export type CatalogueChoices = { warehouses?: readonly (WarehouseNames & { id: string })[] | undefined };

/**
 * The list's columns of a field catalogue, in the language the columns are built in:
 * `const column = catalogueColumns<Claim, ClaimFilters>()(CLAIM_CATALOGUE, language)`, then
 * `column('claimType')`. Each is titled `fields.<key>` and shows what the detail page and the export
 * show; a choice is searched by a choice of its values, a warehouse by a choice of `choices.warehouses`
 * (when given). `extra` adds search, sorting, visibility, a
 * test id on the cell, another rendering, or the title of a field labelled apart from its key.
 */
export const catalogueColumns =
  <Row, F>() =>
  <K extends string>(catalogue: FieldCatalogue<Row, K>, language: string, choices: CatalogueChoices = {}) =>
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
      // A warehouse is chosen among the list's own, written as the field shows one.
      ...(field.kind === 'warehouse' && 'warehouses' in choices
        ? {
            search: {
              type: 'select',
              field: 'warehouseId' as Extract<keyof F, string>,
              options: (choices.warehouses ?? []).map((w) => ({
                value: w.id,
                label: warehouseText(field.show, w, lang),
              })),
            },
          }
        : {}),
      ...extra,
    };
    return column;
  };
