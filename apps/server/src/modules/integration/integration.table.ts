import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, ts } from '../../db/columns';
import { tenantRef, warehouses } from '../tenancy/tenancy.table';

/**
 * Per-warehouse keys of the integration API. Only a SHA-256 of the key is kept (keys are 256-bit
 * random, so a fast hash is enough); `prefix` is the first characters, to recognise a key in a list.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: id(),
    tenantId: tenantRef(),
    warehouseId: ref('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    name: text('name').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    prefix: text('prefix').notNull(),
    createdAt: createdAt(),
    lastUsedAt: ts('last_used_at'),
    revokedAt: ts('revoked_at'),
  },
  (t) => [index('api_keys_warehouse').on(t.warehouseId)],
);

/**
 * The first answer to each Idempotency-Key of a caller. `scope` names the caller: an API key of the
 * integration API (`key:<id>`) or a signed-in user of the customer API (`user:<id>`). A row without a
 * status is a request still running (a repeat meanwhile answers 409, unless its process is gone); `requestHash` tells a repeat
 * from a different request. Rows go after the window (INTEGRATION_LIMITS.idempotencyTtlHours).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    response: text('response'),
    /**
     * The server process (lib/presence.ts) whose request holds the key while it runs: once that
     * process is gone, a repeat takes the key over at once (null: rows from before, the 60 s rule).
     */
    ownerBoot: integer('owner_boot'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key] }),
    index('idempotency_keys_created').on(t.scope, t.createdAt),
  ],
);
