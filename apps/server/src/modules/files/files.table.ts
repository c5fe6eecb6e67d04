import { bigint, index, pgTable, text } from 'drizzle-orm/pg-core';
import { FILE_KINDS, FILE_STATUSES } from '@oms/contracts';
import { createdAt, id, ref, status, ts } from '../../db/columns';
import { companyOwned } from '../tenancy/tenancy.table';
import { users } from '../accounts/accounts.table';

/**
 * Stored files of a company: uploads, import sources, exports and import error files. The content
 * lives in the file storage under `storage_key`, a key the server made. A row is written (WRITING)
 * before its content, so a crash mid-write leaves a row the clean-up finds, never an unknown object.
 */
export const files = pgTable(
  'files',
  {
    id: id(),
    ...companyOwned(),
    userId: ref('user_id').references(() => users.id),
    kind: text('kind', { enum: FILE_KINDS }).notNull(),
    /** The owning module, e.g. `sub-accounts`; for uploads the purpose (`image`, `attachment`…). */
    module: text('module').notNull(),
    /** The name the user gave or the server chose, without any path (shown and used for downloads). */
    name: text('name').notNull(),
    /** Detected from the content. */
    mime: text('mime').notNull(),
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    status: status(FILE_STATUSES).default('WRITING'),
    storageKey: text('storage_key').notNull().unique(),
    createdAt: createdAt(),
    /** Deleted by the clean-up after this; null while a document uses the file. */
    expiresAt: ts('expires_at'),
    /** While ATTACHED: the permission codes that may read it besides its uploader (the document's view code). */
    readCodes: text('read_codes').array().notNull().default([]),
  },
  (t) => [
    index('files_company_created').on(t.companyId, t.createdAt),
    index('files_expires').on(t.expiresAt),
  ],
);
export type FileRow = typeof files.$inferSelect;
