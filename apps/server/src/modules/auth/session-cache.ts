import type { AuthContext } from '../../core/context';

/** What a session resolves to, but the request's language (each request brings its own). */
export type CachedContext = Omit<AuthContext, 'language'>;

export type SessionEntry = {
  context: CachedContext;
  roleId: number | null;
  /** Epoch milliseconds, as last written to (or read from) the database. */
  lastSeenAt: number;
  idleExpiresAt: number;
  absoluteExpiresAt: number;
  /** When it was read from the database: past the TTL it is read again. */
  loadedAt: number;
};

/** What a change affects: one session, every session of a user, of a role's holders, of a company. */
export type SessionScope = { kind: 'session' | 'user' | 'role' | 'company'; id: number };

const SCOPE_KINDS = new Set<unknown>(['session', 'user', 'role', 'company']);
export const isSessionScope = (value: Record<string, unknown>): value is SessionScope =>
  SCOPE_KINDS.has(value.kind) && Number.isInteger(value.id);

const matches = (e: SessionEntry, s: SessionScope) =>
  s.kind === 'session'
    ? e.context.sessionId === s.id
    : s.kind === 'user'
      ? e.context.userId === s.id
      : s.kind === 'role'
        ? e.roleId === s.id
        : e.context.companyId === s.id;

const keyOf = (s: SessionScope) => `${s.kind}:${s.id}`;

/**
 * Resolved sessions of this process by token hash, so that a request costs no database round trip.
 * Entries go when a change is announced (`hold` here, `release` when the announcement comes back
 * through the notifier, that is after its transaction committed), when older than the reader accepts
 * (a safety net for a lost announcement), or the least recently used first beyond `maxEntries`.
 *
 * Two races are closed here. A read that began before an invalidation may return what it found, but
 * does not store it (`generation`). A read between `hold` and the commit of the change would see the
 * old rows (PostgreSQL does not block readers), so nothing in a held scope is stored until `release`
 * or, should the transaction roll back and never announce, `holdMs`.
 */
export const createSessionCache = (opts: { maxEntries: number; holdMs: number }) => {
  const entries = new Map<string, SessionEntry>();
  const held = new Map<string, { scope: SessionScope; until: number; seq: number }>();
  let generation = 0;
  let holdSeq = 0;
  const waiters = new Set<{ mark: number; done: () => void }>();
  const pendingSince = (mark: number) => [...held.values()].some((h) => h.seq > mark);
  const wake = () => {
    for (const w of waiters) if (!pendingSince(w.mark)) w.done();
  };

  const drop = (scope: SessionScope) => {
    generation++;
    for (const [hash, entry] of entries) if (matches(entry, scope)) entries.delete(hash);
  };
  const isHeld = (entry: SessionEntry, now: number) => {
    for (const [key, h] of held) {
      if (h.until < now) held.delete(key);
      else if (matches(entry, h.scope)) return true;
    }
    return false;
  };

  return {
    /** The entry of a token hash, unless it was read more than `maxAgeMs` ago (then it goes). */
    get(hash: string, now: number, maxAgeMs: number): SessionEntry | undefined {
      const entry = entries.get(hash);
      if (!entry) return undefined;
      entries.delete(hash);
      if (now - entry.loadedAt > maxAgeMs) return undefined;
      entries.set(hash, entry); // most recently used last: eviction takes the first
      return entry;
    },
    /** Read before a database read; `set` then stores only if nothing was invalidated meanwhile. */
    generation: () => generation,
    set(hash: string, entry: SessionEntry, readAt: number) {
      if (readAt !== generation || isHeld(entry, entry.loadedAt)) return;
      entries.delete(hash);
      if (entries.size >= opts.maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(hash, entry);
    },
    /** A change of `scope` is under way: drop its entries and store none until `release`. */
    hold(scope: SessionScope, now: number) {
      held.set(keyOf(scope), { scope, until: now + opts.holdMs, seq: ++holdSeq });
      drop(scope);
    },
    /** The change of `scope` is committed (its announcement arrived): drop again, store again. */
    release(scope: SessionScope) {
      held.delete(keyOf(scope));
      drop(scope);
      if (waiters.size > 0) wake();
    },
    /** A mark to pass to `settled` later. */
    mark: () => holdSeq,
    /**
     * Resolves once every hold made after `mark` is released (its change committed and announced to
     * every process), or after `timeoutMs` (a rolled-back change never announces). Null when nothing
     * is to wait for, the case of nearly every request (no promise made).
     */
    settled(mark: number, timeoutMs: number): Promise<void> | null {
      if (holdSeq === mark || !pendingSince(mark)) return null;
      return new Promise((resolve) => {
        const waiter = {
          mark,
          done: () => {
            clearTimeout(timer);
            waiters.delete(waiter);
            resolve();
          },
        };
        const timer = setTimeout(waiter.done, timeoutMs);
        waiters.add(waiter);
      });
    },
    clear() {
      generation++;
      entries.clear();
    },
    size: () => entries.size,
  };
};
export type SessionCache = ReturnType<typeof createSessionCache>;
