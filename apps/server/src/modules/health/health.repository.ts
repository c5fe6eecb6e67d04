import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/** The cheapest round trip to the database: proves it answers. */
export const ping = async (db: DbOrTx): Promise<void> => {
  await db.execute(sql`select 1`);
};
