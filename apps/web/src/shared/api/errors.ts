import { ApiError } from './client';

// Reading a refused call in a form: which field the server blames, its message, how long to wait.

/** The form field a server answer blames: `data.field` of a business error or the first schema issue. */
export const fieldOfError = <F extends string>(err: unknown, fields: readonly F[]): F | null => {
  if (!(err instanceof ApiError) || typeof err.data !== 'object' || err.data === null) return null;
  const data = err.data as { field?: unknown; issues?: { field?: unknown }[] };
  const field = data.field ?? data.issues?.[0]?.field;
  return fields.find((f) => f === field) ?? null;
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
