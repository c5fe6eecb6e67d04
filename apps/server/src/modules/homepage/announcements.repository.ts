import { and, count, desc, eq, exists, inArray, lte, not, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { announcementReads, announcements } from './homepage.table';

type Position = (typeof announcements.$inferSelect)['position'];

/** Published and due (a future announce date is a scheduled publication) for one tenant. */
const visible = (tenantId: number) =>
  and(
    eq(announcements.tenantId, tenantId),
    eq(announcements.published, true),
    lte(announcements.announceDate, sql`now()`),
  );

const readBy = (db: DbOrTx, userId: number, readType: number) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(announcementReads)
      .where(
        and(
          eq(announcementReads.announcementId, announcements.id),
          eq(announcementReads.userId, userId),
          eq(announcementReads.readType, readType),
        ),
      ),
  );

/** What is read of an announcement in either language. */
const texts = {
  id: announcements.id,
  title: announcements.title,
  titleEn: announcements.titleEn,
  label: announcements.label,
  labelEn: announcements.labelEn,
  content: announcements.content,
  contentEn: announcements.contentEn,
};

export const announcementsRepository = {
  insert: (db: DbOrTx, row: typeof announcements.$inferInsert) =>
    db.insert(announcements).values(row).returning({ id: announcements.id }),

  findIdByTitle: async (db: DbOrTx, tenantId: number, type: number, title: string) => {
    const rows = await db
      .select({ id: announcements.id })
      .from(announcements)
      .where(
        and(
          eq(announcements.tenantId, tenantId),
          eq(announcements.type, type),
          eq(announcements.title, title),
        ),
      )
      .limit(1);
    return rows[0]?.id;
  },

  page: async (
    db: DbOrTx,
    q: { tenantId: number; type: number; userId: number; readType: number; offset: number; limit: number },
  ) => {
    const where = and(visible(q.tenantId), eq(announcements.type, q.type));
    const [records, [total]] = await Promise.all([
      db
        .select({
          ...texts,
          announceDate: announcements.announceDate,
          alreadyRead: readBy(db, q.userId, q.readType).mapWith(Boolean),
        })
        .from(announcements)
        .where(where)
        .orderBy(desc(announcements.announceDate), desc(announcements.id))
        .limit(q.limit)
        .offset(q.offset),
      db.select({ n: count() }).from(announcements).where(where),
    ]);
    return { records, total: total?.n ?? 0 };
  },

  /** The newest visible notice at a position that this user has not dismissed (read type). */
  newestNotice: async (
    db: DbOrTx,
    q: { tenantId: number; position: Position; userId: number; readType: number },
  ) => {
    const rows = await db
      .select(texts)
      .from(announcements)
      .where(
        and(
          visible(q.tenantId),
          eq(announcements.position, q.position),
          not(readBy(db, q.userId, q.readType)),
        ),
      )
      .orderBy(desc(announcements.announceDate), desc(announcements.id))
      .limit(1);
    return rows[0];
  },

  countUnread: async (
    db: DbOrTx,
    q: { tenantId: number; types: number[]; userId: number; readType: number },
  ) => {
    const [row] = await db
      .select({ n: count() })
      .from(announcements)
      .where(
        and(visible(q.tenantId), inArray(announcements.type, q.types), not(readBy(db, q.userId, q.readType))),
      );
    return row?.n ?? 0;
  },

  existsVisible: async (db: DbOrTx, tenantId: number, id: number) => {
    const rows = await db
      .select({ id: announcements.id })
      .from(announcements)
      .where(and(visible(tenantId), eq(announcements.id, id)))
      .limit(1);
    return rows.length > 0;
  },

  insertRead: (db: DbOrTx, row: typeof announcementReads.$inferInsert) =>
    db.insert(announcementReads).values(row).onConflictDoNothing(),

  countForTenant: async (db: DbOrTx, tenantId: number) => {
    const [row] = await db
      .select({ n: count() })
      .from(announcements)
      .where(eq(announcements.tenantId, tenantId));
    return row?.n ?? 0;
  },
};
