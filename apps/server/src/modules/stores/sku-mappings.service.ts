import type {
  BatchResult,
  DeleteMappingsRequest,
  ListingsResult,
  MappingImportRow,
  MappingPageRequest,
  PageResult,
  SaveMappingRequest,
  SkuMapping,
} from '@oms/contracts';
import type { Tx } from '../../db/client';
import { errors } from '../../lib/errors';
import { paginate } from '../../lib/paginate';
import type { Deps } from '../../core/deps';
import type { AuthContext } from '../../core/context';
import { ImportRowsError, type ImportContext, type ImportRow } from '../imports/define-import';
import { skuMappingsRepository as repo, type MappingRow } from './sku-mappings.repository';
import { storesRepository } from './stores.repository';
import type { StoresService } from './stores.service';
import { isUniqueViolation } from '../../lib/pg-errors';

export type SkuMappingsDeps = Pick<Deps, 'db'> & { stores: StoresService };

export const toMapping = (row: MappingRow): SkuMapping => ({
  id: String(row.id),
  storeId: String(row.storeId),
  platformSku: row.platformSku,
  productId: String(row.productId),
  sku: row.sku,
  productName: row.productName,
  updatedAt: row.updatedAt.toISOString(),
});

/** SKU mapping of a store: its platform SKUs → the company's products. Another company's store is 404. */
export const createSkuMappingsService = ({ db, stores }: SkuMappingsDeps) => {
  const productOf = async (auth: AuthContext, productId: string) => {
    const [product] = await repo.products(db, auth.companyId, { ids: [Number(productId)] });
    // Chosen by id (another company's, or gone): there is no SKU to name.
    if (!product) throw errors.invalid('stores.productUnknown', {}, 'productId');
    return product;
  };

  return {
    async page(auth: AuthContext, request: MappingPageRequest): Promise<PageResult<SkuMapping>> {
      const { current, size, sort, cursor, storeId, keyword } = request;
      const store = await stores.load(auth, Number(storeId));
      const page = await paginate(db, repo.listQuery(auth.companyId, { storeId: store.id, keyword }), {
        current,
        size,
        sort,
        cursor,
      });
      return { ...page, records: page.records.map(toMapping) };
    },

    /** Adds a mapping, or changes one (`id`); a platform SKU maps to one product per store. */
    async save(auth: AuthContext, input: SaveMappingRequest): Promise<SkuMapping> {
      const store = await stores.load(auth, Number(input.storeId));
      const product = await productOf(auth, input.productId);
      const duplicate = () => errors.conflict('stores.mappingDuplicate', { sku: input.platformSku });
      const id = await db
        .transaction(async (tx) => {
          const [taken] = await repo.ofPlatformSkus(tx, store.id, [input.platformSku]);
          if (taken && String(taken.id) !== input.id) throw duplicate();
          const values = { platformSku: input.platformSku, productId: product.id };
          if (input.id) {
            const existing = await repo.byId(tx, auth.companyId, store.id, Number(input.id));
            if (!existing) throw errors.notFound();
            await repo.update(tx, existing.id, values);
            return existing.id;
          }
          await repo.insert(tx, [{ companyId: auth.companyId, storeId: store.id, ...values }]);
          const [created] = await repo.ofPlatformSkus(tx, store.id, [input.platformSku]);
          return created!.id;
        })
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? duplicate() : error;
        });
      const row = await repo.byId(db, auth.companyId, store.id, id);
      return toMapping(row!);
    },

    async delete(auth: AuthContext, input: DeleteMappingsRequest): Promise<BatchResult> {
      const store = await stores.load(auth, Number(input.storeId));
      const ids = [...new Set(input.ids.map(Number))];
      return db.transaction(async (tx) => {
        const deleted = await repo.deleteMany(tx, auth.companyId, store.id, ids);
        // All or nothing: an id of another store or company is not found.
        if (deleted.length !== ids.length) throw errors.notFound();
        return { affected: deleted.length };
      });
    },

    /** The platform's listings with their mapping, to map what is not mapped yet. */
    async listings(auth: AuthContext, storeId: string): Promise<ListingsResult> {
      const store = await stores.load(auth, Number(storeId));
      const listings = await stores.withConnector(auth, store, (connector, access) =>
        connector.listings(access),
      );
      if (!listings) throw errors.conflict('stores.noListings');
      const withSku = [
        ...new Map(listings.filter((l) => l.platformSku).map((l) => [l.platformSku!, l])).values(),
      ];
      const mapped = new Map(
        (
          await repo.ofPlatformSkus(
            db,
            store.id,
            withSku.map((l) => l.platformSku!),
          )
        ).map((r) => [r.platformSku, r.sku]),
      );
      return {
        listings: withSku.map((l) => ({
          platformSku: l.platformSku!,
          title: l.title,
          mappedSku: mapped.get(l.platformSku!) ?? null,
        })),
        withoutSku: listings.length - listings.filter((l) => l.platformSku).length,
      };
    },

    /** The import's rows: stores and SKUs by name, all or nothing; a mapped platform SKU is re-pointed. */
    async importMany(tx: Tx, ctx: ImportContext, rows: ImportRow<MappingImportRow>[]) {
      const storeByName = new Map(
        (
          await storesRepository.byNames(tx, ctx.companyId, [...new Set(rows.map((r) => r.data.storeName))])
        ).map((s) => [s.name.toLowerCase(), s.id]),
      );
      const productBySku = new Map(
        (await repo.products(tx, ctx.companyId, { skus: [...new Set(rows.map((r) => r.data.sku))] })).map(
          (p) => [p.sku, p.id],
        ),
      );
      const refused: ImportRowsError['rows'] = [];
      const seen = new Set<string>();
      const values = [];
      for (const { rowNumber, data } of rows) {
        const storeId = storeByName.get(data.storeName.toLowerCase());
        const productId = productBySku.get(data.sku);
        const key = `${storeId}\u0000${data.platformSku}`;
        if (!storeId)
          refused.push({
            rowNumber,
            column: 'storeName',
            message: 'stores.storeUnknown',
            params: { name: data.storeName },
          });
        else if (!productId)
          refused.push({ rowNumber, column: 'sku', message: 'stores.skuUnknown', params: { sku: data.sku } });
        else if (seen.has(key))
          refused.push({
            rowNumber,
            column: 'platformSku',
            message: 'stores.mappingRepeated',
            params: { sku: data.platformSku },
          });
        else values.push({ companyId: ctx.companyId, storeId, platformSku: data.platformSku, productId });
        seen.add(key);
      }
      if (refused.length > 0) throw new ImportRowsError(refused);
      for (let i = 0; i < values.length; i += 1000) await repo.upsert(tx, values.slice(i, i + 1000));
    },
  };
};
export type SkuMappingsService = ReturnType<typeof createSkuMappingsService>;
