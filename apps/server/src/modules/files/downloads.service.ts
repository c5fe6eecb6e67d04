import { z } from 'zod';
import {
  formatMessage,
  isMessageKey,
  type DownloadRecord,
  type DownloadsPageRequest,
  type DownloadType,
  type Language,
  type PageResult,
} from '@oms/contracts';
import { errors } from '../../lib/errors';
import type { AuthContext } from '../../core/context';
import type { JobRow, JobsService } from '../jobs/jobs.service';
import type { FilesService } from './files.service';

/** The job kinds the download center lists; the exports and imports modules run them. */
export const DOWNLOAD_JOB_KINDS: Record<DownloadType, string> = {
  export: 'exports.run',
  import: 'imports.run',
};
const TYPE_OF_KIND = new Map(
  Object.entries(DOWNLOAD_JOB_KINDS).map(([type, kind]) => [kind, type as DownloadType]),
);

/** What export and import jobs keep in their payload and result, as far as the download center reads. */
const payloadShape = z.object({
  kind: z.string().catch(''),
  name: z.object({ zh: z.string(), en: z.string() }).catch({ zh: '', en: '' }),
});
const resultShape = z
  .object({
    fileId: z.string().nullish(),
    errorFileId: z.string().nullish(),
  })
  .nullish()
  .catch(null);

/** The download center: the signed-in user's export and import jobs, their progress and files. */
export const createDownloadsService = ({ jobs, files }: { jobs: JobsService; files: FilesService }) => {
  const toRecord = async (auth: AuthContext, job: JobRow, language: Language): Promise<DownloadRecord> => {
    const payload = payloadShape.parse(job.payload ?? {});
    const result = resultShape.parse(job.result);
    const fileId = result?.fileId ?? result?.errorFileId ?? null;
    const file = fileId ? await files.ofCompany(auth.companyId, Number(fileId)) : undefined;
    const usable = file && file.status !== 'WRITING';
    return {
      id: String(job.id),
      type: TYPE_OF_KIND.get(job.kind) ?? 'export',
      kind: payload.kind,
      name: payload.name[language] || payload.kind,
      status: job.status,
      progress: job.progress,
      processed: job.processed,
      total: job.total,
      fileId: usable ? String(file.id) : null,
      fileName: usable ? file.name : null,
      expiresAt: usable ? (file.expiresAt?.toISOString() ?? null) : null,
      error: job.error && isMessageKey(job.error) ? formatMessage(job.error, language) : null,
      createdAt: job.createdAt.toISOString(),
      finishedAt: job.finishedAt?.toISOString() ?? null,
    };
  };

  return {
    /** One of the caller's own export or import jobs (another user's or company's answers 404). */
    async detail(auth: AuthContext, id: number, language: Language): Promise<DownloadRecord> {
      const job = await jobs.byId(id);
      if (
        !job ||
        !TYPE_OF_KIND.has(job.kind) ||
        job.companyId !== auth.companyId ||
        job.userId !== auth.userId
      )
        throw errors.notFound();
      return toRecord(auth, job, language);
    },

    async page(
      auth: AuthContext,
      input: DownloadsPageRequest,
      language: Language,
    ): Promise<PageResult<DownloadRecord>> {
      const kinds = input.type ? [DOWNLOAD_JOB_KINDS[input.type]] : Object.values(DOWNLOAD_JOB_KINDS);
      const { rows, total } = await jobs.pageOf(
        { companyId: auth.companyId, userId: auth.userId },
        { kinds, status: input.status },
        { offset: (input.current - 1) * input.size, limit: input.size },
      );
      const records: DownloadRecord[] = [];
      for (const row of rows) records.push(await toRecord(auth, row, language));
      return { records, total, current: input.current, size: input.size };
    },
  };
};
export type DownloadsService = ReturnType<typeof createDownloadsService>;
