import {
  choiceField,
  countField,
  dateTimeField,
  defineCatalogue,
  textField,
  warehouseField,
} from './field-catalogue';
import { INVENTORY_FIELDS, type StockBucket, type StockRow } from './inventory';
import { PRODUCT_CATEGORY_LABELS } from './products-fields';

/** A bucket's pieces, or what is on hand in all (`total`). */
const pieces = (key: StockBucket | 'total') => countField<StockRow>((r) => r[key]);

/**
 * How each field of a balance reads: the stock list's columns, its detail page and the export. The
 * warehouse reads as code · name, where the choice is among several; the threshold is the figure in
 * force (the list adds where it comes from and whether the balance is low).
 */
export const INVENTORY_CATALOGUE = defineCatalogue<StockRow>()(INVENTORY_FIELDS, {
  warehouse: warehouseField((r) => r.warehouse),
  sku: textField((r) => r.sku, 20),
  productName: textField((r, language) => (language === 'en' ? r.nameEn : r.nameZh), 28),
  brand: textField((r) => r.brandName, 14),
  category: choiceField(PRODUCT_CATEGORY_LABELS, (r) => r.category, 14),
  inTransit: pieces('inTransit'),
  available: pieces('available'),
  reserved: pieces('reserved'),
  unsellable: pieces('unsellable'),
  shipped: pieces('shipped'),
  total: pieces('total'),
  volume: textField((r) => r.volume, 12),
  oldestAgeDays: countField((r) => r.oldestAgeDays, 12),
  threshold: countField((r) => r.alert.threshold, 12),
  updatedAt: dateTimeField((r) => r.updatedAt),
});
