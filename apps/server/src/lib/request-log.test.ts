import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { RequestLog } from './request-log';

type Line = {
  level: number;
  msg: string;
  res?: { statusCode: number };
  req?: { url: string };
  responseTime?: number;
};

const open: FastifyInstance[] = [];
afterEach(async () => {
  for (const app of open.splice(0)) await app.close();
});

/** A server with the request log at `level`, its lines parsed, and routes of every outcome. */
const serverAt = async (level: string) => {
  const lines: Line[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Line);
      done();
    },
  });
  const app = Fastify({
    logger: { level, stream },
    logController: new RequestLog({ slowMs: 50, quiet: (request) => request.headers['x-quiet'] === 'yes' }),
  });
  app.get('/ok', async () => ({ ok: true }));
  app.get('/refused', async (_request, reply) => reply.status(403).send({ code: 403 }));
  app.get('/failed', async (_request, reply) => reply.status(503).send({ code: 503 }));
  app.get('/thrown', async () => {
    throw new Error('boom');
  });
  app.get('/slow', async () => new Promise((r) => setTimeout(() => r({ ok: true }), 80)));
  await app.ready();
  open.push(app);
  return { app, lines };
};

describe('the request log', () => {
  it('writes nothing for a fast successful call at info, one line for what matters', async () => {
    const { app, lines } = await serverAt('info');
    await app.inject({ url: '/ok' });
    expect(lines).toEqual([]);
    for (const url of ['/refused', '/failed', '/thrown', '/slow']) await app.inject({ url });
    const byUrl = Object.fromEntries(
      lines.filter((l) => l.req).map((l) => [l.req!.url, [l.level, l.msg, l.res?.statusCode]]),
    );
    expect(byUrl).toEqual({
      '/refused': [30, 'request refused', 403],
      '/failed': [50, 'request failed', 503],
      '/thrown': [50, 'request failed', 500],
      '/slow': [40, 'slow request', 200],
    });
    // The thrown error itself is logged once more by the error handler, with its stack.
    expect(lines.some((l) => l.level === 50 && l.msg === 'boom')).toBe(true);
    expect(lines.find((l) => l.msg === 'slow request')!.responseTime).toBeGreaterThanOrEqual(50);
  });

  it('shows every call at debug, and nothing of a quiet one', async () => {
    const { app, lines } = await serverAt('debug');
    await app.inject({ url: '/ok' });
    expect(lines.map((l) => [l.level, l.msg])).toEqual([
      [20, 'incoming request'],
      [20, 'request completed'],
    ]);
    await app.inject({ url: '/failed', headers: { 'x-quiet': 'yes' } });
    expect(lines).toHaveLength(2);
  });
});
