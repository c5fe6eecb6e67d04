import { z } from 'zod';
import { FILE_LIMITS, fileIdSchema } from './files';

// Exports: POST /api/exports/create { kind, ids? | filters? }. Up to FILE_LIMITS.exportSyncMaxRows
// rows the answer names the file at once (download it with GET /api/files/download?id=); above, a job
// writes it and the download center shows its progress; above FILE_LIMITS.exportMaxRows the export is
// refused.

export const exportCreateRequest = z.object({
  kind: z.string().trim().min(1).max(60),
  /** Export exactly these rows (the selection); otherwise every row that `filters` match. */
  ids: z
    .array(fileIdSchema)
    .min(1, { error: 'validation.required' })
    .max(FILE_LIMITS.exportMaxIds)
    .optional(),
  /** The list's filters, as its page request takes them (validated by the export's schema). */
  filters: z.record(z.string(), z.unknown()).optional(),
});
export type ExportCreateRequest = z.infer<typeof exportCreateRequest>;

export const exportCreateResponse = z.discriminatedUnion('mode', [
  z.object({
    mode: z.literal('sync'),
    fileId: z.string(),
    fileName: z.string(),
    jobId: z.string(),
    rows: z.number().int(),
  }),
  z.object({
    mode: z.literal('async'),
    jobId: z.string(),
    rows: z.number().int(),
    /** "Data is being processed asynchronously…" in the caller's language. */
    message: z.string(),
  }),
]);
export type ExportCreateResponse = z.infer<typeof exportCreateResponse>;

export const exportKindsResponse = z.array(
  z.object({ kind: z.string(), name: z.string(), module: z.string() }),
);
