import type { FastifyPluginAsync } from 'fastify';
import type { WebSocket } from 'ws';
import {
  LIMITS,
  RESULT_CODE,
  TODO_RELATE_TYPES,
  WS_CLOSE_CODE,
  WS_PING,
  WS_PONG,
  WS_TODO_PATH,
  type Language,
  type TodoRelateType,
} from '@oms/contracts';
import { authenticate } from '../../core/authenticate';
import { AppError } from '../../lib/errors';
import { parseLanguage } from '../../lib/language';
import type { CompanyNotice } from '../../lib/notifier';
import type { AuthContext } from '../../core/context';
import { isLiveNoticePayload, localizeNotice } from './todos.service';

type Client = { socket: WebSocket; token: string; auth: AuthContext; language: Language; lastSeen: number };

/** A socket that has not pinged for three ping periods is gone (a laptop lid, a dropped network). */
const STALE_MS = LIMITS.wsPingMs * 3;
/**
 * How old the process's cached session may be for a ping. Changes (sign-out, second sign-in, a
 * disabled account, a changed role) reach the cache at once through the notifier, so this only bounds
 * a change that bypassed the application; a ping costs no query but the idle touch once a minute.
 */
const PING_MAX_AGE_MS = 10 * 60_000;

/** The first offered subprotocol is the session token (specification §7). */
const tokenOf = (header: string | string[] | undefined): string | undefined => {
  const raw = Array.isArray(header) ? header[0] : header;
  const first = raw?.split(',')[0]?.trim();
  return first || undefined;
};

const closeCodeOf = (err: unknown): number | null => {
  if (!(err instanceof AppError)) return null;
  if (err.code === RESULT_CODE.loginExpired) return WS_CLOSE_CODE.loginExpired;
  if (err.code === RESULT_CODE.loggedInElsewhere) return WS_CLOSE_CODE.loggedInElsewhere;
  return null;
};

/**
 * The live to-do channel, `GET /ws/todoList`. The upgrade is refused with the 401/402 envelope
 * (no socket) unless the subprotocol carries a valid session token. Each `ping` re-checks the
 * session and is answered `pong`, or the socket is closed 4401/4402 when the session has ended.
 * Notices (to-dos and updates alike, told apart by `kind`) reach only the sockets of their company,
 * and only users who hold the menu code of the notice's related type; the text is in the socket's
 * language (`?language=en`, zh by default).
 */
export const todoSocketRoutes: FastifyPluginAsync = async (app) => {
  const byCompany = new Map<number, Set<Client>>();

  const deliver = (notice: CompanyNotice) => {
    const clients = byCompany.get(notice.companyId);
    if (!clients) return;
    const live = isLiveNoticePayload(notice.payload) ? notice.payload : null;
    const code = live ? TODO_RELATE_TYPES[live.relateType as TodoRelateType]?.code : undefined;
    for (const client of clients) {
      if (client.socket.readyState !== client.socket.OPEN) continue;
      if (live && (!code || !client.auth.permissions.has(code))) continue;
      client.socket.send(JSON.stringify(live ? localizeNotice(live, client.language) : notice.payload));
    }
  };
  const unsubscribe = app.deps.notifier.subscribe(deliver);

  const sweep = setInterval(() => {
    const now = Date.now();
    for (const clients of byCompany.values()) {
      for (const client of clients) if (now - client.lastSeen > STALE_MS) client.socket.terminate();
    }
  }, LIMITS.wsPingMs);
  sweep.unref();

  app.addHook('onClose', async () => {
    clearInterval(sweep);
    unsubscribe();
  });

  // A ping re-resolves the session (from the process's cache), which also counts as activity for its
  // idle timeout: an open portal tab keeps its session alive (the absolute limit still ends it).
  const onPing = async (client: Client) => {
    client.lastSeen = Date.now();
    try {
      client.auth = await app.services.sessions.resolve(client.token, client.language, {
        maxAgeMs: PING_MAX_AGE_MS,
      });
    } catch (err) {
      const code = closeCodeOf(err);
      if (code !== null) {
        client.socket.close(code, code === WS_CLOSE_CODE.loginExpired ? '401' : '402');
        return;
      }
      // The database hiccuped: keep the socket, the next ping checks again.
      app.log.warn({ err }, 'to-do socket: session check failed');
    }
    if (client.socket.readyState === client.socket.OPEN) client.socket.send(WS_PONG);
  };

  app.get(
    WS_TODO_PATH,
    {
      websocket: true,
      config: { permission: null },
      preValidation: async (request) => {
        request.auth = await authenticate(
          app,
          request.headers,
          tokenOf(request.headers['sec-websocket-protocol']),
        );
      },
    },
    (socket, request) => {
      const auth = request.auth!;
      const query = request.query as { language?: string };
      const client: Client = {
        socket,
        token: tokenOf(request.headers['sec-websocket-protocol'])!,
        auth,
        language: parseLanguage(query.language ?? request.headers.language),
        lastSeen: Date.now(),
      };
      const clients = byCompany.get(auth.companyId) ?? new Set<Client>();
      clients.add(client);
      byCompany.set(auth.companyId, clients);

      socket.on('message', (data, isBinary) => {
        if (!isBinary && data.toString() === WS_PING) void onPing(client);
      });
      socket.on('close', () => {
        clients.delete(client);
        if (clients.size === 0 && byCompany.get(auth.companyId) === clients) byCompany.delete(auth.companyId);
      });
    },
  );
};
