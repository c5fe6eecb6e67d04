// Response serialisation: what the portal does now for a list page (the zod response schema encodes
// and checks the answer, then JSON.stringify, as fastify-type-provider-zod's serializerCompiler does)
// against a serialiser compiled from the same schema (z.toJSONSchema → fast-json-stringify), on a
// page of 20 products and 20 sub-accounts as the API answers them (read from the portal on PGlite).
// Usage: npx tsx bench/serialise.ts [--runs 20000] [--size 20]
import { createRequire } from 'node:module';
import { z } from 'zod';
import { envelope, productPage, subAccountPage } from '@oms/contracts';
import { buildApp } from '../apps/server/src/app';
import { testConfig } from '../apps/server/src/config';
import { fillAccounts, fillProducts } from './fixtures';
import { helpOnRequest } from './cli.mjs';
import { arg, benchCompany, benchTenant, log, openFor } from './support';

helpOnRequest(import.meta.filename);
const fjs = createRequire(import.meta.url)('fast-json-stringify') as (s: object) => (d: unknown) => string;
const RUNS = Number(arg('runs', '20000'));
const SIZE = Number(arg('size', '20'));

const time = (name: string, f: () => string) => {
  for (let i = 0; i < 1000; i++) f();
  const t0 = performance.now();
  for (let i = 0; i < RUNS; i++) f();
  const us = ((performance.now() - t0) * 1000) / RUNS;
  log(`  ${name.padEnd(44)} ${us.toFixed(1).padStart(7)} µs per answer`);
  return us;
};

const { database, drop } = await openFor('pglite');
const app = await buildApp({ config: testConfig(), database, sender: { send: async () => undefined } });
await app.ready();
const company = await benchCompany(app, await benchTenant(app));
await fillProducts(app, company, SIZE + 1);
await fillAccounts(app, company, SIZE + 1, '!');
const answerOf = async (path: string) =>
  (
    await app.inject({
      method: 'POST',
      url: `/api/${path}`,
      headers: { token: company.token },
      payload: { current: 1, size: SIZE },
    })
  ).json() as { code: number; message: string; data: unknown };

for (const [name, schema, path] of [
  ['products page', productPage, 'products/page'],
  ['sub-accounts page', subAccountPage, 'sub-accounts/page'],
] as const) {
  const full = envelope(schema as z.ZodType);
  const answer = await answerOf(path);
  log(`\n${name}, ${SIZE} records, ${JSON.stringify(answer).length} bytes`);
  const zodNow = time('zod encode + JSON.stringify (now)', () =>
    JSON.stringify(z.safeEncode(full, answer).data),
  );
  const plain = time('JSON.stringify alone', () => JSON.stringify(answer));
  const compiled = fjs(z.toJSONSchema(full, { io: 'output', unrepresentable: 'any' }));
  if (compiled(answer) !== JSON.stringify(answer)) log('  (compiled output differs from JSON.stringify)');
  const fast = time('fast-json-stringify from z.toJSONSchema', () => compiled(answer));
  log(
    `  zod share of the serialisation: ${(100 * (1 - plain / zodNow)).toFixed(0)} %; compiled is ${(zodNow / fast).toFixed(1)}× faster than now`,
  );
}
await app.close();
await drop();
