import { ApiError } from './client';

// Reading a refused call in a form: which field the server blames, its message, how long to wait.

/** What a server answer blames: `data.field` of a business error or the first schema issue's field. */
const blamedField = (err: unknown): unknown => {
  if (!(err instanceof ApiError) || typeof err.data !== 'object' || err.data === null) return null;
  const data = err.data as { field?: unknown; issues?: { field?: unknown }[] };
  return data.field ?? data.issues?.[0]?.field;
};

/** The form field a server answer blames, when it is one of `fields`. */
export const fieldOfError = <F extends string>(err: unknown, fields: readonly F[]): F | null => {
  const field = blamedField(err);
  return fields.find((f) => f === field) ?? null;
};

/** A field, a field of a list's line, or a member of an object: `name`, `components.2.ratio`, `kit.quantity`. */
const FIELD_PATH = /^[A-Za-z]\w*(\.\d+\.[A-Za-z]\w*)*(\.[A-Za-z]\w*)?$/;

/**
 * The blamed field as an antd name path (`components.2.ratio` → ['components', 2, 'ratio']), when it
 * starts with one of `fields`; lines of list fields are named by their index.
 */
export const fieldPathOfError = <F extends string>(
  err: unknown,
  fields: readonly F[],
): [F, ...(string | number)[]] | null => {
  const field = blamedField(err);
  if (typeof field !== 'string' || !FIELD_PATH.test(field)) return null;
  const [head, ...rest] = field.split('.');
  const top = fields.find((f) => f === head);
  return top ? [top, ...rest.map((part) => (/^\d+$/.test(part) ? Number(part) : part))] : null;
};

/** The server's message (already in the user's language), or a fallback. */
export const errorText = (err: unknown, fallback: string) =>
  err instanceof Error && err.message ? err.message : fallback;

/** Seconds the server asks to wait before another try (a 429 answer), if it said. */
export const retryAfterOf = (err: unknown): number | null => {
  if (!(err instanceof ApiError) || typeof err.data !== 'object' || err.data === null) return null;
  const seconds = (err.data as { retryAfterSeconds?: unknown }).retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? seconds : null;
};
