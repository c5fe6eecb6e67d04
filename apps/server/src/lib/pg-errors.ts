// PostgreSQL errors a service turns into a user's message: a unique index or a foreign key that a
// concurrent change (or a later document) hit. Drizzle and the drivers wrap the server's error, so it
// is looked for along the chain of causes.

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

type PgError = { code: string; constraint?: string };

const find = (error: unknown, code: string): PgError | undefined => {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code: found, constraint } = e as { code?: unknown; constraint?: unknown };
    if (found === code) return { code, constraint: typeof constraint === 'string' ? constraint : undefined };
  }
  return undefined;
};

/** The unique-index violation in `error`, if any (with the index's name). */
export const uniqueViolationOf = (error: unknown) => find(error, UNIQUE_VIOLATION);

/** Whether `error` is a unique-index violation (of `constraint`, when named). */
export const isUniqueViolation = (error: unknown, constraint?: string) => {
  const found = uniqueViolationOf(error);
  return found !== undefined && (constraint === undefined || found.constraint === constraint);
};

/** Whether `error` is a foreign-key violation: a row another still names, or a reference to none. */
export const isForeignKeyViolation = (error: unknown) => find(error, FOREIGN_KEY_VIOLATION) !== undefined;
