import { describe, expect, it } from 'vitest';
import type { PageResult } from '@oms/contracts';
import { useTestApp } from '../../test/app';
import { bodyOf, call, company, subAccountWith, twoCompanies } from '../../test/fixtures';
import { and, eq } from 'drizzle-orm';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { openPostgres } from '../db/client';
import { idempotencyKeys } from '../schema';
import { newConsignee } from '../modules/consignees/consignees.test-support';
import { idempotencyScope } from '../modules/integration/idempotency.service';

// The customer API's Idempotency-Key on calls that create (here: adding a consignee): one effect
// however often, and however concurrently, a client repeats the request.

describe('customer Idempotency-Key', () => {
  const t = useTestApp(twoCompanies(company));
  const create = (token: string, key: string | undefined, body: object) =>
    call(t.app, token, 'consignees/create', body, { headers: key ? { 'idempotency-key': key } : {} });
  const count = async (token: string, name: string) =>
    bodyOf<PageResult<unknown>>(await call(t.app, token, 'consignees/page', { current: 1, size: 50, name }))
      .data.total;

  it('makes one consignee of 50 concurrent requests with one key, and answers repeats the same', async () => {
    const body = newConsignee({ name: 'Once Only' });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => create(t.a.token, 'add-once-1', body)),
    );
    // Each answer is the first one (replayed) or "still running" (409): never a second effect.
    const ids = new Set(
      answers.filter((r) => r.statusCode === 200).map((r) => bodyOf<{ id: string }>(r).data.id),
    );
    expect(ids.size).toBe(1);
    expect(answers.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    expect(await count(t.a.token, 'Once Only')).toBe(1);
    const again = await create(t.a.token, 'add-once-1', body);
    expect([
      again.statusCode,
      again.headers['idempotent-replayed'],
      bodyOf<{ id: string }>(again).data.id,
    ]).toEqual([200, 'true', [...ids][0]]);
    // The same key with another request is refused, and changes nothing.
    const other = await create(t.a.token, 'add-once-1', newConsignee({ name: 'Someone Else' }));
    expect(other.statusCode).toBe(422);
    expect(await count(t.a.token, 'Someone Else')).toBe(0);
  });

  it('keeps keys per user, and leaves calls without a key as they were', async () => {
    const body = newConsignee({ name: 'Per User' });
    expect((await create(t.a.token, 'shared-key', body)).statusCode).toBe(200);
    const colleague = await subAccountWith(t.app, t.a.companyId, [
      'OMS_BASICCONSIGNEE:view',
      'OMS_BASICCONSIGNEE:create',
    ]);
    const theirs = await create(colleague.token, 'shared-key', body);
    expect([theirs.statusCode, theirs.headers['idempotent-replayed']]).toEqual([200, undefined]);
    expect((await create(t.b.token, 'shared-key', body)).headers['idempotent-replayed']).toBeUndefined();
    await create(t.a.token, undefined, body);
    await create(t.a.token, undefined, body);
    expect(await count(t.a.token, 'Per User')).toBe(4);
  });

  it('refuses a malformed key before doing anything', async () => {
    const res = await create(t.a.token, 'with space', newConsignee({ name: 'Bad Key' }));
    expect([res.statusCode, bodyOf(res).message]).toEqual([
      422,
      'The Idempotency-Key header must be 1–200 printable characters, without spaces',
    ]);
    expect(await count(t.a.token, 'Bad Key')).toBe(0);
  });
});

describe('an Idempotency-Key of a request whose server process died', () => {
  const t = useTestApp(company);
  const create = (key: string, body: object) =>
    call(t.app, t.token, 'consignees/create', body, { headers: { 'idempotency-key': key } });

  it('runs the repeat at once when the process that claimed the key is gone, not 60 s later', async () => {
    const body = newConsignee({ name: 'After Restart' });
    const scope = idempotencyScope.user(t.userId);
    // The hash the server gives this request, read from a first call with another key.
    expect((await create('probe-1', body)).statusCode).toBe(200);
    const [probe] = await t.app.deps.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, 'probe-1')));
    // Another server process on the database (on PostgreSQL with its own connections) claims the key
    // for this request and never answers: it is killed, or restarted, mid-flight.
    const other = await buildApp({
      config: testConfig(),
      database:
        t.database.kind === 'postgres'
          ? await openPostgres(t.database.connectionString!, () => undefined)
          : t.database,
      sender: { send: async () => undefined },
    });
    expect(await other.services.integration.idempotency.claim(scope, 'died-1', probe!.requestHash)).toEqual({
      kind: 'new',
    });
    // While that process lives, its request is still running (PGlite has one process: never alive).
    if (t.database.kind === 'postgres') expect((await create('died-1', body)).statusCode).toBe(409);
    await other.close();
    if (t.database.kind === 'postgres') await other.deps.database.close();
    const retried = await create('died-1', body);
    expect([retried.statusCode, retried.headers['idempotent-replayed']]).toEqual([200, undefined]);
    expect((await create('died-1', body)).headers['idempotent-replayed']).toBe('true');
  });
});
