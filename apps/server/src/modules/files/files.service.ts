import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import {
  FILE_CENTER_VIEW_CODE,
  isEvidenceMime,
  MIME_OF,
  RESULT_CODE,
  UPLOAD_RULES,
  type FileKind,
  type FileRecord,
  type FilesDeleteRequest,
  type FilesPageRequest,
  type FileType,
  type PageResult,
  type UploadPurpose,
} from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
import { AppError, errors } from '../../lib/errors';
import { detectFileType, type ByteSource } from '../../lib/magic-bytes';
import { StorageLimitError, type FileStorage } from '../../lib/storage';
import type { Deps } from '../../core/deps';
import type { AuthContext } from '../../core/context';
import type { JobOwner, JobsService } from '../jobs/jobs.service';
import { actorOf, type OperationRecordsService } from '../operation-records/operation-records.service';
import { nameByType, sanitizeFileName } from './file-names';
import { fileToRecord } from './file-record';
import { filesRepository as repo } from './files.repository';
import type { FileRow } from './files.table';

export type { FileRow };
export type FileOwner = { tenantId: number; companyId: number; userId: number | null };
export type FileMeta = { kind: FileKind; module: string; name: string };

export type FilesDeps = Pick<Deps, 'db' | 'log' | 'config'> & {
  storage: FileStorage;
  jobs: JobsService;
  operationRecords: OperationRecordsService;
};

const DAY_MS = 86_400_000;
/** A file still WRITING after this long belongs to a write that died. */
const STALE_WRITING_MS = 3_600_000;
const CLEANUP_BATCH = 500;
export const FILES_CLEANUP_JOB = 'files.cleanup';

const rangeSource = (storage: FileStorage, key: string, size: number): ByteSource => ({
  size,
  read: async (start, length) =>
    length <= 0 ? Buffer.alloc(0) : buffer(await storage.get(key, { start, end: start + length - 1 })),
});

/**
 * Stored files of a company: uploads checked by content, generated exports and error files, the
 * file center (list, download, delete) and the clean-up of expired files.
 */
export const createFilesService = (deps: FilesDeps) => {
  const { db, log, config, storage, jobs, operationRecords } = deps;
  const ttlMs = config.FILE_TTL_DAYS * DAY_MS;
  const expiry = () => new Date(Date.now() + ttlMs);

  const removeObject = (key: string) =>
    storage
      .delete(key)
      .catch((error: unknown) => log.warn({ err: error, key }, 'could not delete a stored file'));

  /** Inserts the row (WRITING) first, so a crash mid-write leaves something the clean-up finds. */
  const begin = (owner: FileOwner, meta: FileMeta, mime: string) =>
    repo.insert(db, {
      ...owner,
      ...meta,
      name: sanitizeFileName(meta.name),
      mime,
      storageKey: storage.newKey(),
    });

  const discard = async (row: FileRow) => {
    await removeObject(row.storageKey);
    await repo.deleteUnattached(db, row.companyId, [row.id]);
  };

  /**
   * Stores content whose type must be one of `types` (checked by content) and at most `maxBytes`;
   * answers the READY row, named by its content's type (`nameByType`). Refusals answer the purpose's messages.
   */
  const storeChecked = async (
    source: Readable | Buffer,
    owner: FileOwner,
    meta: FileMeta,
    rule: Pick<
      (typeof UPLOAD_RULES)[UploadPurpose],
      'types' | 'maxBytes' | 'typeMessage' | 'sizeMessage' | 'sizeParams'
    >,
  ): Promise<FileRow & { type: FileType }> => {
    const row = await begin(owner, meta, 'application/octet-stream');
    try {
      const { size } = await storage.put(source, { key: row.storageKey, maxBytes: rule.maxBytes });
      if (size === 0) throw errors.invalid('files.empty');
      const type = await detectFileType(rangeSource(storage, row.storageKey, size));
      if (!type || !rule.types.includes(type)) throw errors.invalid(rule.typeMessage);
      const ready = await repo.markReady(db, row.id, {
        size,
        mime: MIME_OF[type],
        name: nameByType(row.name, type),
        expiresAt: expiry(),
      });
      if (!ready) throw errors.notFound();
      return { ...ready, type };
    } catch (error) {
      await discard(row);
      // Our own limit, or the multipart parser's (set one byte above it) if it speaks first.
      if (
        error instanceof StorageLimitError ||
        (error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE'
      ) {
        throw new AppError(RESULT_CODE.tooLarge, rule.sizeMessage, rule.sizeParams);
      }
      throw error;
    }
  };

  /**
   * Who reads a file of the company: a document's file (ATTACHED) its uploader or a holder of one of
   * the codes the document gave it (e.g. the product list's view code); any other file (an export, an
   * error file, a fresh upload) its owner or the file center. Never one still being written.
   */
  const canRead = (auth: AuthContext, row: FileRow) => {
    if (row.companyId !== auth.companyId || row.status === 'WRITING') return false;
    if (row.userId === auth.userId) return true;
    if (row.status === 'ATTACHED') return row.readCodes.some((code) => auth.permissions.has(code));
    return auth.permissions.has(FILE_CENTER_VIEW_CODE);
  };

  /** A file named as evidence (see `evidenceOf`), or why it cannot be: missing, or not an image or a PDF. */
  const evidence = async (companyId: number, id: number) => {
    const file = await repo.ofCompany(db, companyId, id);
    if (!file || file.status === 'WRITING') return { file: undefined, problem: 'missing' as const };
    if (file.kind !== 'upload' || !isEvidenceMime(file.mime)) return { file, problem: 'type' as const };
    return { file, problem: null };
  };

  const cleanup = async () => {
    let removed = 0;
    for (;;) {
      const now = new Date();
      const gone = await repo.deleteExpired(
        db,
        now,
        new Date(now.getTime() - STALE_WRITING_MS),
        CLEANUP_BATCH,
      );
      for (const f of gone) await removeObject(f.storageKey);
      removed += gone.length;
      if (gone.length < CLEANUP_BATCH) break;
    }
    const jobsRemoved = await jobs.deleteFinishedBefore(db, new Date(Date.now() - ttlMs));
    return { files: removed, jobs: jobsRemoved };
  };
  jobs.register(FILES_CLEANUP_JOB, { handler: cleanup, maxAttempts: 1 });
  jobs.every(FILES_CLEANUP_JOB, Math.min(3_600_000, ttlMs));

  return {
    storage,

    /** An upload for `purpose`: type by content, size by the purpose's limit (specification §5). */
    upload: (
      source: Readable,
      name: string | undefined,
      purpose: UploadPurpose,
      owner: FileOwner,
      kind: FileKind = 'upload',
      module: string = purpose,
    ) => storeChecked(source, owner, { kind, module, name: name ?? purpose }, UPLOAD_RULES[purpose]),

    /**
     * A file the server writes (an export, an error file): `begin` records it (WRITING), `putContent`
     * streams the content in, and `markReady` makes it visible, typically in the transaction that
     * completes the job; `discard` removes it when the write fails.
     */
    begin: (owner: FileOwner, meta: FileMeta, mime: string) => begin(owner, meta, mime),
    putContent: (row: FileRow, content: Readable | Buffer) => storage.put(content, { key: row.storageKey }),

    markReady: async (handle: DbOrTx, row: FileRow, size: number) => {
      const ready = await repo.markReady(handle, row.id, { size, mime: row.mime, expiresAt: expiry() });
      if (!ready) throw errors.notFound();
      return ready;
    },

    /** Removes a file that will not be used (a failed write), row and content. */
    discard,

    /**
     * A file the server made whole in memory (a PDF, a statement): recorded, written and made
     * visible at once; removed again if any step fails.
     */
    writeReady: async (owner: FileOwner, meta: FileMeta, mime: string, content: Buffer) => {
      const row = await begin(owner, meta, mime);
      try {
        await storage.put(content, { key: row.storageKey });
        const ready = await repo.markReady(db, row.id, { size: content.length, mime, expiresAt: expiry() });
        if (!ready) throw errors.notFound();
        return ready;
      } catch (error) {
        await discard(row);
        throw error;
      }
    },

    /**
     * A file a warehouse sends through the integration API for a document of the company (inline, as
     * base64): checked by its content for `purpose`, owned by the company and by no user, under the
     * document's `module`.
     */
    warehouseUpload: (
      owner: { tenantId: number; companyId: number },
      module: string,
      purpose: UploadPurpose,
      input: { name: string; contentBase64: string },
    ) =>
      storeChecked(
        Buffer.from(input.contentBase64, 'base64'),
        { tenantId: owner.tenantId, companyId: owner.companyId, userId: null },
        { kind: 'upload', module, name: input.name },
        UPLOAD_RULES[purpose],
      ),

    /**
     * Attaches files a warehouse uploaded for `module` of the company (see `warehouseUpload`), each
     * named once, still unused and of a type `accepts`, readable by holders of `readCodes`; false (and
     * nothing attached) when any is not such a file.
     */
    async attachWarehouseUploads(
      tx: DbOrTx,
      companyId: number,
      module: string,
      ids: number[],
      readCodes: string[],
      accepts: (mime: string) => boolean,
    ) {
      if (new Set(ids).size !== ids.length) return false;
      for (const id of ids) {
        const f = await repo.ofCompany(tx, companyId, id);
        if (!f || f.status !== 'READY' || f.userId !== null || f.module !== module || !accepts(f.mime))
          return false;
      }
      if (ids.length > 0) await repo.attach(tx, companyId, ids, readCodes, ['upload']);
      return true;
    },

    /** A file of the company by id (any status), for modules that read their own files. */
    ofCompany: (companyId: number, id: number) => repo.ofCompany(db, companyId, id),
    /**
     * A file of the company that may stand as evidence on a document (a remittance slip, a claim's
     * or a dispute's attachment): its finished upload whose content was detected as an image or a
     * PDF; undefined for anything else.
     */
    evidenceOf: async (companyId: number, id: number) => {
      const { file, problem } = await evidence(companyId, id);
      return problem ? undefined : file;
    },
    /** The same, saying why a file cannot be evidence: `missing` (no such file of the company) or `type`. */
    evidence,
    byId: (id: number) => repo.byId(db, id),
    read: (row: FileRow) => storage.get(row.storageKey),
    /** The stored content by ranges (e.g. a zip's directory without reading the whole file). */
    source: (row: FileRow): ByteSource => rangeSource(storage, row.storageKey, row.size),

    /**
     * Marks files of the company as used by a document (kept until `detach`), readable by its uploader
     * and by holders of one of `readCodes` (the document's view codes); answers the ids that were
     * attached. Call inside the document's transaction.
     */
    attach: async (
      tx: DbOrTx,
      companyId: number,
      ids: number[],
      readCodes: string[],
      kinds: FileKind[] = ['upload'],
    ) => (await repo.attach(tx, companyId, ids, readCodes, kinds)).map((r) => r.id),
    /** The names, types and sizes of the company's files among ids (a document's attachments). */
    described: (tx: DbOrTx, companyId: number, ids: number[]) => repo.described(tx, companyId, ids),
    /**
     * A document's attachments by kind, each with its name, type and size, in the order the document
     * keeps them (a file since deleted is left out).
     */
    byKind: async <K extends string>(tx: DbOrTx, companyId: number, ids: Record<K, number[]>) => {
      const found = new Map(
        (await repo.described(tx, companyId, [...new Set(Object.values<number[]>(ids).flat())])).map((f) => [
          f.id,
          f,
        ]),
      );
      const out = {} as Record<K, { id: string; name: string; mime: string; size: number }[]>;
      for (const kind of Object.keys(ids) as K[])
        out[kind] = ids[kind].flatMap((id) => {
          const f = found.get(id);
          return f ? [{ ...f, id: String(f.id) }] : [];
        });
      return out;
    },
    /** The document no longer uses them: they expire like any other file (and lose its read codes). */
    detach: async (tx: DbOrTx, companyId: number, ids: number[]) =>
      (await repo.detach(tx, companyId, ids, expiry())).map((r) => r.id),

    async page(auth: AuthContext, input: FilesPageRequest): Promise<PageResult<FileRecord>> {
      const filter = {
        kind: input.kind,
        module: input.module,
        name: input.name,
        createdFrom: input.createdFrom ? new Date(input.createdFrom) : undefined,
        createdTo: input.createdTo ? new Date(input.createdTo) : undefined,
      };
      const { rows, total } = await repo.page(db, auth.companyId, filter, {
        offset: (input.current - 1) * input.size,
        limit: input.size,
      });
      return {
        records: rows.map((r) => fileToRecord(r.file, r.createdBy)),
        total,
        current: input.current,
        size: input.size,
      };
    },

    /** The modules the company's files belong to (the file center's module filter). */
    modules: (auth: AuthContext) => repo.modules(db, auth.companyId),

    /** The file and its content; 404 for another company's file or one the caller may not read. */
    async openDownload(auth: AuthContext, id: number) {
      const row = await repo.byId(db, id);
      if (!row || !canRead(auth, row)) throw errors.notFound();
      try {
        return { row, content: await storage.get(row.storageKey) };
      } catch (error) {
        log.error({ err: error, fileId: id }, 'stored file missing');
        throw errors.show('files.downloadFailed');
      }
    },

    /** Deletes files of the company (not those a document uses); the reason goes to the operation record. */
    async delete(auth: AuthContext, input: FilesDeleteRequest) {
      const ids = [...new Set(input.ids.map(Number))];
      const gone = await db.transaction(async (tx) => {
        if ((await repo.attachedAmong(tx, auth.companyId, ids)).length > 0)
          throw errors.conflict('files.attached');
        const deleted = await repo.deleteUnattached(tx, auth.companyId, ids);
        // All or nothing, like every delete: an id that is not the company's deletes nothing.
        if (deleted.length !== ids.length) throw errors.notFound();
        for (const f of deleted) {
          await operationRecords.record(tx, {
            ...actorOf(auth),
            entityType: 'files',
            entityId: f.id,
            action: 'delete',
            note: [f.name, input.reason].filter(Boolean).join(': '),
          });
        }
        return deleted;
      });
      // Contents go after the commit: a failed commit never leaves rows without their files.
      for (const f of gone) await removeObject(f.storageKey);
      return { deleted: gone.length };
    },

    cleanup,
    ownerOf: (auth: AuthContext): FileOwner & JobOwner => ({
      tenantId: auth.tenantId,
      companyId: auth.companyId,
      userId: auth.userId,
    }),
  };
};
export type FilesService = ReturnType<typeof createFilesService>;
