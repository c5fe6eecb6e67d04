/**
 * @vitest-environment jsdom
 */
// A DOM for the browser's socket events (CloseEvent).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '@/test/fake-socket';
import { connectTodoSocket, type SocketFactory } from '../todo-socket';

describe('todo socket', () => {
  let sockets: FakeSocket[];
  const factory: SocketFactory = (url, protocols) => {
    const socket = new FakeSocket(url, protocols);
    sockets.push(socket);
    return socket;
  };

  beforeEach(() => {
    sockets = [];
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('sends the token as subprotocol, pings every 30 s and swallows pong', () => {
    const messages: string[] = [];
    connectTodoSocket({
      url: 'ws://x/ws/todoList',
      token: 'tok',
      onMessage: (d) => messages.push(d),
      onUnsupported: () => {},
      createSocket: factory,
    });
    const socket = sockets[0]!;
    expect(socket.protocols).toEqual(['tok']);
    socket.open();
    vi.advanceTimersByTime(30_000);
    expect(socket.sent).toEqual(['ping']);
    vi.advanceTimersByTime(30_000);
    expect(socket.sent).toEqual(['ping', 'ping']);
    socket.receive('pong');
    socket.receive('{"id":"1","relateType":4}');
    expect(messages).toEqual(['{"id":"1","relateType":4}']);
  });

  it('reconnects 2 s after a close, and not after close() or a session end', () => {
    const ended: number[] = [];
    const live = connectTodoSocket({
      url: 'ws://x',
      token: 't',
      onMessage: () => {},
      onUnsupported: () => {},
      onSessionEnded: (code) => ended.push(code),
      createSocket: factory,
    });
    sockets[0]!.drop();
    vi.advanceTimersByTime(1_999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);

    sockets[1]!.drop(4402);
    vi.advanceTimersByTime(10_000);
    expect(sockets).toHaveLength(2);
    expect(ended).toEqual([4402]);
    live.close();

    const other = connectTodoSocket({
      url: 'ws://x',
      token: 't',
      onMessage: () => {},
      onUnsupported: () => {},
      createSocket: factory,
    });
    other.close();
    expect(sockets[2]!.closed).toBe(true);
    sockets[2]!.drop();
    vi.advanceTimersByTime(10_000);
    expect(sockets).toHaveLength(3);
  });

  it('reports a browser without WebSocket', () => {
    vi.stubGlobal('WebSocket', undefined);
    const unsupported = vi.fn();
    connectTodoSocket({ url: 'ws://x', token: 't', onMessage: () => {}, onUnsupported: unsupported });
    expect(unsupported).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });
});
