import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import {
  FILE_LIMITS,
  formatMessage,
  PRODUCT_IMAGE_READ_CODES,
  PRODUCT_IMAGES_ZIP,
  PRODUCT_LIMITS,
  PRODUCT_MACHINE,
  RESULT_CODE,
  type Language,
  type MessageKey,
  type ProductImagesImportResult,
  type ProductStatus,
} from '@oms/contracts';
import { AppError, errors } from '../../lib/errors';
import { bufferSource, detectFileType, ZIP_LOCAL } from '../../lib/magic-bytes';
import { checkZipDirectory, unzipEntries, ZipRefused, type ZipLimits } from '../../lib/zip';
import type { Deps } from '../../core/deps';
import type { AuthContext } from '../../core/context';
import type { FileRow, FilesService } from '../files/files.service';
import type { OperationRecordsService } from '../operation-records/operation-records.service';
import { productsRepository as repo } from './products.repository';
import { PRODUCT_ENTITY } from './products.service';

export type ProductImagesDeps = Pick<Deps, 'db'> & {
  files: FilesService;
  operationRecords: OperationRecordsService;
};

/** What the zip may unpack to: images are small, a few hundred of them at most. */
const IMAGES_ZIP_LIMITS: ZipLimits = {
  maxTotalBytes: 4 * PRODUCT_IMAGES_ZIP.maxBytes,
  maxEntryBytes: PRODUCT_IMAGES_ZIP.maxBytes,
  maxRatio: 200,
  maxEntries: PRODUCT_IMAGES_ZIP.maxEntries,
};
/** Images go to products that can still be submitted (new or rejected). */
const EDITABLE: readonly ProductStatus[] = PRODUCT_MACHINE.transitions.submit.from;
const IMAGE_NAME = /^(.+)\.(jpe?g|png|gif)$/i;
const POSITION = /^(.+)[-_](\d{1,2})$/;

type Entry = { file: string; candidates: { sku: string; position: number }[] };
type Skip = { file: string; message: MessageKey; params?: Record<string, string | number> };

/** A zip entry by its name: `SKU.jpg`, `SKU-2.jpg`, `SKU_3.png` (folders ignored); null for system files. */
const entryOf = (name: string): Entry | 'skip' | null => {
  const file = name.split('/').pop() ?? name;
  if (name.startsWith('__MACOSX/') || file.startsWith('.')) return null;
  const stem = IMAGE_NAME.exec(file)?.[1]?.trim().toUpperCase();
  if (!stem) return 'skip';
  const numbered = POSITION.exec(stem);
  // A SKU may end in "-01" itself: the whole stem is tried first, then without its number.
  const candidates = [{ sku: stem, position: 1 }];
  if (numbered) candidates.push({ sku: numbered[1]!, position: Number(numbered[2]) });
  return { file: name, candidates };
};

/**
 * Images for many products from one zip named by SKU, checked by content and the image upload rules,
 * added (up to PRODUCT_LIMITS.imagesMax each) to products that can still be submitted, in one
 * transaction; answers per SKU what was added and per file why one was not.
 */
export const createProductImagesImport = ({ db, files, operationRecords }: ProductImagesDeps) => {
  /** The zip, read whole (at most PRODUCT_IMAGES_ZIP.maxBytes) and its directory checked. */
  const readZip = async (source: Readable & { truncated?: boolean }) => {
    const tooLarge = () =>
      new AppError(RESULT_CODE.tooLarge, 'productImages.zipTooLarge', { mb: PRODUCT_IMAGES_ZIP.maxMb });
    // The multipart parser stops one byte above the limit (and may say so by an error).
    const content = await buffer(source).catch((error: unknown) => {
      throw (error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE' ? tooLarge() : error;
    });
    if (source.truncated || content.length > PRODUCT_IMAGES_ZIP.maxBytes) throw tooLarge();
    if (content.length < 4 || content.readUInt32LE(0) !== ZIP_LOCAL) {
      throw errors.invalid('productImages.zipType', undefined, 'file');
    }
    try {
      const names = (await checkZipDirectory(bufferSource(content), IMAGES_ZIP_LIMITS)).map((e) => e.name);
      return { content, names: names.filter((n) => !n.endsWith('/')) };
    } catch (error) {
      if (error instanceof ZipRefused) throw errors.invalid('productImages.badZip', undefined, 'file');
      throw error;
    }
  };

  return async (
    auth: AuthContext,
    source: Readable,
    language: Language,
  ): Promise<ProductImagesImportResult> => {
    const { content, names } = await readZip(source);
    const skipped: Skip[] = [];
    const entries = new Map<string, Entry>();
    for (const name of names) {
      const entry = entryOf(name);
      if (entry === 'skip') skipped.push({ file: name, message: 'productImages.badName' });
      else if (entry) entries.set(name, entry);
    }
    const skus = [...new Set([...entries.values()].flatMap((e) => e.candidates.map((c) => c.sku)))];
    const products = new Map((await repo.bySkus(db, auth.companyId, skus)).map((p) => [p.sku, p]));

    // Every usable image of a known, editable product is stored first (one entry in memory at a time).
    const stored: { file: string; sku: string; position: number; row: FileRow }[] = [];
    const owner = files.ownerOf(auth);
    const discard = (rows: FileRow[]) => Promise.all(rows.map((row) => files.discard(row)));
    try {
      for await (const { name, data } of unzipEntries(content, IMAGES_ZIP_LIMITS)) {
        const entry = entries.get(name);
        if (!entry) continue;
        const match = entry.candidates.find((c) => products.has(c.sku));
        const product = match && products.get(match.sku);
        if (!match || !product) {
          skipped.push({
            file: name,
            message: 'productImages.unknownSku',
            params: { sku: entry.candidates[0]!.sku },
          });
        } else if (!EDITABLE.includes(product.status)) {
          skipped.push({ file: name, message: 'productImages.notEditable', params: { sku: product.sku } });
        } else if (data.length > FILE_LIMITS.imageMaxBytes) {
          skipped.push({
            file: name,
            message: 'productImages.tooLarge',
            params: { kb: FILE_LIMITS.imageMaxBytes / 1024 },
          });
        } else if (
          !(await detectFileType(bufferSource(data)).then((t) => t === 'jpg' || t === 'png' || t === 'gif'))
        ) {
          skipped.push({ file: name, message: 'productImages.notImage' });
        } else {
          const row = await files.upload(
            Readable.from([data]),
            name.split('/').pop(),
            'image',
            owner,
            'upload',
            PRODUCT_ENTITY,
          );
          stored.push({ file: name, sku: product.sku, position: match.position, row });
        }
      }
    } catch (error) {
      await discard(stored.map((s) => s.row));
      if (error instanceof ZipRefused) throw errors.invalid('productImages.badZip', undefined, 'file');
      throw error;
    }

    // In one transaction: each product locked, its images added in name order up to the maximum.
    stored.sort(
      (a, b) => a.sku.localeCompare(b.sku) || a.position - b.position || a.file.localeCompare(b.file),
    );
    const unused: FileRow[] = [];
    const added = new Map<string, { added: number; total: number }>();
    try {
      await db.transaction(async (tx) => {
        const ids = [...new Set(stored.map((s) => products.get(s.sku)!.id))];
        const locked = new Map((await repo.lockMany(tx, auth.companyId, ids)).map((p) => [p.sku, p]));
        for (const sku of new Set(stored.map((s) => s.sku))) {
          const row = locked.get(sku);
          const mine = stored.filter((s) => s.sku === sku);
          if (!row || !EDITABLE.includes(row.status)) {
            for (const s of mine)
              skipped.push({ file: s.file, message: 'productImages.notEditable', params: { sku } });
            unused.push(...mine.map((s) => s.row));
            continue;
          }
          const room = Math.max(0, PRODUCT_LIMITS.imagesMax - row.imageFileIds.length);
          const taken = mine.slice(0, room);
          for (const s of mine.slice(room)) {
            skipped.push({
              file: s.file,
              message: 'productImages.tooMany',
              params: { sku, max: PRODUCT_LIMITS.imagesMax },
            });
            unused.push(s.row);
          }
          if (taken.length === 0) continue;
          const attached = await files.attach(
            tx,
            auth.companyId,
            taken.map((s) => s.row.id),
            PRODUCT_IMAGE_READ_CODES,
          );
          if (attached.length !== taken.length) throw errors.invalid('products.imageInvalid');
          const imageFileIds = [...row.imageFileIds, ...attached];
          await repo.update(tx, row.id, { imageFileIds });
          await operationRecords.record(tx, {
            tenantId: auth.tenantId,
            companyId: auth.companyId,
            userId: auth.userId,
            actor: auth.accountName,
            entityType: PRODUCT_ENTITY,
            entityId: row.id,
            action: 'update',
            fromState: row.status,
            toState: row.status,
            note: 'imageFileIds',
          });
          added.set(sku, { added: taken.length, total: imageFileIds.length });
        }
      });
    } catch (error) {
      await discard(stored.map((s) => s.row));
      throw error;
    }
    await discard(unused);
    return {
      added: [...added.values()].reduce((sum, p) => sum + p.added, 0),
      products: [...added].map(([sku, p]) => ({ sku, ...p })),
      skipped: skipped
        .sort((a, b) => a.file.localeCompare(b.file))
        .map((s) => ({ file: s.file, reason: formatMessage(s.message, language, s.params) })),
    };
  };
};
export type ProductImagesImport = ReturnType<typeof createProductImagesImport>;
