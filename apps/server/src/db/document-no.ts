import { sql } from 'drizzle-orm';

/** The UTC day of `at` as yyyymmdd, the middle part of every document number. */
export const dayStamp = (at: Date) => at.toISOString().slice(0, 10).replaceAll('-', '');

/**
 * A new document's number, made by the database in the insert: `prefix` + the UTC day of `at` + the
 * next value of `sequence`, six digits (e.g. IB20261124000042). A sequence never hands a value out
 * twice, so two inserts at once cannot collide.
 */
export const documentNo = (prefix: string, sequence: string, at: Date) =>
  sql`${prefix + dayStamp(at)} || lpad(nextval(${sequence}::regclass)::text, 6, '0')`;
