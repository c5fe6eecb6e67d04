import { ALL_PERMISSION_CODES, DEFAULT_LANGUAGE, ROOT_CODE, type Language } from '@oms/contracts';
import type { AuthContext } from '../../core/context';
import type { Deps } from '../../core/deps';
import { errors } from '../../lib/errors';
import { newToken, sha256 } from '../../lib/crypto';
import type { DbOrTx } from '../../db/client';
import { sessionsRepository as repo } from './sessions.repository';

const TOUCH_EVERY_MS = 60_000;

export const createSessionsService = ({ db, config }: Pick<Deps, 'db' | 'config'>) => {
  const idleMs = config.SESSION_IDLE_MINUTES * 60_000;
  const absoluteMs = config.SESSION_ABSOLUTE_HOURS * 3_600_000;

  const permissionsOf = async (tx: DbOrTx, user: { isMain: boolean; roleId: number | null }) => {
    if (user.isMain) return new Set(ALL_PERMISSION_CODES);
    const codes = user.roleId ? await repo.roleCodes(tx, user.roleId) : [];
    return new Set([ROOT_CODE, ...codes]);
  };

  return {
    permissionsOf,

    /** Starts a session; any older session of the account ends as "replaced" (its token then answers 402). */
    async create(tx: DbOrTx, userId: number, meta: { ip?: string; userAgent?: string }) {
      const now = new Date();
      await repo.endAllForUser(tx, userId, 'replaced', now);
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
     * expired) / 402 (replaced).
     */
    async resolve(token: string, language: Language = DEFAULT_LANGUAGE): Promise<AuthContext> {
      const found = await repo.findByHash(db, sha256(token));
      if (!found) throw errors.unauthorized();
      const { session, user } = found;
      if (session.endedAt) {
        throw session.endReason === 'replaced' ? errors.loggedInElsewhere() : errors.unauthorized();
      }
      const now = new Date();
      if (now > session.idleExpiresAt || now > session.absoluteExpiresAt) {
        await repo.end(db, session.id, 'expired', now);
        throw errors.unauthorized();
      }
      if (user.status !== 'ENABLED') throw errors.unauthorized();
      if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
        const idle = new Date(Math.min(now.getTime() + idleMs, session.absoluteExpiresAt.getTime()));
        await repo.touch(db, session.id, now, idle);
      }
      return {
        sessionId: session.id,
        userId: user.id,
        tenantId: user.tenantId,
        companyId: user.companyId,
        accountName: user.accountName,
        userName: user.userName,
        companyName: found.companyName,
        customerType: found.customerType,
        isMain: user.isMain,
        permissions: await permissionsOf(db, user),
        language,
      };
    },

    end: (sessionId: number) => repo.end(db, sessionId, 'logout', new Date()),
    endAllForUser: (tx: DbOrTx, userId: number, reason: 'disabled' | 'logout') =>
      repo.endAllForUser(tx, userId, reason, new Date()),
    /** Signs the user out everywhere but `keepSessionId` (as "logout"); answers how many sessions ended. */
    endOthersOfUser: (tx: DbOrTx, userId: number, keepSessionId: number) =>
      repo.endOthersForUser(tx, userId, keepSessionId, new Date()),
  };
};
export type SessionsService = ReturnType<typeof createSessionsService>;
