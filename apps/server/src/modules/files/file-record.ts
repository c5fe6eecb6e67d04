import type { FileRecord } from '@oms/contracts';
import type { FileRow } from './files.table';

/** A file as the API shows it (WRITING files are never shown). */
export const fileToRecord = (row: FileRow, createdBy: string | null): FileRecord => ({
  id: String(row.id),
  name: row.name,
  kind: row.kind,
  module: row.module,
  mime: row.mime,
  size: row.size,
  status: row.status === 'ATTACHED' ? 'ATTACHED' : 'READY',
  createdBy,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt?.toISOString() ?? null,
});
