/**
 * The browser's WebSocket as far as the live channel uses it: a test opens, feeds and drops it by
 * hand. `FakeSocket.last` is the latest one made (for code that calls `new WebSocket` itself).
 */
export class FakeSocket {
  static last: FakeSocket | null = null;
  readyState = 0;
  sent: string[] = [];
  closed = false;
  onopen: ((ev: Event) => unknown) | null = null;
  onmessage: ((ev: MessageEvent) => unknown) | null = null;
  onclose: ((ev: CloseEvent) => unknown) | null = null;
  onerror: ((ev: Event) => unknown) | null = null;
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {
    FakeSocket.last = this;
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  receive(data: string) {
    this.onmessage?.(new MessageEvent('message', { data }));
  }
  /** Receives `data` as JSON. */
  push(data: unknown) {
    this.receive(JSON.stringify(data));
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close', { code }));
  }
}
