import { PassThrough } from 'node:stream';
import { z } from 'zod';
import {
  FILE_LIMITS,
  MIME_OF,
  formatMessage,
  type ExportCreateRequest,
  type ExportCreateResponse,
  type Language,
} from '@oms/contracts';
import { AppError, errors } from '../../lib/errors';
import { RESULT_CODE } from '@oms/contracts';
import type { Deps } from '../../core/deps';
import type { AuthContext } from '../../core/context';
import { DOWNLOAD_JOB_KINDS } from '../files/downloads.service';
import { stampedName } from '../files/file-names';
import type { FileOwner, FilesService } from '../files/files.service';
import { JobFailure, type JobsService } from '../jobs/jobs.service';
import {
  eraseExport,
  type ExportContext,
  type ExportDefinition,
  type ExportRequestInput,
  type RegisteredExport,
} from './define-export';

export type ExportsDeps = Pick<Deps, 'db'> & { jobs: JobsService; files: FilesService };

const EXPORT_JOB = DOWNLOAD_JOB_KINDS.export;

/** What an export job keeps: enough to write the file again on a retry, and to name it in lists. */
const exportPayload = z.object({
  kind: z.string(),
  name: z.object({ zh: z.string(), en: z.string() }),
  language: z.enum(['zh', 'en']),
  ids: z.array(z.string()).optional(),
  filters: z.record(z.string(), z.unknown()).optional(),
  columns: z.array(z.string()).optional(),
  timeZone: z.string().optional(),
});
type ExportPayload = z.infer<typeof exportPayload>;

/**
 * The export framework: modules define exports (`define`), the web asks for one (`create`). Small
 * exports answer their file at once; larger ones run as jobs the download center shows; every export
 * is recorded as a job so the download center lists it.
 */
export const createExportsService = ({ db, jobs, files }: ExportsDeps) => {
  const registry = new Map<string, RegisteredExport>();

  /** Writes the xlsx into a new file (WRITING until the caller marks it ready). */
  const writeFile = async (
    def: RegisteredExport,
    ctx: ExportContext,
    input: ExportRequestInput,
    onBatch?: (written: number) => Promise<void>,
  ) => {
    const owner: FileOwner = { tenantId: ctx.tenantId, companyId: ctx.companyId, userId: ctx.userId };
    const name = stampedName(def.name[ctx.language], 'xlsx');
    const row = await files.begin(owner, { kind: 'export', module: def.module, name }, MIME_OF.xlsx);
    const out = new PassThrough();
    const stored = files.putContent(row, out);
    try {
      const written = await def.write(ctx, input, out, onBatch).catch((error: unknown) => {
        out.destroy(error instanceof Error ? error : new Error('export failed'));
        throw error;
      });
      const { size } = await stored;
      return { row, size, written };
    } catch (error) {
      await stored.catch(() => undefined);
      await files.discard(row);
      throw error;
    }
  };

  const contextOf = (
    owner: { tenantId: number | null; companyId: number | null; userId: number | null },
    language: Language,
    timeZone = 'UTC',
  ): ExportContext => {
    if (owner.tenantId === null || owner.companyId === null || owner.userId === null) {
      throw new JobFailure('exports.failed');
    }
    const { tenantId, companyId, userId } = owner;
    return { db, tenantId, companyId, userId, language, timeZone };
  };

  jobs.register<ExportPayload, { fileId: string; rows: number }>(EXPORT_JOB, {
    maxAttempts: 3,
    async handler(job) {
      const payload = exportPayload.safeParse(job.payload);
      const def = payload.success ? registry.get(payload.data.kind) : undefined;
      if (!payload.success || !def) throw new JobFailure('exports.unknownKind');
      const ctx = contextOf(job.job, payload.data.language, payload.data.timeZone);
      const total = await def.count(ctx, payload.data);
      await job.progress(0, total);
      const { row, size, written } = await writeFile(def, ctx, payload.data, (n) => job.progress(n, total));
      return job.complete(async (tx) => {
        await files.markReady(tx, row, size);
        return { fileId: String(row.id), rows: written };
      });
    },
  });

  return {
    /** Registers an export kind (at build time, e.g. `app.services.exports.define(defineExport({…}))`). */
    define<Row, F>(definition: ExportDefinition<Row, F>) {
      if (registry.has(definition.kind)) throw new Error(`Export ${definition.kind} is defined twice`);
      registry.set(definition.kind, eraseExport(definition));
    },

    /** The exports the caller may run, named in their language. */
    kinds: (auth: AuthContext, language: Language) =>
      [...registry.values()]
        .filter((d) => auth.permissions.has(d.permission))
        .map((d) => ({ kind: d.kind, name: d.name[language], module: d.module })),

    async create(
      auth: AuthContext,
      input: ExportCreateRequest,
      language: Language,
    ): Promise<ExportCreateResponse> {
      const def = registry.get(input.kind);
      if (!def) throw errors.invalid('exports.unknownKind', undefined, 'kind');
      if (!auth.permissions.has(def.permission)) throw errors.forbidden();
      const owner = files.ownerOf(auth);
      const ctx = contextOf(owner, language, input.timeZone);
      const rows = await def.count(ctx, input);
      if (rows === 0) throw errors.invalid('exports.noData');
      if (rows > FILE_LIMITS.exportMaxRows) {
        throw new AppError(
          RESULT_CODE.showMessage,
          'exports.tooMuch',
          {},
          {
            status: 422,
            data: { rows, max: FILE_LIMITS.exportMaxRows },
          },
        );
      }
      const payload: ExportPayload = {
        kind: def.kind,
        name: def.name,
        language,
        ids: input.ids,
        filters: input.filters,
        columns: input.columns,
        timeZone: input.timeZone,
      };
      if (rows > FILE_LIMITS.exportSyncMaxRows) {
        const job = await jobs.enqueue(db, { kind: EXPORT_JOB, payload, owner, total: rows });
        return {
          mode: 'async',
          jobId: String(job!.id),
          rows,
          message: formatMessage('exports.async', language),
        };
      }
      const file = await writeFile(def, ctx, input);
      const job = await db.transaction(async (tx) => {
        const ready = await files.markReady(tx, file.row, file.size);
        const result = { fileId: String(ready.id), rows: file.written };
        return jobs.recordFinished(tx, { kind: EXPORT_JOB, payload, owner, result, total: file.written });
      });
      return {
        mode: 'sync',
        fileId: String(file.row.id),
        fileName: file.row.name,
        jobId: String(job.id),
        rows: file.written,
      };
    },
  };
};
export type ExportsService = ReturnType<typeof createExportsService>;
