import type { ReactNode } from 'react';
import {
  fieldOf,
  labelOf,
  warehouseText,
  type CatalogueField,
  type FieldCatalogue,
  type Language,
} from '@oms/contracts';
import { formatCurrencyMoney, formatDate } from '@/shared/lib/format';
import { uiLanguage } from '@/shared/lib/stored-text';

/** What a field of the catalogue shows on screen ('-' when empty): a choice by its label, an amount
 * with its currency, an instant on the user's clock. */
export const fieldText = <Row,>(field: CatalogueField<Row>, row: Row, language: Language): string => {
  switch (field.kind) {
    case 'choice': {
      const value = field.pick(row, language);
      return value === null ? '-' : (field.labels[value]?.[language] ?? value);
    }
    case 'money':
      return formatCurrencyMoney(field.currency(row, language), field.pick(row, language));
    case 'dateTime':
      return formatDate(field.pick(row, language));
    case 'warehouse': {
      const warehouse = field.pick(row, language);
      return warehouse ? warehouseText(field.show, warehouse, language) : '-';
    }
    case 'count': {
      const value = field.pick(row, language);
      return value === null ? '-' : String(value);
    }
    default:
      return field.pick(row, language) || '-';
  }
};

/** How a screen may show a field besides its text: a test id on it, or something else instead. */
export type FieldShow<Row> = { testId?: (row: Row) => string; render?: (row: Row) => ReactNode };

/** A field's content on screen: its text (`fieldText`), with the test id when one is asked for. */
export const fieldContent = <Row,>(
  field: CatalogueField<Row>,
  row: Row,
  language: Language,
  show: FieldShow<Row> = {},
): ReactNode => {
  if (show.render) return show.render(row);
  const text = fieldText(field, row, language);
  return show.testId ? <span data-testid={show.testId(row)}>{text}</span> : text;
};

/**
 * The detail page's descriptions of a catalogue's fields: `item('claimType')`, labelled as the list's
 * column is, showing what the list shows; `span` as antd's Descriptions takes it.
 */
export const catalogueItems =
  <Row, K extends string>(catalogue: FieldCatalogue<Row, K>, row: Row, language: string) =>
  (key: K, show: FieldShow<Row> & { span?: number } = {}) => {
    const lang = uiLanguage(language);
    return {
      key,
      label: labelOf(catalogue, key)[lang],
      children: fieldContent(fieldOf(catalogue, key), row, lang, show),
      span: show.span ?? 1,
    };
  };
