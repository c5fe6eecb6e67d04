import {
  mappingImportRow,
  mappingPageRequest,
  STORE_CODES,
  STORE_EXPORT_KIND,
  STORE_MAPPING_EXPORT_KIND,
  STORE_MAPPING_IMPORT_KIND,
  STORE_PLATFORM_NAMES,
  storePageRequest,
  type InventoryUpdateMethod,
  type StorePageRequest,
  type StoreStatus,
} from '@oms/contracts';
import type { z } from 'zod';
import {
  dateTimeColumn,
  exportDateTime,
  defineExport,
  fromListQuery,
  type ExportContext,
  type ExportSelection,
} from '../exports/define-export';
import { defineImport } from '../imports/define-import';
import { skuMappingsRepository, type MappingRow } from './sku-mappings.repository';
import type { SkuMappingsService } from './sku-mappings.service';
import { storesRepository, type StoreListRow } from './stores.repository';

// The store list and the SKU mapping as xlsx, and the SKU mapping from xlsx.

type StoreExportFilters = Omit<StorePageRequest, 'current' | 'size' | 'cursor'>;

const STATUS: Record<StoreStatus, { zh: string; en: string }> = {
  ENABLED: { zh: '启用', en: 'Enabled' },
  DISABLED: { zh: '停用', en: 'Disabled' },
  AUTH_EXPIRED: { zh: '授权过期', en: 'Authorization expired' },
};
const INVENTORY: Record<InventoryUpdateMethod, { zh: string; en: string }> = {
  AUTO: { zh: '自动同步', en: 'Automatic' },
  MANUAL: { zh: '手动更新', en: 'Manual' },
};

export const storesExport = defineExport<StoreListRow, StoreExportFilters>({
  kind: STORE_EXPORT_KIND,
  module: 'stores',
  name: { zh: '店铺', en: 'Stores' },
  permission: STORE_CODES.export,
  filters: storePageRequest.omit({ current: true, size: true, cursor: true }),
  columns: [
    { key: 'name', header: { zh: '店铺名称', en: 'Store name' }, width: 24, value: (r) => r.name },
    {
      key: 'platform',
      header: { zh: '平台', en: 'Platform' },
      width: 16,
      value: (r, language) => STORE_PLATFORM_NAMES[r.platform][language],
    },
    {
      key: 'shopDomain',
      header: { zh: '店铺域名', en: 'Shop domain' },
      width: 28,
      value: (r) => r.shopDomain,
    },
    { key: 'status', header: { zh: '状态', en: 'Status' }, width: 12, value: (r, l) => STATUS[r.status][l] },
    {
      key: 'inventoryUpdate',
      header: { zh: '库存更新方式', en: 'Inventory update' },
      width: 14,
      value: (r, l) => INVENTORY[r.inventoryUpdate][l],
    },
    {
      key: 'authorization',
      header: { zh: '授权信息', en: 'Authorization' },
      width: 40,
      value: (r, _language, c) =>
        [r.shopName, r.credentialHint, r.checkedAt && exportDateTime(r.checkedAt, c.timeZone)]
          .filter(Boolean)
          .join(' / '),
    },
    {
      key: 'mappingCount',
      header: { zh: 'SKU映射数', en: 'SKU mappings' },
      width: 12,
      value: (r) => r.mappingCount,
    },
    { key: 'remark', header: { zh: '备注', en: 'Remark' }, width: 30, value: (r) => r.remark },
    dateTimeColumn('createdAt', { zh: '创建时间', en: 'Created' }, (r) => r.createdAt),
    dateTimeColumn('updatedAt', { zh: '更新时间', en: 'Updated' }, (r) => r.updatedAt),
  ],
  ...fromListQuery((ctx: ExportContext, { ids, filters }: ExportSelection<StoreExportFilters>) => {
    const { sort: _sort, ...where } = filters;
    return storesRepository.listQuery(ctx.companyId, ids ? { ids } : where);
  }),
});

/** One store's mapping, filtered as its list is. */
const mappingFilters = mappingPageRequest.omit({ current: true, size: true, cursor: true });
type MappingExportFilters = z.infer<typeof mappingFilters>;

export const mappingsExport = defineExport<MappingRow, MappingExportFilters>({
  kind: STORE_MAPPING_EXPORT_KIND,
  module: 'stores',
  name: { zh: '店铺SKU映射', en: 'Store SKU mapping' },
  permission: STORE_CODES.export,
  filters: mappingFilters,
  columns: [
    { key: 'storeName', header: { zh: '店铺名称', en: 'Store name' }, width: 24, value: (r) => r.storeName },
    {
      key: 'platformSku',
      header: { zh: '平台SKU', en: 'Platform SKU' },
      width: 24,
      value: (r) => r.platformSku,
    },
    { key: 'sku', header: { zh: '系统SKU', en: 'Our SKU' }, width: 20, value: (r) => r.sku },
    {
      key: 'productName',
      header: { zh: '产品名称', en: 'Product name' },
      width: 30,
      value: (r, language) => (language === 'en' ? r.productNameEn : r.productName),
    },
    dateTimeColumn('updatedAt', { zh: '更新时间', en: 'Updated' }, (r) => r.updatedAt),
  ],
  ...fromListQuery((ctx: ExportContext, { ids, filters }: ExportSelection<MappingExportFilters>) =>
    skuMappingsRepository.listQuery(
      ctx.companyId,
      ids ? { ids } : { storeId: Number(filters.storeId), keyword: filters.keyword },
    ),
  ),
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
        header: { zh: '店铺名称*', en: 'Store name*' },
        example: 'My Shopify store',
        width: 24,
      },
      {
        key: 'platformSku',
        header: { zh: '平台SKU*', en: 'Platform SKU*' },
        example: 'TSHIRT-RED-M',
        width: 24,
      },
      { key: 'sku', header: { zh: '系统SKU*', en: 'Our SKU*' }, example: 'SKU-0001', width: 20 },
    ],
    rowSchema: mappingImportRow,
    apply: (tx, rows, ctx) => service.importMany(tx, ctx, rows),
  });
