import type { Readable } from 'node:stream';
import { z } from 'zod';
import {
  FILE_LIMITS,
  formatMessage,
  isMessageKey,
  type ImportResult,
  type ImportTemplateItem,
  type Language,
} from '@oms/contracts';
import { errors } from '../../lib/errors';
import { checkZipDirectory, XLSX_ZIP_LIMITS, ZipRefused } from '../../lib/zip';
import type { Deps } from '../../core/deps';
import type { AuthContext } from '../../core/context';
import { DOWNLOAD_JOB_KINDS } from '../files/downloads.service';
import { sanitizeFileName } from '../files/file-names';
import type { FileRow, FilesService } from '../files/files.service';
import type { JobRow, JobsService } from '../jobs/jobs.service';
import { eraseImport, type ImportDefinition, type RegisteredImport } from './define-import';
import { runImport, zipRefusalMessage, type ImportPayload } from './import-job';
import { buildTemplate, templateName } from './import-template';

export type ImportsDeps = Pick<Deps, 'db'> & { jobs: JobsService; files: FilesService };

const IMPORT_JOB = DOWNLOAD_JOB_KINDS.import;
/** How long an upload waits for its import to finish before answering "still processing". */
const WAIT_MS = 15_000;

const resultShape = z.object({
  status: z.enum(['SUCCEEDED', 'FAILED']),
  total: z.number().int(),
  succeeded: z.number().int(),
  failed: z.number().int(),
  errorFileId: z.string().nullable(),
});

/**
 * The import framework: modules define imports (`define`) with a template, a row schema and `apply`;
 * an upload is checked by content, stored, and imported by a job, all rows or none.
 */
export const createImportsService = ({ db, jobs, files }: ImportsDeps) => {
  const registry = new Map<string, RegisteredImport>();

  jobs.register(IMPORT_JOB, {
    maxAttempts: 3,
    handler: (job) => runImport(job, { db, files, registry }),
  });

  const definitionFor = (auth: AuthContext, kind: string | undefined) => {
    const def = kind ? registry.get(kind) : undefined;
    if (!def) throw errors.invalid('imports.unknownKind', undefined, 'kind');
    if (!auth.permissions.has(def.permission)) throw errors.forbidden();
    return def;
  };

  /**
   * An xlsx whose zip directory already declares too much (or is encrypted) is refused at once, from
   * the directory alone; one that lies about its sizes is caught by the job as it inflates.
   */
  const refuseDeclaredBomb = async (file: FileRow & { type: string }) => {
    if (file.type !== 'xlsx') return;
    try {
      await checkZipDirectory(files.source(file), XLSX_ZIP_LIMITS);
    } catch (error) {
      if (!(error instanceof ZipRefused)) throw error;
      await files.discard(file);
      throw errors.invalid(zipRefusalMessage(error), undefined, 'file');
    }
  };

  /** The job as the upload (or a later look-up) answers it. */
  const resultOf = (job: JobRow, finished: boolean, language: Language): ImportResult => {
    const base = { jobId: String(job.id), total: 0, succeeded: 0, failed: 0, errorFileId: null };
    if (!finished) return { ...base, status: 'PENDING', message: formatMessage('imports.async', language) };
    const parsed = resultShape.safeParse(job.result);
    if (parsed.success && parsed.data.status === 'SUCCEEDED') {
      return {
        ...base,
        ...parsed.data,
        message: formatMessage('imports.succeeded', language, { count: parsed.data.succeeded }),
      };
    }
    const key = job.error && isMessageKey(job.error) ? job.error : 'imports.failed';
    return {
      ...base,
      ...(parsed.success ? parsed.data : {}),
      status: 'FAILED',
      message: formatMessage(
        key,
        language,
        key === 'imports.tooManyRows' ? { max: FILE_LIMITS.importMaxRows } : {},
      ),
    };
  };

  return {
    /** Registers an import kind (at build time, e.g. `app.services.imports.define(defineImport({…}))`). */
    define<T>(definition: ImportDefinition<T>) {
      if (registry.has(definition.kind)) throw new Error(`Import ${definition.kind} is defined twice`);
      registry.set(definition.kind, eraseImport(definition));
    },

    /** Every import with a template (the public /templateList page). */
    templates: (language: Language): ImportTemplateItem[] =>
      [...registry.values()].map((d) => ({ kind: d.kind, name: d.name[language], module: d.module })),

    /**
     * The template: headers in `language`, an example row that imports as it is, the valid values and
     * the instructions. A caller who may run the import gets its company's values (e.g. its brands).
     */
    async template(kind: string, language: Language, auth: AuthContext | null) {
      const def = registry.get(kind);
      if (!def) throw errors.notFound();
      const company = auth?.permissions.has(def.permission) ? auth : null;
      const data = (await def.template?.(db, company)) ?? {};
      const content = await buildTemplate(def, language, data);
      return { name: sanitizeFileName(templateName(def, language)), content };
    },

    /** Checks the caller may run `kind` before the file is read. */
    assertAllowed: (auth: AuthContext, kind: string | undefined) => definitionFor(auth, kind).kind,

    /** Stores the upload (xls or xlsx by content), runs the import as a job, answers its result if quick. */
    async upload(
      auth: AuthContext,
      kind: string,
      source: Readable,
      fileName: string | undefined,
      language: Language,
      target?: string,
    ) {
      const def = definitionFor(auth, kind);
      // A kind that fills one document refuses a wrong one before the file is stored.
      await def.checkTarget?.(db, {
        tenantId: auth.tenantId,
        companyId: auth.companyId,
        userId: auth.userId,
        language,
        target,
      });
      const owner = files.ownerOf(auth);
      const file = await files.upload(source, fileName, 'import', owner, 'import', def.module);
      await refuseDeclaredBomb(file);
      const payload: ImportPayload = {
        kind: def.kind,
        name: def.name,
        language,
        fileId: String(file.id),
        ...(target ? { target } : {}),
      };
      const job = await jobs.enqueue(db, { kind: IMPORT_JOB, payload, owner });
      const finished = await jobs.waitFor(job!.id, WAIT_MS);
      return resultOf(finished ?? job!, Boolean(finished), language);
    },

    /** An import job of the caller, as the upload answered it (for one still processing). */
    async result(auth: AuthContext, jobId: number, language: Language) {
      const job = await jobs.byId(jobId);
      if (!job || job.kind !== IMPORT_JOB || job.companyId !== auth.companyId || job.userId !== auth.userId) {
        throw errors.notFound();
      }
      return resultOf(job, job.status === 'SUCCEEDED' || job.status === 'FAILED', language);
    },
  };
};
export type ImportsService = ReturnType<typeof createImportsService>;
