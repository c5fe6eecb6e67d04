import { and, desc, eq, gte, inArray, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { filesPageRequest, type FileKind } from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
import { users } from '../../schema';
import { files, type FileRow } from './files.table';
import { equalsFilter, listFilters, ofCompany } from '../../lib/paginate';

export type NewFile = typeof files.$inferInsert;
export type FileFilter = {
  kind?: FileKind;
  module?: string;
  name?: string;
  createdFrom?: Date;
  createdTo?: Date;
};

export const filesRepository = {
  /** The names, types and sizes of the company's files among ids (a document's attachments). */
  described: (db: DbOrTx, companyId: number, ids: number[]) =>
    ids.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: files.id, name: files.name, mime: files.mime, size: files.size })
          .from(files)
          .where(and(eq(files.companyId, companyId), inArray(files.id, ids))),

  insert: async (db: DbOrTx, row: NewFile) => {
    const [created] = await db.insert(files).values(row).returning();
    return created!;
  },

  markReady: async (
    db: DbOrTx,
    id: number,
    set: { size: number; mime: string; expiresAt: Date | null; name?: string },
  ) => {
    const rows = await db
      .update(files)
      .set({ ...set, status: 'READY' })
      .where(and(eq(files.id, id), eq(files.status, 'WRITING')))
      .returning();
    return rows[0];
  },

  byId: async (db: DbOrTx, id: number): Promise<FileRow | undefined> =>
    (await db.select().from(files).where(eq(files.id, id)))[0],

  ofCompany: async (db: DbOrTx, companyId: number, id: number): Promise<FileRow | undefined> =>
    (
      await db
        .select()
        .from(files)
        .where(ofCompany(files, companyId, id))
    )[0],

  page: async (db: DbOrTx, companyId: number, f: FileFilter, page: { offset: number; limit: number }) => {
    const conditions: (SQL | undefined)[] = [
      eq(files.companyId, companyId),
      ne(files.status, 'WRITING'),
      ...listFilters(filesPageRequest, f, files, {
        // One of the modules the page offers (`modules`), not a search.
        module: (module) => equalsFilter(files.module, module),
      }),
      f.createdFrom ? gte(files.createdAt, f.createdFrom) : undefined,
      f.createdTo ? lte(files.createdAt, f.createdTo) : undefined,
    ];
    const where = and(...conditions);
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(files)
      .where(where);
    const rows = await db
      .select({ file: files, createdBy: users.accountName })
      .from(files)
      .leftJoin(users, eq(users.id, files.userId))
      .where(where)
      .orderBy(desc(files.createdAt), desc(files.id))
      .offset(page.offset)
      .limit(page.limit);
    return { rows, total: count?.n ?? 0 };
  },

  /** The modules the company's visible files belong to, sorted. */
  modules: async (db: DbOrTx, companyId: number) =>
    (
      await db
        .selectDistinct({ module: files.module })
        .from(files)
        .where(and(eq(files.companyId, companyId), ne(files.status, 'WRITING')))
        .orderBy(files.module)
    ).map((r) => r.module),

  /** Deletes the company's files among `ids` that no document uses; answers what was deleted. */
  deleteUnattached: (db: DbOrTx, companyId: number, ids: number[]) =>
    db
      .delete(files)
      .where(and(eq(files.companyId, companyId), inArray(files.id, ids), ne(files.status, 'ATTACHED')))
      .returning({ id: files.id, name: files.name, storageKey: files.storageKey }),

  attachedAmong: (db: DbOrTx, companyId: number, ids: number[]) =>
    db
      .select({ id: files.id })
      .from(files)
      .where(and(eq(files.companyId, companyId), inArray(files.id, ids), eq(files.status, 'ATTACHED'))),

  /** Marks ready files of the company as used by a document (read by `readCodes`): kept until detached. */
  attach: (db: DbOrTx, companyId: number, ids: number[], readCodes: string[], kinds: FileKind[]) =>
    db
      .update(files)
      .set({ status: 'ATTACHED', expiresAt: null, readCodes })
      .where(
        and(
          eq(files.companyId, companyId),
          inArray(files.id, ids),
          inArray(files.kind, kinds),
          inArray(files.status, ['READY', 'ATTACHED']),
        ),
      )
      .returning({ id: files.id }),

  detach: (db: DbOrTx, companyId: number, ids: number[], expiresAt: Date) =>
    db
      .update(files)
      .set({ status: 'READY', expiresAt, readCodes: [] })
      .where(and(eq(files.companyId, companyId), inArray(files.id, ids), eq(files.status, 'ATTACHED')))
      .returning({ id: files.id }),

  /** Expired files, and files whose writing never finished, up to `limit`, removed from the table. */
  deleteExpired: (db: DbOrTx, now: Date, staleWritingBefore: Date, limit: number) =>
    db.transaction(async (tx) => {
      const due = await tx
        .select({ id: files.id })
        .from(files)
        .where(
          or(
            and(ne(files.status, 'ATTACHED'), lte(files.expiresAt, now)),
            and(eq(files.status, 'WRITING'), lt(files.createdAt, staleWritingBefore)),
          ),
        )
        .limit(limit)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .delete(files)
        .where(
          inArray(
            files.id,
            due.map((d) => d.id),
          ),
        )
        .returning({ id: files.id, storageKey: files.storageKey });
    }),
};
