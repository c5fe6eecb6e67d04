import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { openDatabase, openPglite, type Database } from '../db/client';
import { DataDirBusyError, lockDataDir } from '../db/data-dir-lock';
import { tenants, warehouses } from '../schema';
import { runOps } from './ops';

/** Runs the command and collects what it printed. */
const run = async (argv: string[], open: () => Promise<Database>) => {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runOps(argv, { out: (l) => out.push(l), err: (l) => err.push(l) }, open);
  return { code, out: out.join('\n'), err: err.join('\n') };
};

describe('the operator command: api keys', () => {
  let t: TestApp;
  let open: () => Promise<Database>;
  let tenantCode: string;
  beforeAll(async () => {
    t = await createTestApp();
    // The command closes what it opens; the test database stays open for the app.
    open = async () => ({ ...t.database, close: async () => undefined });
    tenantCode = `OPS${Date.now()}`;
    const [tenant] = await t.app.deps.db
      .insert(tenants)
      .values({ code: tenantCode, name: 'Ops' })
      .returning();
    await t.app.deps.db.insert(warehouses).values({
      tenantId: tenant!.id,
      code: 'OPSLAX',
      nameZh: '洛杉矶仓',
      nameEn: 'Los Angeles',
      country: 'US',
      address: '1 Test Way',
      timezone: 'America/Los_Angeles',
    });
  });

  it('creates a key shown once, lists it without the secret, and revokes it', async () => {
    const created = await run(['api-key', 'create', '--warehouse', 'opslax', '--name', 'wms-prod'], open);
    expect(created.code).toBe(0);
    const key = /\b(omsw_[A-Za-z0-9_-]{43})\b/.exec(created.out)?.[1];
    expect(key).toBeDefined();
    expect(created.out).toContain('shown only this once');
    const id = /API key (\d+) "wms-prod" for warehouse OPSLAX/.exec(created.out)?.[1];
    expect(id).toBeDefined();

    const whoami = await t.app.inject({
      method: 'GET',
      url: '/open-api/warehouse/whoami',
      headers: { 'x-api-key': key! },
    });
    expect(whoami.statusCode).toBe(200);

    const listed = await run(['api-key', 'list'], open);
    expect(listed.code).toBe(0);
    const line = listed.out.split('\n').find((l) => l.startsWith(`${id} `));
    expect(line).toMatch(/wms-prod\s+OPS\d+\s+OPSLAX\s+omsw_\S+…/);
    expect(line).toContain('active');
    expect(listed.out).not.toContain(key);

    expect(await run(['api-key', 'revoke', id!], open)).toMatchObject({
      code: 0,
      out: `Revoked API key ${id}.`,
    });
    expect(await run(['api-key', 'revoke', id!], open)).toMatchObject({
      code: 1,
      err: `No active API key with id ${id}.`,
    });
    expect(
      (await run(['api-key', 'list'], open)).out.split('\n').find((l) => l.startsWith(`${id} `)),
    ).toContain('revoked');
    const after = await t.app.inject({
      method: 'GET',
      url: '/open-api/warehouse/whoami',
      headers: { 'x-api-key': key! },
    });
    expect(after.statusCode).toBe(401);
  });

  it('names the key after the warehouse by default and picks the tenant when asked', async () => {
    const res = await run(['api-key', 'create', '--warehouse', 'OPSLAX', '--tenant', tenantCode], open);
    expect(res).toMatchObject({ code: 0 });
    expect(res.out).toContain('"OPSLAX" for warehouse OPSLAX');
  });

  it('refuses what it cannot do, with a reason and a usage line', async () => {
    expect(await run(['api-key', 'create', '--warehouse', 'NOPE'], open)).toMatchObject({
      code: 1,
      err: 'No warehouse with code NOPE',
    });
    expect(
      await run(['api-key', 'create', '--warehouse', 'OPSLAX', '--name', 'x'.repeat(51)], open),
    ).toMatchObject({
      code: 1,
    });
    expect((await run(['api-key', 'create'], open)).err).toContain('needs --warehouse');
    expect((await run(['api-key', 'revoke', 'abc'], open)).code).toBe(2);
    expect((await run(['api-key', 'rotate'], open)).err).toContain('Usage: npm run ops');
    expect((await run(['--bogus'], open)).code).toBe(2);
    expect(await run(['--help'], open)).toMatchObject({ code: 0 });
  });
});

describe('the embedded database directory lock', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'oms-lock-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  /** A lock file as a running server of another process writes it. */
  const heldBy = (dir: string, pid: number) =>
    writeFileSync(join(dir, 'oms.lock'), JSON.stringify({ pid, host: hostname() }));

  it('refuses the command clearly while a server holds the embedded database', async () => {
    const dir = tempDir();
    heldBy(dir, process.ppid);
    const res = await run(['api-key', 'list'], () => openDatabase({ dataDir: dir }));
    expect(res.code).toBe(2);
    expect(res.err).toContain(`is in use by process ${process.ppid}`);
    expect(res.err).toContain('PGlite cannot share its directory');
    await expect(openPglite(dir)).rejects.toBeInstanceOf(DataDirBusyError);
  });

  it('takes over the lock of a process that is gone, and frees it on release', () => {
    const dir = tempDir();
    const gone = spawnSync(process.execPath, ['-e', '0']).pid!;
    heldBy(dir, gone);
    const release = lockDataDir(dir);
    expect(JSON.parse(readFileSync(join(dir, 'oms.lock'), 'utf8'))).toMatchObject({ pid: process.pid });
    release();
    expect(existsSync(join(dir, 'oms.lock'))).toBe(false);
  });

  // Starting PGlite on a directory takes seconds; the PostgreSQL run of the suite skips it.
  it.skipIf(Boolean(process.env.DATABASE_URL))(
    'runs against a real embedded database directory, and frees it afterwards',
    { timeout: 90_000 },
    async () => {
      const dir = tempDir();
      // One PGlite start (the slow part): the database is made, given a warehouse, then used.
      const openWithWarehouse = async () => {
        const database = await openDatabase({ dataDir: dir });
        const [tenant] = await database.db.insert(tenants).values({ code: 'DIR', name: 'Dir' }).returning();
        await database.db.insert(warehouses).values({
          tenantId: tenant!.id,
          code: 'NJ',
          nameZh: '新泽西仓',
          nameEn: 'New Jersey',
          country: 'US',
          address: '2 Test Way',
          timezone: 'America/New_York',
        });
        // While the command holds the directory, nobody else gets it.
        expect(readFileSync(join(dir, 'oms.lock'), 'utf8')).toContain(`"pid":${process.pid}`);
        return database;
      };
      const res = await run(['api-key', 'create', '--warehouse', 'NJ'], openWithWarehouse);
      expect(res.code).toBe(0);
      expect(res.out).toContain('for warehouse NJ (tenant DIR)');
      expect(existsSync(join(dir, 'oms.lock'))).toBe(false);
    },
  );
});
