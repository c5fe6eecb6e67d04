import { setImmediate as nextTurn } from 'node:timers/promises';
import { PRODUCT_MACHINE } from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
import type { AccountsService } from '../accounts/accounts.service';
import { ImportRowsError, type ImportRow, type StageContext, type Staged } from '../imports/define-import';
import type { OperationRecordsService } from '../operation-records/operation-records.service';
import type { ProductImportRow } from './products.import';
import { productImportProblems } from './products.import-rules';
import { columnsOf } from './products.mapping';
import { productsRepository as repo } from './products.repository';
import { PRODUCT_ENTITY } from './products.service';

/** Rows per staging statement: each is one short statement of its own (~10 ms on PGlite). */
const STAGE_CHUNK = 500;

export type ProductImporterDeps = {
  db: DbOrTx;
  operationRecords: OperationRecordsService;
  accounts: AccountsService;
};

/**
 * Writes an import's checked products (products.import.ts): staged first in short statements, so
 * the database serves other requests meanwhile, then copied into products with one record each in
 * the import job's transaction, after the rules are checked again there (a SKU created or a brand
 * deleted since the check refuses its rows, and nothing is written; rows take the brand their name
 * means when the transaction runs).
 */
export const createProductImporter = ({ db, operationRecords, accounts }: ProductImporterDeps) => ({
  async stage(rows: ImportRow<ProductImportRow>[], ctx: StageContext): Promise<Staged> {
    const { jobId, tenantId, companyId, userId } = ctx;
    const actor = (await accounts.findById(userId, db))?.accountName ?? 'system';
    const brandIds = await repo.brandIdsByName(db, companyId);
    // The staged rows (by seq) that name each brand, by its lower-case name.
    const seqsOfBrand = new Map<string, number[]>();
    rows.forEach(({ data }, seq) => {
      const name = data.brand?.toLowerCase();
      if (!name) return;
      const seqs = seqsOfBrand.get(name);
      if (seqs) seqs.push(seq);
      else seqsOfBrand.set(name, [seq]);
    });
    await repo.clearStaged(db, jobId);
    for (let i = 0; i < rows.length; i += STAGE_CHUNK) {
      const chunk = rows.slice(i, i + STAGE_CHUNK).map(({ data }, n) => {
        const { brand, ...form } = data;
        return {
          ...columnsOf({ ...form, imageFileIds: [] }),
          brandId: brand ? (brandIds.get(brand.toLowerCase()) ?? null) : null,
          jobId,
          seq: i + n,
          tenantId,
          companyId,
          createdBy: actor,
        };
      });
      await repo.stageMany(db, chunk);
      // A turn of the event loop: the statements other requests queued meanwhile run before the next chunk.
      await nextTurn();
    }
    return {
      async apply(tx) {
        const { problems, brandIds: now } = await productImportProblems(tx, companyId, rows);
        if (problems.length) throw new ImportRowsError(problems);
        // A brand named by the file that is another brand now than at staging (deleted and made
        // again, renamed, or missing then): its rows take the brand the name means now.
        for (const [name, seqs] of seqsOfBrand) {
          const current = now.get(name);
          if (current !== undefined && current !== (brandIds.get(name) ?? null))
            await repo.setStagedBrand(tx, jobId, seqs, current);
        }
        const ids = await repo.insertStaged(tx, jobId);
        const record = { tenantId, companyId, userId, actor, entityType: PRODUCT_ENTITY, action: 'import' };
        await operationRecords.recordEach(tx, { ...record, toState: PRODUCT_MACHINE.initial }, ids);
      },
      discard: async () => {
        await repo.clearStaged(db, jobId);
      },
    };
  },
});
