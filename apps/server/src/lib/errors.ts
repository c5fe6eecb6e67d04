import { RESULT_CODE, type MessageKey, type ResultCode } from '@oms/contracts';

const STATUS_BY_CODE: Partial<Record<ResultCode, number>> = {
  [RESULT_CODE.badRequest]: 400,
  [RESULT_CODE.loginExpired]: 401,
  [RESULT_CODE.loggedInElsewhere]: 401,
  [RESULT_CODE.forbidden]: 403,
  [RESULT_CODE.notFound]: 404,
  [RESULT_CODE.conflict]: 409,
  [RESULT_CODE.tooLarge]: 413,
  [RESULT_CODE.validation]: 422,
  [RESULT_CODE.tooManyRequests]: 429,
  [RESULT_CODE.internal]: 500,
  [RESULT_CODE.showMessage]: 400,
};

/** The one error type of the server: a body code, an HTTP status and a translated message key. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ResultCode,
    readonly messageKey: MessageKey,
    readonly params: Record<string, string | number> = {},
    options: { status?: number; data?: unknown } = {},
  ) {
    super(messageKey);
    this.status = options.status ?? STATUS_BY_CODE[code] ?? 400;
    this.data = options.data ?? null;
  }
  readonly data: unknown;
}

export const errors = {
  unauthorized: () => new AppError(RESULT_CODE.loginExpired, 'error.loginExpired'),
  loggedInElsewhere: () => new AppError(RESULT_CODE.loggedInElsewhere, 'error.loggedInElsewhere'),
  forbidden: (key: MessageKey = 'error.insufficientPermissions') => new AppError(RESULT_CODE.forbidden, key),
  notFound: () => new AppError(RESULT_CODE.notFound, 'error.notFound'),
  conflict: (key: MessageKey, params?: Record<string, string | number>) =>
    new AppError(RESULT_CODE.conflict, key, params),
  invalid: (key: MessageKey, params?: Record<string, string | number>, field?: string) =>
    new AppError(RESULT_CODE.validation, key, params, { data: field ? { field } : null }),
  tooMany: (key: MessageKey = 'error.tooManyRequests', params?: Record<string, string | number>) =>
    new AppError(RESULT_CODE.tooManyRequests, key, params),
  /** Shown by the web in a dialog (body code 1000). */
  show: (key: MessageKey, params?: Record<string, string | number>) =>
    new AppError(RESULT_CODE.showMessage, key, params),
};

/** The row looked up, or a 404 when there is none (another company's id looks like a missing one). */
export const orNotFound = <T>(row: T | null | undefined): T => {
  if (!row) throw errors.notFound();
  return row;
};

/** The rows of a batch, or a 404 when any id found none: a batch changes all of its rows or none. */
export const allOrNotFound = <T>(rows: T[], ids: readonly unknown[]): T[] => {
  if (rows.length !== ids.length) throw errors.notFound();
  return rows;
};
