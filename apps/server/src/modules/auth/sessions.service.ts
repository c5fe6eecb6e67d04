import { ALL_PERMISSION_CODES, DEFAULT_LANGUAGE, ROOT_CODE, type Language } from '@oms/contracts';
import type { AuthContext } from '../../core/context';
import type { Deps } from '../../core/deps';
import { errors } from '../../lib/errors';
import { newToken, sha256 } from '../../lib/crypto';
import { NOTICES_LOST_TOPIC } from '../../lib/notifier';
import type { DbOrTx } from '../../db/client';
import { sessionsRepository as repo } from './sessions.repository';
import { createSessionCache, isSessionScope, type SessionEntry, type SessionScope } from './session-cache';

/** The idle touch is written at most this often per session (and process). */
const TOUCH_EVERY_MS = 60_000;
/**
 * A cached session is read again after this long even if no change was announced: a safety net for a
 * notice lost in a way the notifier cannot tell (it tells a reconnect of its listener: all is dropped).
 */
const CACHE_TTL_MS = 60_000;
const CACHE_MAX_ENTRIES = 20_000;
/** How long a change whose announcement never comes (a rollback) keeps its scope out of the cache. */
const HOLD_MS = 10_000;
/** How long a response waits for its own change to be announced (see `settled`). */
const SETTLE_MS = 2_000;
/** The notifier topic of session changes; its payload is a SessionScope. */
const TOPIC = 'sessions.changed';

export const createSessionsService = ({ db, config, notifier }: Pick<Deps, 'db' | 'config' | 'notifier'>) => {
  const idleMs = config.SESSION_IDLE_MINUTES * 60_000;
  const absoluteMs = config.SESSION_ABSOLUTE_HOURS * 3_600_000;
  const cache = createSessionCache({ maxEntries: CACHE_MAX_ENTRIES, holdMs: HOLD_MS });
  notifier.subscribeInternal((notice) => {
    if (notice.topic === NOTICES_LOST_TOPIC) cache.clear();
    else if (notice.topic === TOPIC && isSessionScope(notice.payload)) cache.release(notice.payload);
  });

  const permissionsOf = (user: { isMain: boolean }, roleCodes: readonly string[]) =>
    user.isMain ? new Set(ALL_PERMISSION_CODES) : new Set([ROOT_CODE, ...roleCodes]);

  /**
   * Tells every process (this one at once) that what sessions in `scope` resolve to changes. Call it
   * inside the transaction that makes the change: other processes hear of it when it commits.
   */
  const forget = async (tx: DbOrTx, scope: SessionScope) => {
    cache.hold(scope, Date.now());
    await notifier.publishInternal({ topic: TOPIC, payload: scope }, tx);
  };

  /** Writes the idle touch when the last one is a minute old (first setting it, so that one write wins). */
  const touchIfDue = async (entry: SessionEntry, now: number) => {
    if (now - entry.lastSeenAt <= TOUCH_EVERY_MS) return;
    entry.lastSeenAt = now;
    entry.idleExpiresAt = Math.min(now + idleMs, entry.absoluteExpiresAt);
    await repo.touch(db, entry.context.sessionId, new Date(now), new Date(entry.idleExpiresAt));
  };

  /** Reads the session from the database: the checks and the context, or throws 401/402. */
  const load = async (hash: string, now: number): Promise<SessionEntry> => {
    const found = await repo.findByHash(db, hash);
    if (!found) throw errors.unauthorized();
    const { session, user } = found;
    if (session.endedAt) {
      throw session.endReason === 'replaced' ? errors.loggedInElsewhere() : errors.unauthorized();
    }
    if (now > session.idleExpiresAt.getTime() || now > session.absoluteExpiresAt.getTime()) {
      await repo.end(db, session.id, 'expired', new Date(now));
      throw errors.unauthorized();
    }
    if (user.status !== 'ENABLED') throw errors.unauthorized();
    return {
      context: {
        sessionId: session.id,
        userId: user.id,
        tenantId: user.tenantId,
        companyId: user.companyId,
        accountName: user.accountName,
        userName: user.userName,
        companyName: found.companyName,
        customerType: found.customerType,
        isMain: user.isMain,
        permissions: permissionsOf(user, found.roleCodes ?? []),
      },
      roleId: user.roleId,
      lastSeenAt: session.lastSeenAt.getTime(),
      idleExpiresAt: session.idleExpiresAt.getTime(),
      absoluteExpiresAt: session.absoluteExpiresAt.getTime(),
      loadedAt: now,
    };
  };

  return {
    forget,
    /** A mark taken when a request starts, for `settled`. */
    mark: () => cache.mark(),
    /**
     * Waits until the changes `forget` announced since `mark` came back through the notifier. The
     * announcement reaches every process at the same commit, so a response sent after it is followed
     * by calls that every process answers with the change (a disabled account is refused everywhere).
     */
    settled: (mark: number) => cache.settled(mark, SETTLE_MS),

    /** Starts a session; any older session of the account ends as "replaced" (its token then answers 402). */
    async create(tx: DbOrTx, userId: number, meta: { ip?: string; userAgent?: string }) {
      const now = new Date();
      await repo.endAllForUser(tx, userId, 'replaced', now);
      await forget(tx, { kind: 'user', id: userId });
      const token = newToken();
      await repo.insert(tx, {
        userId,
        tokenHash: sha256(token),
        ip: meta.ip ?? null,
        userAgent: meta.userAgent?.slice(0, 500) ?? null,
        idleExpiresAt: new Date(now.getTime() + idleMs),
        absoluteExpiresAt: new Date(now.getTime() + absoluteMs),
      });
      return token;
    },

    /**
     * Resolves a token to its context (for a request in `language`), or throws 401 (unknown, ended,
     * expired) / 402 (replaced). A session this process resolved lately costs no query (but the idle
     * touch once a minute); changes reach the cache through `forget`. An entry that looks expired is
     * read again, since another process may have touched the session meanwhile.
     */
    async resolve(
      token: string,
      language: Language = DEFAULT_LANGUAGE,
      { maxAgeMs = CACHE_TTL_MS }: { maxAgeMs?: number } = {},
    ): Promise<AuthContext> {
      const hash = sha256(token);
      const now = Date.now();
      let entry = cache.get(hash, now, maxAgeMs);
      if (!entry || now > entry.idleExpiresAt || now > entry.absoluteExpiresAt) {
        const readAt = cache.generation();
        entry = await load(hash, now);
        cache.set(hash, entry, readAt);
      }
      await touchIfDue(entry, now);
      return { ...entry.context, language };
    },

    async end(sessionId: number) {
      await repo.end(db, sessionId, 'logout', new Date());
      await forget(db, { kind: 'session', id: sessionId });
    },
    async endAllForUser(tx: DbOrTx, userId: number, reason: 'disabled' | 'logout') {
      await repo.endAllForUser(tx, userId, reason, new Date());
      await forget(tx, { kind: 'user', id: userId });
    },
    /** Signs the user out everywhere but `keepSessionId` (as "logout"); answers how many sessions ended. */
    async endOthersOfUser(tx: DbOrTx, userId: number, keepSessionId: number) {
      const ended = await repo.endOthersForUser(tx, userId, keepSessionId, new Date());
      await forget(tx, { kind: 'user', id: userId });
      return ended;
    },
  };
};
export type SessionsService = ReturnType<typeof createSessionsService>;
