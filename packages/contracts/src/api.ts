import { z } from 'zod';

/** Body `code` values the web reacts to (specification §7–§8); 0 is success. */
export const RESULT_CODE = {
  ok: 0,
  badRequest: 400,
  loginExpired: 401,
  loggedInElsewhere: 402,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooLarge: 413,
  validation: 422,
  tooManyRequests: 429,
  internal: 500,
  showMessage: 1000,
} as const;
export type ResultCode = (typeof RESULT_CODE)[keyof typeof RESULT_CODE];

/** The `{ code, message, data }` envelope every call answers with. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), message: z.string(), data });

export const errorEnvelope = z.object({
  code: z.number().int(),
  message: z.string(),
  data: z.unknown().nullable(),
});

export const pageRequest = z.object({
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(500).default(20),
});
export type PageRequest = z.infer<typeof pageRequest>;

export const pageResult = <T extends z.ZodType>(record: T) =>
  z.object({
    records: z.array(record),
    total: z.number().int(),
    current: z.number().int(),
    size: z.number().int(),
    /**
     * False when `total` is an estimate: a list over a large set counts exactly only up to a cap
     * (contracts `LIST_LIMITS.countCap`). Absent means exact.
     */
    totalExact: z.boolean().optional(),
    /** A keyset cursor for the next page (send it as `cursor`); null on the last page. */
    nextCursor: z.string().nullable().optional(),
  });
export type PageResult<T> = {
  records: T[];
  total: number;
  current: number;
  size: number;
  totalExact?: boolean;
  nextCursor?: string | null;
};

/** Request headers the web sends (specification §7). */
export const HEADER = {
  language: 'language',
  token: 'token',
  tenantId: 'tenant-id',
  companyId: 'company-id',
  idempotencyKey: 'idempotency-key',
} as const;

/**
 * The cookie that holds the session's token in the browser (specification §7). The server reads it
 * only to tell a signed-in first visit from another (the portal's code it preloads); calls carry the
 * token in their `token` header.
 */
export const SESSION_COOKIE = 'Admin-Token';

/** What `/runtime-config.js` tells the web at run time (never baked in at build). */
export const runtimeConfig = z.object({
  apiBase: z.string(),
  wsBase: z.string(),
  loginCaptcha: z.boolean(),
  demo: z.boolean(),
  demoAccounts: z.array(z.object({ accountName: z.string(), password: z.string() })),
  appVersion: z.string(),
});
export type RuntimeConfig = z.infer<typeof runtimeConfig>;
