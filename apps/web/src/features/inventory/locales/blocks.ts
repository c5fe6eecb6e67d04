import {
  AGE_BUCKET_LABELS,
  INVENTORY_FIELDS,
  MOVEMENT_TYPE_LABELS,
  PRODUCT_CATEGORY_LABELS,
  STOCK_DOCUMENT_LABELS,
  toLanguage,
  type Language,
} from '@oms/contracts';

/**
 * The labels this namespace takes from the contracts' catalogues rather than from its JSON: the
 * server's export and import headers read the same catalogues, so a label is written once.
 */
export const blocks = (language: Language) => ({
  fields: toLanguage(INVENTORY_FIELDS, language),
  movementType: toLanguage(MOVEMENT_TYPE_LABELS, language),
  documentType: toLanguage(STOCK_DOCUMENT_LABELS, language),
  ageBucket: toLanguage(AGE_BUCKET_LABELS, language),
  category: toLanguage(PRODUCT_CATEGORY_LABELS, language),
});
