import { z } from 'zod';
import { FILE_LIMITS, fileIdSchema } from './files';

// Exports: POST /api/exports/create { kind, ids? | filters? }. Up to FILE_LIMITS.exportSyncMaxRows
// rows the answer names the file at once (download it with GET /api/files/download?id=); above, a job
// writes it and the download center shows its progress; above FILE_LIMITS.exportMaxRows the export is
// refused.

/** A time zone the runtime knows (both Node.js and browsers ship the IANA database in `Intl`). */
export const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

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
  /**
   * The columns to write, in this order (the list's visible columns as the user arranged them); keys
   * the export does not know are skipped; absent or none known: every column of the export.
   */
  columns: z
    .array(z.string().regex(/^[A-Za-z][A-Za-z0-9_.-]{0,63}$/, { error: 'error.validation' }))
    .max(100)
    .optional(),
  /** The user's IANA time zone (e.g. `Asia/Shanghai`): dates are written as the user's clock shows them. */
  timeZone: z.string().max(64).refine(isTimeZone, { error: 'error.validation' }).optional(),
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
