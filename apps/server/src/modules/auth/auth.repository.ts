import { and, eq, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { captchas } from './auth.table';

export const authRepository = {
  insertCaptcha: (db: DbOrTx, row: typeof captchas.$inferInsert) => db.insert(captchas).values(row),

  /** Marks the captcha used and returns it, in one statement: two racing attempts cannot both use it. */
  takeCaptcha: async (db: DbOrTx, key: string, now: Date) => {
    const rows = await db
      .update(captchas)
      .set({ usedAt: now })
      .where(and(eq(captchas.key, key), isNull(captchas.usedAt)))
      .returning({ code: captchas.code, expiresAt: captchas.expiresAt });
    return rows[0];
  },

  deleteCaptchasBefore: (db: DbOrTx, before: Date) =>
    db.delete(captchas).where(lt(captchas.expiresAt, before)),
};
