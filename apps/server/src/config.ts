import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';

const onOff = z
  .enum(['on', 'off', 'true', 'false', '1', '0'])
  .transform((v) => v === 'on' || v === 'true' || v === '1');

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATA_DIR: z.string().default('./data'),
  PUBLIC_URL: z.url().optional(),
  /** Seed demo data. Unset: on for a new embedded database, off otherwise. */
  DEMO: onOff.optional(),
  LOGIN_CAPTCHA: onOff.default(true),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  SMTP_FROM: z.string().default('OMS Portal <no-reply@oms.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(120),
  SESSION_ABSOLUTE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .default(24 * 7),
  BODY_LIMIT_MB: z.coerce.number().min(0.1).default(1),
  WEB_DIR: z.string().optional(),
  /** Trust X-Forwarded-For from this many proxy hops (0: use the socket address; throttling relies on it). */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /** PGlite's page cache (PostgreSQL's shared_buffers), e.g. 64MB; unset: 32MB (db/client.ts). */
  PGLITE_SHARED_BUFFERS: z
    .string()
    .regex(/^\d+(kB|MB|GB)$/, 'a size such as 32MB')
    .optional(),
  /** Where stored files live; defaults to DATA_DIR/files. */
  FILES_DIR: z.string().optional(),
  /** Exports, imports and uploads not attached to a document are deleted after this many days. */
  FILE_TTL_DAYS: z.coerce.number().min(0.01).max(3650).default(7),
  /** Jobs one server process runs at once. */
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
  /** The shortest pause between a job worker's looks while due jobs wait for a free slot. */
  JOB_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  /**
   * The longest pause while no job is due: workers wait for work (an enqueue in any process wakes
   * them at once, a job due later at its time); this is the safety net for a missed notice.
   */
  JOB_IDLE_POLL_MS: z.coerce.number().int().min(50).max(3_600_000).default(30_000),
  /** The warehouse simulator inside the server (integration/simulator). Unset: on in demo mode. */
  SIMULATOR: onOff.optional(),
  /** How long the simulator lets a document wait before it answers. */
  SIMULATOR_DELAY_MS: z.coerce.number().int().min(0).max(86_400_000).default(5000),
  /** How often the simulator looks while something waits for the warehouse. */
  SIMULATOR_POLL_MS: z.coerce.number().int().min(50).max(3_600_000).default(5000),
  /** The longest pause between its looks while nothing waits (each quiet round doubles the pause). */
  SIMULATOR_IDLE_POLL_MS: z.coerce.number().int().min(50).max(3_600_000).default(30_000),
  /**
   * 32 bytes, base64: the key store credentials are encrypted with. Unset: a key generated once into
   * DATA_DIR/secrets.key (servers sharing one PostgreSQL database must share the key).
   */
  SECRETS_KEY: z
    .string()
    .refine((v) => Buffer.from(v, 'base64').length === 32, 'must be 32 bytes in base64')
    .optional(),
  /** Where a Shopify shop's Admin API lives; `{shop}` becomes the shop's myshopify.com domain. */
  SHOPIFY_BASE_URL: z
    .string()
    .regex(/^https?:\/\/\S*\{shop\}\S*$/, 'must be an http(s) URL containing {shop}')
    .default('https://{shop}'),
  /**
   * Answers are written by serialisers compiled from their schemas (core/response-serializer.ts);
   * `on` also checks each answer against its zod schema and the compiled output against zod's, as
   * the tests and development do. `off` (a deployment) writes without checking.
   */
  RESPONSE_CHECK: z.enum(['on', 'off']).default('off'),
  /** How often enabled stores' authorizations are checked in the background. */
  STORE_CHECK_HOURS: z.coerce
    .number()
    .min(0.01)
    .max(24 * 30)
    .default(6),
});

export type Config = z.infer<typeof configSchema> & { embedded: boolean };

/** Reads and validates the environment; a bad value stops the start with a message naming it. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = configSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return { ...parsed.data, embedded: !parsed.data.DATABASE_URL };
};

/** For the entry points: the configuration, or undefined once what is wrong with it is on stderr. */
export const loadConfigOrReport = (env: NodeJS.ProcessEnv = process.env): Config | undefined => {
  try {
    return loadConfig(env);
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\n`);
    return undefined;
  }
};

/** Where stored files go: FILES_DIR, or `files` under DATA_DIR. */
export const filesDir = (config: Config) => config.FILES_DIR ?? join(config.DATA_DIR, 'files');

export const testConfig = (overrides: Partial<Config> = {}): Config => ({
  ...loadConfig({ LOG_LEVEL: 'silent', LOGIN_CAPTCHA: 'off', DEMO: 'off', RESPONSE_CHECK: 'on' }),
  // Files of a test run stay out of the work tree.
  FILES_DIR: join(tmpdir(), `oms-test-files-${process.pid}`),
  SECRETS_KEY: randomBytes(32).toString('base64'),
  ...overrides,
});
