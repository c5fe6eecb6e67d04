import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, ts } from '../../db/columns';
import { companyRef, tenantRef } from '../tenancy/tenancy.table';
import { users } from '../accounts/accounts.table';

export const NOTICE_POSITIONS = ['NONE', 'TOP', 'RIGHT'] as const;

/**
 * Announcements (type 1) and version notes (type 2) of the operator. Content is sanitised HTML. The
 * title, label and content are Chinese; their `_en` twins English (null: the Chinese serves both).
 */
export const announcements = pgTable(
  'announcements',
  {
    id: id(),
    tenantId: tenantRef(),
    type: integer('type').notNull(),
    title: text('title').notNull(),
    label: text('label').notNull().default(''),
    content: text('content').notNull(),
    titleEn: text('title_en'),
    labelEn: text('label_en'),
    contentEn: text('content_en'),
    position: text('position', { enum: NOTICE_POSITIONS }).notNull().default('NONE'),
    published: boolean('published').notNull().default(true),
    announceDate: ts('announce_date').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('announcements_tenant_type').on(t.tenantId, t.type, t.announceDate)],
);

export const announcementReads = pgTable(
  'announcement_reads',
  {
    announcementId: ref('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id),
    readType: integer('read_type').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.userId, t.readType] })],
);

/** Documents that wait for the customer (related types 1–11), raised by modules. */
export const todos = pgTable(
  'todos',
  {
    id: id(),
    tenantId: ref('tenant_id').notNull(),
    companyId: companyRef(),
    relateType: integer('relate_type').notNull(),
    status: text('status').notNull(),
    statusDescZh: text('status_desc_zh').notNull(),
    statusDescEn: text('status_desc_en').notNull(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    documentType: text('document_type'),
    documentId: text('document_id'),
    documentNo: text('document_no'),
    doneAt: ts('done_at'),
    createdAt: createdAt(),
  },
  (t) => [index('todos_company_open').on(t.companyId, t.doneAt, t.createdAt)],
);
