import { INTEGRATION_LIMITS } from '@oms/contracts';
import type { Db } from '../../db/client';
import { errors } from '../../lib/errors';
import type { Presence } from '../../lib/presence';
import { sha256 } from '../../lib/crypto';
import { idempotencyRepository as repo } from './idempotency.repository';

/** What to do with a request that carries an Idempotency-Key. */
export type IdempotencyClaim = { kind: 'new' } | { kind: 'replay'; statusCode: number; response: string };

/** A request that died without an answer frees its key after this long (at once when its process is gone). */
const ABANDONED_MS = 60_000;
const HOUR_MS = 3_600_000;

/** JSON with sorted keys, so the same body always hashes the same. */
export const stableJson = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
};

export const requestHash = (method: string, path: string, body: unknown) =>
  sha256(`${method} ${path}\n${stableJson(body ?? null)}`);

/** The caller an Idempotency-Key belongs to: an integration API key, or a customer user. */
export const idempotencyScope = {
  apiKey: (id: number) => `key:${id}`,
  user: (id: number) => `user:${id}`,
};

/**
 * Idempotency of POSTs, per caller (`scope`): every POST of the integration API, and the customer
 * calls that create or pay (endpoints marked `idempotent`). The first request claims the key, its
 * answer is stored, and a repeat gets that answer again. The same key with another request is 422;
 * a repeat while the first is still running is 409, unless the process that ran it is gone (killed or
 * restarted: the repeat runs). Answers of 5xx are not kept (the caller retries).
 */
export const createIdempotencyService = ({ db, presence }: { db: Db; presence: Presence }) => ({
  async claim(scope: string, key: string, hash: string): Promise<IdempotencyClaim> {
    const ref = { scope, key, requestHash: hash, ownerBoot: await presence.id() };
    const now = Date.now();
    const expiredBefore = new Date(now - INTEGRATION_LIMITS.idempotencyTtlHours * HOUR_MS);
    if (await repo.claim(db, ref)) {
      // Old answers of this caller go while we are here: the table stays as small as the window.
      await repo.purgeBefore(db, scope, expiredBefore);
      return { kind: 'new' };
    }
    const existing = await repo.find(db, ref);
    if (
      existing &&
      existing.requestHash !== hash &&
      existing.createdAt.getTime() >= expiredBefore.getTime()
    ) {
      throw errors.invalid('integration.idempotencyMismatch');
    }
    if (existing && existing.statusCode !== null && existing.response !== null) {
      if (existing.createdAt.getTime() >= expiredBefore.getTime()) {
        return { kind: 'replay', statusCode: existing.statusCode, response: existing.response };
      }
    }
    const abandonedBefore = new Date(now - ABANDONED_MS);
    // A request still without an answer whose process is gone will never answer.
    const goneBoot =
      existing?.statusCode === null &&
      existing.ownerBoot !== null &&
      (await presence.gone(existing.ownerBoot))
        ? existing.ownerBoot
        : undefined;
    const takeOver = { ...ref, expiredBefore, abandonedBefore, goneBoot };
    if (await repo.takeOver(db, takeOver)) return { kind: 'new' };
    // Claimed by a request that has not answered yet (or the row vanished between our statements).
    throw errors.conflict('integration.idempotencyInFlight');
  },

  complete: (scope: string, key: string, statusCode: number, response: string) =>
    repo.complete(db, { scope, key, statusCode, response }),

  release: (scope: string, key: string) => repo.release(db, { scope, key }),

  /** Gives up this process's presence (the app closes). */
  close: () => presence.close(),
});
export type IdempotencyService = ReturnType<typeof createIdempotencyService>;
