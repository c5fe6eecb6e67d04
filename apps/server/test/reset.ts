// How a test database that one test file used goes back to the migrated state for the next file, on
// either driver: every table emptied and every sequence restarted (the migrated state has no rows),
// unless the file changed the schema (a scratch table), which a digest of the catalogs tells.

/** Runs one statement and answers its rows. */
export type Run = <T>(statement: string) => Promise<T[]>;

/** Everything a test could change in the schema: new, dropped or altered objects and settings. */
const SCHEMA_DIGEST = `
  select md5(concat_ws('|',
    (select string_agg(concat_ws(':', oid, relname, relkind, relnamespace, relpersistence), ',' order by oid)
       from pg_class where oid >= 16384),
    (select string_agg(concat_ws(':', attrelid, attnum, attname, atttypid, attnotnull, atthasdef,
         attisdropped, attidentity, attgenerated), ',' order by attrelid, attnum)
       from pg_attribute where attrelid >= 16384),
    (select string_agg(oid::text, ',' order by oid) from pg_attrdef where oid >= 16384),
    (select string_agg(oid::text, ',' order by oid) from pg_constraint where oid >= 16384),
    (select string_agg(oid::text, ',' order by oid) from pg_trigger where oid >= 16384),
    (select string_agg(oid::text, ',' order by oid) from pg_proc where oid >= 16384),
    (select string_agg(oid::text, ',' order by oid) from pg_type where oid >= 16384),
    (select string_agg(oid::text, ',' order by oid) from pg_namespace where oid >= 16384),
    (select string_agg(oid::text, ',' order by oid) from pg_rewrite where oid >= 16384),
    (select string_agg(oid::text, ',' order by oid) from pg_policy where oid >= 16384),
    (select string_agg(oid::text, ',' order by oid) from pg_event_trigger),
    (select string_agg(concat_ws(':', oid, extversion), ',' order by oid) from pg_extension),
    (select string_agg(concat_ws(':', seqrelid, seqstart, seqincrement, seqmin, seqmax, seqcycle), ','
       order by seqrelid) from pg_sequence),
    (select string_agg(concat_ws(':', setdatabase, setrole, setconfig), ',' order by setdatabase, setrole)
       from pg_db_role_setting)
  )) as digest`;

export const schemaDigest = async (run: Run) => (await run<{ digest: string }>(SCHEMA_DIGEST))[0]!.digest;

/**
 * One statement that brings the database back to its present state, to be taken on a fresh copy; or
 * undefined when that state holds rows or used sequences, which emptying would not bring back. It
 * deletes rather than truncates: a test fills a few tables with a few rows, and truncating (which
 * must cascade along the foreign keys to nearly every table) costs PostgreSQL new files for every
 * table and index, half a second or more.
 */
export const emptyingStatement = async (run: Run): Promise<string | undefined> => {
  const tables = await run<{ name: string }>(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname = 'public'`,
  );
  const used = await run(`select 1 from pg_sequences where schemaname = 'public' and last_value is not null`);
  if (used.length) return undefined;
  for (const { name } of tables) {
    if ((await run(`select 1 from ${name} limit 1`)).length) return undefined;
  }
  // One DO block, which both drivers run the same way. Foreign keys are not checked while it deletes
  // (session_replication_role), so the order does not matter: every table ends empty.
  return `do $$ begin
    perform set_config('session_replication_role', 'replica', true);
    ${tables.map((t) => `delete from ${t.name};`).join(' ')}
    perform setval(format('%I.%I', schemaname, sequencename)::regclass, start_value, false)
      from pg_sequences where schemaname = 'public' and last_value is not null;
  end $$`;
};
