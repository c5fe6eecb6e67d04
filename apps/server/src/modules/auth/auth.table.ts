import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, ts } from '../../db/columns';
import { users } from '../accounts/accounts.table';

export const SESSION_END_REASONS = ['logout', 'replaced', 'disabled', 'expired'] as const;

/** Opaque session tokens, stored as SHA-256 hashes only. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull().unique(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
    idleExpiresAt: ts('idle_expires_at').notNull(),
    absoluteExpiresAt: ts('absolute_expires_at').notNull(),
    endedAt: ts('ended_at'),
    endReason: text('end_reason', { enum: SESSION_END_REASONS }),
  },
  (t) => [index('sessions_user').on(t.userId)],
);

export const captchas = pgTable('captchas', {
  key: text('key').primaryKey(),
  code: text('code').notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  createdAt: createdAt(),
});

export const VERIFY_PURPOSES = ['register', 'bind', 'reset'] as const;

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: id(),
    purpose: text('purpose', { enum: VERIFY_PURPOSES }).notNull(),
    channel: text('channel', { enum: ['phone', 'email'] }).notNull(),
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('verification_codes_target').on(t.target, t.createdAt),
    index('verification_codes_ip').on(t.ip, t.createdAt),
  ],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: id(),
    accountName: text('account_name').notNull(),
    ip: text('ip').notNull(),
    success: boolean('success').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_attempts_account_ip').on(t.accountName, t.ip, t.createdAt),
    index('login_attempts_ip').on(t.ip, t.createdAt),
  ],
);

/** Every message the system sends (codes, notices); the default sender only writes here and logs. */
export const outbox = pgTable('outbox', {
  id: id(),
  channel: text('channel', { enum: ['phone', 'email'] }).notNull(),
  target: text('target').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  sentAt: ts('sent_at'),
  error: text('error'),
  createdAt: createdAt(),
});
