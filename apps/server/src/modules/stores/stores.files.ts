import {
  mappingImportRow,
  mappingPageRequest,
  STORE_CATALOGUE,
  STORE_CODES,
  STORE_EXPORT_KIND,
  STORE_FIELDS,
  STORE_MAPPING_FIELDS,
  STORE_MAPPING_EXPORT_KIND,
  STORE_MAPPING_IMPORT_KIND,
  requiredHeader,
  storeAuthorizationLines,
  storePageRequest,
  type Store,
} from '@oms/contracts';
import { dateTimeColumn, exportDateTime, listExport, type ExportColumn } from '../exports/define-export';
import { defineImport } from '../imports/define-import';
import { skuMappingsRepository } from './sku-mappings.repository';
import type { SkuMappingsService } from './sku-mappings.service';
import { storesRepository } from './stores.repository';
import { toStore } from './stores.service';

// The store list and the SKU mapping as xlsx, and the SKU mapping from xlsx.

const storeList = listExport(storePageRequest)((ctx, selection) =>
  storesRepository.listQuery(ctx.companyId, selection),
);

const catalogueFile = storeList.catalogueExport({
  kind: STORE_EXPORT_KIND,
  module: 'stores',
  name: { zh: '店铺', en: 'Stores' },
  permission: STORE_CODES.export,
  catalogue: STORE_CATALOGUE,
  toRow: (record) => toStore(record),
  keys: [
    'name',
    'platform',
    'shopDomain',
    'status',
    'inventoryUpdate',
    'mappingCount',
    'remark',
    'createdAt',
    'updatedAt',
  ],
});

/**
 * The authorization as the list shows it, its lines joined: the shop and the token with their
 * labels, when it was last checked on the user's clock (or that it was not), why the last check
 * failed, and that a manual store needs none. The catalogue has no field of it (a text field cannot
 * write an instant on the reader's clock), so the file writes it here, where the list shows it.
 */
const authorizationColumn: ExportColumn<Store> = {
  key: 'authorization',
  header: STORE_FIELDS.authorization,
  width: 40,
  value: (r, language, c) =>
    storeAuthorizationLines(r, language, (iso) => exportDateTime(iso, c.timeZone))
      .map((line) => line.text)
      .join(' / '),
};

/** The store list as xlsx (OMS_BASICSTORE:export), read as the list reads it, in its order. */
export const storesExport: typeof catalogueFile = {
  ...catalogueFile,
  columns: catalogueFile.columns.flatMap((column) =>
    column.key === 'mappingCount' ? [authorizationColumn, column] : [column],
  ),
};

/** One store's mapping, filtered as its list is. */
const mappingList = listExport(mappingPageRequest)((ctx, selection) =>
  skuMappingsRepository.listQuery(
    ctx.companyId,
    'ids' in selection ? selection : { storeId: Number(selection.storeId), keyword: selection.keyword },
  ),
);

export const mappingsExport = mappingList.defineExport({
  kind: STORE_MAPPING_EXPORT_KIND,
  module: 'stores',
  name: { zh: '店铺SKU映射', en: 'Store SKU mapping' },
  permission: STORE_CODES.export,
  columns: [
    { key: 'storeName', header: STORE_MAPPING_FIELDS.storeName, width: 24, value: (r) => r.storeName },
    {
      key: 'platformSku',
      header: STORE_MAPPING_FIELDS.platformSku,
      width: 24,
      value: (r) => r.platformSku,
    },
    { key: 'sku', header: STORE_MAPPING_FIELDS.sku, width: 20, value: (r) => r.sku },
    {
      key: 'productName',
      header: STORE_MAPPING_FIELDS.productName,
      width: 30,
      value: (r, language) => (language === 'en' ? r.productNameEn : r.productName),
    },
    dateTimeColumn('updatedAt', STORE_MAPPING_FIELDS.updatedAt, (r) => r.updatedAt),
  ],
});

/** The SKU mapping from xlsx (the same columns as its export): all rows or none, with an error file. */
export const mappingsImport = (service: SkuMappingsService) =>
  defineImport({
    kind: STORE_MAPPING_IMPORT_KIND,
    module: 'stores',
    name: { zh: '店铺SKU映射', en: 'Store SKU mapping' },
    permission: STORE_CODES.import,
    templateColumns: [
      {
        key: 'storeName',
        header: requiredHeader(STORE_MAPPING_FIELDS.storeName),
        example: 'My Shopify store',
        width: 24,
      },
      {
        key: 'platformSku',
        header: requiredHeader(STORE_MAPPING_FIELDS.platformSku),
        example: 'TSHIRT-RED-M',
        width: 24,
      },
      { key: 'sku', header: requiredHeader(STORE_MAPPING_FIELDS.sku), example: 'SKU-0001', width: 20 },
    ],
    rowSchema: mappingImportRow,
    apply: (tx, rows, ctx) => service.importMany(tx, ctx, rows),
  });
