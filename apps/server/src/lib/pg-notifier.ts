import pg from 'pg';
import type { Database } from '../db/client';
import { notifyIn } from '../db/notify';
import {
  createMemoryNotifier,
  NOTICES_LOST_TOPIC,
  type CompanyNotice,
  type InternalHandler,
  type InternalNotice,
  type NoticeHandler,
  type Notifier,
} from './notifier';

/** The LISTEN/NOTIFY channel every API process on one database shares. */
export const NOTICE_CHANNEL = 'oms_notice';
/** Internal notices travel on `<channel>_internal`, which no socket handler ever reads. */
const internalChannelOf = (channel: string) => `${channel}_internal`;
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
const MAX_PAYLOAD_BYTES = 7_999;
const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 30_000;

type Log = {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
};
const silent: Log = { warn() {}, info() {} };

export type PgNotifierOptions = {
  connectionString: string;
  /** Where `pg_notify` runs; a small pool of its own when absent. */
  pool?: pg.Pool;
  log?: Log;
  channel?: string;
};

const isNotice = (value: unknown): value is CompanyNotice =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as CompanyNotice).companyId === 'number' &&
  typeof (value as CompanyNotice).payload === 'object' &&
  (value as CompanyNotice).payload !== null;

const isInternal = (value: unknown): value is InternalNotice =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as InternalNotice).topic === 'string' &&
  typeof (value as InternalNotice).payload === 'object' &&
  (value as InternalNotice).payload !== null;

const payloadOf = (value: object, what: string) => {
  const text = JSON.stringify(value);
  if (Buffer.byteLength(text, 'utf8') > MAX_PAYLOAD_BYTES) {
    throw new Error(`Notice payload over ${MAX_PAYLOAD_BYTES} bytes (${what})`);
  }
  return text;
};

/**
 * A Notifier on PostgreSQL LISTEN/NOTIFY, so that every API process on one database delivers every
 * notice to its own sockets. One dedicated connection LISTENs (and comes back with a growing delay
 * when it drops; notices sent while it is down are lost, which the live channel tolerates: the web
 * refetches the to-do list on reconnect). Publishing runs `pg_notify` on a pool; the publishing
 * process hears its own notice through LISTEN like every other, so nothing is delivered twice.
 * Resolves once the first LISTEN is in place.
 */
export const createPgNotifier = async (opts: PgNotifierOptions): Promise<Notifier> => {
  const channel = opts.channel ?? NOTICE_CHANNEL;
  const internalChannel = internalChannelOf(channel);
  const log = opts.log ?? silent;
  const ownPool = opts.pool ? null : new pg.Pool({ connectionString: opts.connectionString, max: 2 });
  // An idle publishing connection the server drops (restart, an admin's kill, a dropped database)
  // must not crash the process: the pool discards it and opens another on the next notice.
  ownPool?.on('error', (err) => log.warn({ err }, 'notice publisher: idle connection lost'));
  const pool = opts.pool ?? ownPool!;
  const handlers = new Set<NoticeHandler>();
  const internalHandlers = new Set<InternalHandler>();
  let client: pg.Client | null = null;
  let closed = false;
  let retryMs = RECONNECT_MIN_MS;
  let everConnected = false;
  let retryTimer: NodeJS.Timeout | null = null;

  const run = <T>(targets: Set<(n: T) => void>, notice: T) => {
    for (const handler of targets) {
      try {
        handler(notice);
      } catch (err) {
        log.warn({ err }, 'notice handler failed');
      }
    }
  };

  const onNotification = (msg: pg.Notification) => {
    if ((msg.channel !== channel && msg.channel !== internalChannel) || !msg.payload) return;
    let notice: unknown;
    try {
      notice = JSON.parse(msg.payload);
    } catch {
      return log.warn({ channel: msg.channel }, 'notice with a payload that is not JSON ignored');
    }
    if (msg.channel === internalChannel) {
      if (isInternal(notice)) run(internalHandlers, notice);
    } else if (isNotice(notice)) run(handlers, notice);
  };

  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    const delay = retryMs;
    retryMs = Math.min(retryMs * 2, RECONNECT_MAX_MS);
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connect().catch((err: unknown) => {
        log.warn({ err, retryMs }, 'notice listener: reconnect failed');
        scheduleReconnect();
      });
    }, delay);
    retryTimer.unref();
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString: opts.connectionString });
    next.on('notification', onNotification);
    const lost = (err?: Error) => {
      if (client !== next) return;
      client = null;
      next.removeAllListeners('notification');
      next.end().catch(() => undefined);
      if (!closed) {
        log.warn({ err }, 'notice listener connection lost');
        scheduleReconnect();
      }
    };
    next.on('error', lost);
    next.on('end', () => lost());
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      await next.query(`LISTEN ${pg.escapeIdentifier(internalChannel)}`);
    } catch (err) {
      next.removeAllListeners();
      next.on('error', () => undefined);
      await next.end().catch(() => undefined);
      throw err;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    const reconnected = everConnected;
    client = next;
    everConnected = true;
    retryMs = RECONNECT_MIN_MS;
    // Notices sent while the listener was down are lost: whoever caches from them starts over.
    if (reconnected) run(internalHandlers, { topic: NOTICES_LOST_TOPIC, payload: {} });
  };

  await connect();

  return {
    async publish(notice) {
      const text = payloadOf(
        { companyId: notice.companyId, payload: notice.payload },
        `company ${notice.companyId}`,
      );
      await pool.query('select pg_notify($1, $2)', [channel, text]);
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    async publishInternal(notice, tx) {
      const text = payloadOf({ topic: notice.topic, payload: notice.payload }, notice.topic);
      // In the caller's transaction PostgreSQL holds the notice until commit: no process hears of a
      // change before it can read it.
      if (tx) await notifyIn(tx, internalChannel, text);
      else await pool.query('select pg_notify($1, $2)', [internalChannel, text]);
    },
    subscribeInternal(handler) {
      internalHandlers.add(handler);
      return () => internalHandlers.delete(handler);
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      handlers.clear();
      internalHandlers.clear();
      const current = client;
      client = null;
      if (current) {
        current.removeAllListeners();
        current.on('error', () => undefined);
        await current.end().catch(() => undefined);
      }
      if (ownPool) await ownPool.end();
    },
  };
};

/**
 * The notifier a start should use: LISTEN/NOTIFY on a PostgreSQL server (several processes share
 * it), in memory for embedded PGlite (one process by construction).
 */
export const createNotifierFor = async (database: Database, log?: Log): Promise<Notifier> =>
  database.kind === 'postgres' && database.connectionString
    ? createPgNotifier({ connectionString: database.connectionString, pool: database.pool, log })
    : createMemoryNotifier();
