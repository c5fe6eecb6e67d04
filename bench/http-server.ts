// The server side of bench/http.ts, in a process of its own (so the load generator does not share its
// event loop): a bare Fastify hello world, or the portal on a fresh PGlite or PostgreSQL database with
// one company holding many products and sub-accounts. Forked by http.ts, which it answers over IPC:
// { ready: { port, token } } once listening; on 'profile-start' / 'profile-stop' it records a V8 CPU
// profile (the same format as `node --cpu-prof`) of what runs in between; 'stop' closes everything.
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import Fastify from 'fastify';
import { z } from 'zod';
import { defineEndpoints, ROOT_CODE } from '@oms/contracts';
import { buildApp } from '../apps/server/src/app';
import type { Database } from '../apps/server/src/db/client';
import { testConfig, type Config } from '../apps/server/src/config';
import { registerEndpoints } from '../apps/server/src/core/endpoints';
import { hashPassword } from '../apps/server/src/lib/password';
import { fillAccounts, fillProducts } from './fixtures';
import { arg, benchCompany, benchTenant, openFor } from './support';

export type ServerMessage =
  { ready: { port: number; token: string; floorPort?: number } } | { profiled: string };

const send = (message: ServerMessage) => process.send!(message);

/** A call that only checks the sign-in: the session, nothing else (no query of its own). */
const benchEndpoints = defineEndpoints(
  'bench',
  {},
  {
    whoami: {
      access: ROOT_CODE,
      summary: 'The signed-in user id (benchmark only)',
      response: z.object({ userId: z.number() }),
    },
  },
);

const hello = async () => {
  const app = Fastify();
  app.get('/', async () => ({ hello: 'world' }));
  return { app, token: '', floorPort: undefined, close: () => app.close() };
};

/**
 * The floor of a products page on this stack: a bare Fastify server on the portal's database that
 * answers the same page (the company's 20 newest products with their brand's name, and one more
 * row to tell whether another page follows) with one hand-written query on the raw driver, the
 * session from a Map, and `JSON.stringify`: no hooks, no ORM, no schema checks. What no amount of
 * work in the portal can go below.
 */
const floor = async (database: Database, token: string, companyId: number) => {
  const app = Fastify();
  const sessions = new Map([[token, { companyId }]]);
  const text =
    'select p.*, b.name as brand_name from products p left join brands b on b.id = p.brand_id ' +
    'where p.company_id = $1 order by p.created_at desc, p.id desc limit 21';
  const query = async (companyId: number) =>
    database.pglite
      ? (await database.pglite.query(text, [companyId])).rows
      : (await database.pool!.query({ name: 'floor-products', text, values: [companyId] })).rows;
  app.post('/api/products/page', async (request, reply) => {
    const session = sessions.get(String(request.headers.token));
    if (!session) return reply.code(401).send({ code: 401 });
    const rows = await query(session.companyId);
    return { code: 0, message: 'success', data: { records: rows.slice(0, 20), hasMore: rows.length > 20 } };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return { port: typeof address === 'object' && address ? address.port : 0, close: () => app.close() };
};

const portal = async (driver: string) => {
  const { database, drop } = await openFor(driver);
  // As deployed: answers written by their compiled serialisers, unchecked (`--response-check on`: as in tests).
  const config = testConfig({
    LOG_LEVEL: arg('log-level', 'info') as Config['LOG_LEVEL'],
    RESPONSE_CHECK: arg('response-check', 'off') as Config['RESPONSE_CHECK'],
  });
  const app = await buildApp({ config, database, sender: { send: async () => undefined } });
  registerEndpoints(app, benchEndpoints, { whoami: async ({ auth }) => ({ userId: auth.userId }) });
  await app.ready();
  const company = await benchCompany(app, await benchTenant(app));
  await fillProducts(app, company, Number(arg('products', '200000')));
  await fillAccounts(app, company, Number(arg('accounts', '100000')), await hashPassword('Bench@2026'));
  const bare = await floor(database, company.token, company.companyId);
  return {
    app,
    token: company.token,
    floorPort: bare.port,
    close: async () => {
      await bare.close();
      await app.close();
      await drop();
    },
  };
};

const target = arg('target', 'hello');
const server = target === 'hello' ? await hello() : await portal(target);
await server.app.listen({ port: 0, host: '127.0.0.1' });
const address = server.app.server.address();
send({
  ready: {
    port: typeof address === 'object' && address ? address.port : 0,
    token: server.token,
    floorPort: server.floorPort,
  },
});

const session = new Session();
process.on('message', async (message: string) => {
  if (message === 'profile-start') {
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
  } else if (message === 'profile-stop') {
    const { profile } = await session.post('Profiler.stop');
    const dir = arg('profile-dir', '.');
    mkdirSync(dir, { recursive: true });
    const file = `${dir}/http-${target}-${Date.now()}.cpuprofile`;
    writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
    send({ profiled: file });
  } else if (message === 'stop') {
    await server.close();
    process.exit(0);
  }
});
