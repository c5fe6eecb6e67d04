import { LIMITS, WS_CLOSE_CODE, WS_PING, WS_PONG } from '@oms/contracts';

type SocketLike = Pick<WebSocket, 'send' | 'close' | 'readyState'> & {
  onopen: ((ev: Event) => unknown) | null;
  onmessage: ((ev: MessageEvent) => unknown) | null;
  onclose: ((ev: CloseEvent) => unknown) | null;
  onerror: ((ev: Event) => unknown) | null;
};
export type SocketFactory = (url: string, protocols: string[]) => SocketLike;

export type TodoSocketOptions = {
  url: string;
  /** Travels as the subprotocol: browsers cannot set headers on a WebSocket. */
  token: string;
  onMessage: (data: string) => void;
  /** No WebSocket in this browser (spec §8 alerts). */
  onUnsupported: () => void;
  /** The server ended the session behind the socket (4401 / 4402): no reconnect. */
  onSessionEnded?: (code: number) => void;
  /** For tests; the browser's WebSocket otherwise. */
  createSocket?: SocketFactory;
  pingMs?: number;
  reconnectMs?: number;
};

export type TodoSocket = { close: () => void };

const OPEN = 1;

const browserFactory = (): SocketFactory | null =>
  typeof WebSocket === 'undefined' ? null : (url, protocols) => new WebSocket(url, protocols);

/**
 * The live channel of specification §7: pings every 30 s, reconnects 2 s after any close until
 * `close()` is called (sign-out) or the server says the session is over. "pong" is swallowed.
 */
export const connectTodoSocket = (options: TodoSocketOptions): TodoSocket => {
  const create = options.createSocket ?? browserFactory();
  const pingMs = options.pingMs ?? LIMITS.wsPingMs;
  const reconnectMs = options.reconnectMs ?? LIMITS.wsReconnectMs;
  if (!create) {
    options.onUnsupported();
    return { close: () => {} };
  }
  let stopped = false;
  let socket: SocketLike | null = null;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;

  const open = () => {
    if (stopped) return;
    const ws = create(options.url, [options.token]);
    socket = ws;
    ws.onopen = () => {
      clearInterval(pingTimer);
      pingTimer = setInterval(() => {
        if (ws.readyState === OPEN) ws.send(WS_PING);
      }, pingMs);
    };
    ws.onmessage = (event) => {
      if (typeof event.data !== 'string' || event.data === WS_PONG) return;
      options.onMessage(event.data);
    };
    // An error is always followed by a close, which is where the reconnect happens.
    ws.onerror = () => {};
    ws.onclose = (event) => {
      clearInterval(pingTimer);
      if (socket === ws) socket = null;
      if (stopped) return;
      if (event.code === WS_CLOSE_CODE.loginExpired || event.code === WS_CLOSE_CODE.loggedInElsewhere) {
        stopped = true;
        options.onSessionEnded?.(event.code);
        return;
      }
      reconnectTimer = setTimeout(open, reconnectMs);
    };
  };
  open();

  return {
    close: () => {
      stopped = true;
      clearInterval(pingTimer);
      clearTimeout(reconnectTimer);
      socket?.close();
      socket = null;
    },
  };
};
