import { z } from 'zod';

// Imports: an xlsx upload (POST /api/imports/upload?kind=…, multipart field `file`) checked by content,
// read and validated row by row as a job; all or nothing: a single bad row applies none and produces
// an error file (the rows with a reason column). Templates are public (/templateList).

export const importTemplateItem = z.object({ kind: z.string(), name: z.string(), module: z.string() });
export type ImportTemplateItem = z.infer<typeof importTemplateItem>;
export const importTemplatesResponse = z.array(importTemplateItem);

export const importTemplateQuery = z.object({
  kind: z.string().trim().min(1).max(60),
  /** For a plain link (no headers): the template's language. */
  language: z.enum(['zh', 'en']).optional(),
});

export const importUploadQuery = z.object({
  kind: z.string().trim().min(1).max(60).optional(),
  /**
   * The document an import applies into, for kinds that fill one (e.g. the lines of one inbound
   * order: its id); the kind checks it before the file is stored.
   */
  target: z.string().trim().min(1).max(60).optional(),
});

export const IMPORT_STATUSES = ['SUCCEEDED', 'FAILED', 'PENDING'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** What an import answers; PENDING when it still runs (see the download center). */
export const importResult = z.object({
  status: z.enum(IMPORT_STATUSES),
  jobId: z.string(),
  total: z.number().int(),
  succeeded: z.number().int(),
  failed: z.number().int(),
  /** The rows with a reason column, when any row failed. */
  errorFileId: z.string().nullable(),
  /** Succeeded, failed (download the error file) or processing, in the caller's language. */
  message: z.string(),
});
export type ImportResult = z.infer<typeof importResult>;
