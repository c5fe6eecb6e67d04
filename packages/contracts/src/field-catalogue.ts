import type { Bilingual } from './fields';
import type { Language } from './limits';
import type { Currency } from './money';

// A document's field catalogue: what each field of its API row is (text, a count, one of a set of
// values, an amount in a currency, an instant) and where it is read from. The web's list columns and
// detail descriptions and the server's export columns are built from it, so a field is described once
// and the list, the detail page and the file agree (issue 23 §4). The labels stay in the domain's
// `*_FIELDS` catalogue, which the web's `fields.*` texts and import headers read too.

/** How a field reads from its row; the reader's language is there for text composed of labels. */
type Read<Row, V> = (row: Row, language: Language) => V;

/**
 * One field of a row, by what it holds. `width` is the export column's, in characters; `label` names a
 * field whose key is not its label's (a list column keyed by its sort key, e.g. `slotDate` shown as
 * "Slot").
 */
export type CatalogueField<Row> = { width?: number; label?: Bilingual } & (
  | { kind: 'text'; pick: Read<Row, string | null> }
  | { kind: 'count'; pick: Read<Row, number | null> }
  | { kind: 'choice'; pick: Read<Row, string | null>; labels: Record<string, Bilingual> }
  | { kind: 'money'; pick: Read<Row, string | null>; currency: Read<Row, Currency> }
  | { kind: 'dateTime'; pick: Read<Row, string | null> }
  | { kind: 'warehouse'; pick: Read<Row, WarehouseNames | null>; show: 'label' | 'name' }
);

/** What a row holds of a warehouse. */
export type WarehouseNames = { code: string; nameZh: string; nameEn: string };

/** The warehouse's name in a language. */
export const warehouseName = (w: WarehouseNames, language: Language) =>
  language === 'en' ? w.nameEn : w.nameZh;

/** `LAX · 洛杉矶仓`: the code first, where the choice is among several warehouses. */
export const warehouseLabel = (w: WarehouseNames, language: Language) =>
  `${w.code} · ${warehouseName(w, language)}`;

/** A catalogue: each described field's label and how it reads from the row. */
export type FieldCatalogue<Row, K extends string = string> = {
  labels: Record<K, Bilingual>;
  fields: Partial<Record<K, CatalogueField<Row>>>;
};

/** The keys a catalogue describes. */
export type CatalogueKey<C> = C extends FieldCatalogue<never, infer K> ? K : never;

/**
 * A catalogue of `Row` over a label catalogue: `defineCatalogue<Claim>()(CLAIM_FIELDS, { claimNo:
 * textField((r) => r.claimNo), … })`. A key without a label does not type-check.
 */
export const defineCatalogue =
  <Row>() =>
  <K extends string>(
    labels: Record<K, Bilingual>,
    fields: Partial<Record<K, CatalogueField<Row>>>,
  ): FieldCatalogue<Row, K> => ({ labels, fields });

export const textField = <Row>(pick: Read<Row, string | null>, width?: number): CatalogueField<Row> => ({
  kind: 'text',
  pick,
  width,
});

export const countField = <Row>(pick: Read<Row, number | null>, width?: number): CatalogueField<Row> => ({
  kind: 'count',
  pick,
  width,
});

/** One of a set of values, each named by `labels` (a status, a type), or none. */
export const choiceField = <Row, V extends string>(
  labels: Record<V, Bilingual>,
  pick: Read<Row, V | null>,
  width?: number,
): CatalogueField<Row> => ({ kind: 'choice', pick, labels, width });

/** An amount (a decimal string) in the row's currency. */
export const moneyField = <Row>(
  currency: Read<Row, Currency>,
  pick: Read<Row, string | null>,
  width?: number,
): CatalogueField<Row> => ({ kind: 'money', pick, currency, width });

/** An instant (ISO 8601), shown on the reader's clock. */
export const dateTimeField = <Row>(pick: Read<Row, string | null>): CatalogueField<Row> => ({
  kind: 'dateTime',
  pick,
});

/**
 * The warehouse of the row: by `warehouseLabel` (code · name), or by its name alone where the company
 * knows its warehouses by name (`show: 'name'`).
 */
export const warehouseField = <Row>(
  pick: Read<Row, WarehouseNames | null>,
  options: { width?: number; show?: 'label' | 'name' } = {},
): CatalogueField<Row> => ({ kind: 'warehouse', pick, show: options.show ?? 'label', width: options.width });

/** A warehouse as its field shows it, in a language. */
export const warehouseText = (show: 'label' | 'name', w: WarehouseNames, language: Language) =>
  show === 'name' ? warehouseName(w, language) : warehouseLabel(w, language);

/** The field, named by another label of the catalogue than its key's. */
export const labelled = <Row>(label: Bilingual, field: CatalogueField<Row>): CatalogueField<Row> => ({
  ...field,
  label,
});

/** What a field is called: its own label, or its key's. */
export const labelOf = <Row, K extends string>(catalogue: FieldCatalogue<Row, K>, key: K): Bilingual =>
  catalogue.fields[key]?.label ?? catalogue.labels[key];

/** The field of `key`, or a thrown error naming it (a catalogue describes every field it is asked for). */
export const fieldOf = <Row, K extends string>(
  catalogue: FieldCatalogue<Row, K>,
  key: K,
): CatalogueField<Row> => {
  const field = catalogue.fields[key];
  if (!field) throw new Error(`The catalogue has no field "${key}"`);
  return field;
};

/**
 * A field's value as a file cell: text as it is, a count as a number, a choice by its label in
 * `language`, an amount as its decimal string (the currency has a column of its own), a warehouse
 * as `warehouseLabel`. An instant is
 * left to the caller (`instant`), which knows the reader's clock.
 */
export const plainValue = <Row>(
  field: CatalogueField<Row>,
  row: Row,
  language: Language,
  instant: (iso: string | null) => string | null,
): string | number | null => {
  switch (field.kind) {
    case 'choice': {
      const value = field.pick(row, language);
      return value === null ? null : (field.labels[value]?.[language] ?? value);
    }
    case 'dateTime':
      return instant(field.pick(row, language));
    case 'warehouse': {
      const warehouse = field.pick(row, language);
      return warehouse ? warehouseText(field.show, warehouse, language) : null;
    }
    default:
      return field.pick(row, language);
  }
};

/** The export column width of a kind, where the field names none. */
export const DEFAULT_WIDTHS: Record<CatalogueField<unknown>['kind'], number> = {
  text: 16,
  count: 10,
  choice: 12,
  money: 14,
  dateTime: 20,
  warehouse: 20,
};
