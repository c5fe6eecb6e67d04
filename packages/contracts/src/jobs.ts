import { z } from 'zod';
import { pageRequest, pageResult } from './api';
import { fileIdSchema } from './files';

// Background jobs (exports, imports, clean-ups) and the download center (/clientCenter/download),
// which lists the signed-in user's export and import jobs.

export const JOB_STATUSES = ['QUEUED', 'RUNNING', 'SUCCEEDED', 'FAILED'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
export const JOB_FINISHED: readonly JobStatus[] = ['SUCCEEDED', 'FAILED'];

/** Job types shown in the download center. */
export const DOWNLOAD_TYPES = ['export', 'import'] as const;
export type DownloadType = (typeof DOWNLOAD_TYPES)[number];

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

export const downloadsPageRequest = pageRequest.extend({
  type: z.preprocess(blank, z.enum(DOWNLOAD_TYPES).optional()),
  status: z.preprocess(blank, z.enum(JOB_STATUSES).optional()),
});
export type DownloadsPageRequest = z.infer<typeof downloadsPageRequest>;

export const downloadRecord = z.object({
  id: z.string(),
  type: z.enum(DOWNLOAD_TYPES),
  /** The export or import kind, e.g. `sub-accounts`. */
  kind: z.string(),
  /** Its name in the caller's language. */
  name: z.string(),
  status: z.enum(JOB_STATUSES),
  /** 0–100. */
  progress: z.number().int(),
  processed: z.number().int(),
  total: z.number().int().nullable(),
  /** The export's file, or an import's error file; null until there is one. */
  fileId: z.string().nullable(),
  fileName: z.string().nullable(),
  /** When the file is deleted automatically. */
  expiresAt: z.string().nullable(),
  /** Why it failed, in the caller's language. */
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type DownloadRecord = z.infer<typeof downloadRecord>;
export const downloadsPage = pageResult(downloadRecord);

export const jobIdRequest = z.object({ id: fileIdSchema });
