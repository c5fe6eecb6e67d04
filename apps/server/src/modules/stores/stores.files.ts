import {
  INVENTORY_UPDATE_LABELS,
  mappingImportRow,
  mappingPageRequest,
  STORE_CODES,
  STORE_EXPORT_KIND,
  STORE_FIELDS,
  STORE_MAPPING_FIELDS,
  STORE_MAPPING_EXPORT_KIND,
  STORE_MAPPING_IMPORT_KIND,
  STORE_PLATFORM_NAMES,
  STORE_STATUS_LABELS,
  requiredHeader,
  storePageRequest,
} from '@oms/contracts';
import { dateTimeColumn, exportDateTime, listExport } from '../exports/define-export';
import { defineImport } from '../imports/define-import';
import { skuMappingsRepository } from './sku-mappings.repository';
import type { SkuMappingsService } from './sku-mappings.service';
import { storesRepository } from './stores.repository';

// The store list and the SKU mapping as xlsx, and the SKU mapping from xlsx.

const storeList = listExport(storePageRequest)((ctx, selection) =>
  storesRepository.listQuery(ctx.companyId, selection),
);

export const storesExport = storeList.defineExport({
  kind: STORE_EXPORT_KIND,
  module: 'stores',
  name: { zh: '店铺', en: 'Stores' },
  permission: STORE_CODES.export,
  columns: [
    { key: 'name', header: STORE_FIELDS.name, width: 24, value: (r) => r.name },
    {
      key: 'platform',
      header: STORE_FIELDS.platform,
      width: 16,
      value: (r, language) => STORE_PLATFORM_NAMES[r.platform][language],
    },
    {
      key: 'shopDomain',
      header: STORE_FIELDS.shopDomain,
      width: 28,
      value: (r) => r.shopDomain,
    },
    {
      key: 'status',
      header: STORE_FIELDS.status,
      width: 12,
      value: (r, l) => STORE_STATUS_LABELS[r.status][l],
    },
    {
      key: 'inventoryUpdate',
      header: STORE_FIELDS.inventoryUpdate,
      width: 14,
      value: (r, l) => INVENTORY_UPDATE_LABELS[r.inventoryUpdate][l],
    },
    {
      key: 'authorization',
      header: STORE_FIELDS.authorization,
      width: 40,
      value: (r, _language, c) =>
        [r.shopName, r.credentialHint, r.checkedAt && exportDateTime(r.checkedAt, c.timeZone)]
          .filter(Boolean)
          .join(' / '),
    },
    {
      key: 'mappingCount',
      header: STORE_FIELDS.mappingCount,
      width: 12,
      value: (r) => r.mappingCount,
    },
    { key: 'remark', header: STORE_FIELDS.remark, width: 30, value: (r) => r.remark },
    dateTimeColumn('createdAt', STORE_FIELDS.createdAt, (r) => r.createdAt),
    dateTimeColumn('updatedAt', STORE_FIELDS.updatedAt, (r) => r.updatedAt),
  ],
});

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
