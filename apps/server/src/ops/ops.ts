import { parseArgs } from 'node:util';
import type { Database } from '../db/client';
import { DataDirBusyError } from '../db/data-dir-lock';
import { ApiKeyError, createApiKeysService, type ApiKeyView } from '../modules/integration/api-keys.service';

/** Where the command writes: lines for the operator. */
export type OpsIo = { out(line: string): void; err(line: string): void };

export const OPS_USAGE = `Usage: npm run ops -- <command>

  api-key create --warehouse <code> [--name <name>] [--tenant <code>]
      Make a key for a warehouse of the integration API. The key is shown once: store it.
  api-key list
      Every key: id, name, warehouse, the first characters, last use, state.
  api-key revoke <id>
      Revoke a key at once (its calls answer 401 from then on).

The command opens the same database as the server (DATABASE_URL, or the embedded one in DATA_DIR;
stop a server on the embedded database first: it cannot be shared).`;

const time = (d: Date | null) => (d ? d.toISOString().replace('T', ' ').slice(0, 19) : '-');

const table = (keys: ApiKeyView[]) => {
  const rows = [
    ['id', 'name', 'tenant', 'warehouse', 'key', 'created', 'last used', 'state'],
    ...keys.map((k) => [
      String(k.id),
      k.name,
      k.tenantCode,
      k.warehouseCode,
      `${k.prefix}…`,
      time(k.createdAt),
      time(k.lastUsedAt),
      k.revokedAt ? `revoked ${time(k.revokedAt)}` : 'active',
    ]),
  ];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows.map((r) =>
    r
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join('  ')
      .trimEnd(),
  );
};

/**
 * The operator command (`npm run ops -- …`), callable from a test: `open` gives the database, `io`
 * takes the output. Answers the exit code (0 done, 1 refused, 2 usage or database unavailable).
 */
export const runOps = async (argv: string[], io: OpsIo, open: () => Promise<Database>): Promise<number> => {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        warehouse: { type: 'string' },
        name: { type: 'string' },
        tenant: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (err) {
    io.err((err as Error).message);
    io.err(OPS_USAGE);
    return 2;
  }
  const [group, command, ...rest] = parsed.positionals;
  const { values } = parsed;
  if (values.help || group !== 'api-key' || !['create', 'list', 'revoke'].includes(command ?? '')) {
    (values.help ? io.out : io.err)(OPS_USAGE);
    return values.help ? 0 : 2;
  }
  if (command === 'create' && !values.warehouse) {
    io.err('api-key create needs --warehouse <code>, e.g. --warehouse LAX');
    return 2;
  }
  const id = Number(rest[0]);
  if (command === 'revoke' && !(Number.isInteger(id) && id > 0)) {
    io.err('api-key revoke needs the id of a key (see api-key list)');
    return 2;
  }

  let database: Database;
  try {
    database = await open();
  } catch (err) {
    if (err instanceof DataDirBusyError) {
      io.err(err.message);
      return 2;
    }
    throw err;
  }
  try {
    const keys = createApiKeysService({ db: database.db });
    if (command === 'create') {
      const created = await keys.create({
        warehouseCode: values.warehouse!,
        ...(values.name ? { name: values.name } : {}),
        ...(values.tenant ? { tenantCode: values.tenant } : {}),
      });
      io.out(
        `Created API key ${created.id} "${created.name}" for warehouse ${created.warehouseCode} (tenant ${created.tenantCode}):`,
      );
      io.out('');
      io.out(`  ${created.key}`);
      io.out('');
      io.out('Store it now: it is shown only this once. Send it in the x-api-key header.');
      return 0;
    }
    if (command === 'list') {
      const all = await keys.list();
      if (all.length === 0)
        io.out('No API keys yet. Make one: npm run ops -- api-key create --warehouse LAX');
      else for (const line of table(all)) io.out(line);
      return 0;
    }
    if (await keys.revoke(id)) {
      io.out(`Revoked API key ${id}.`);
      return 0;
    }
    io.err(`No active API key with id ${id}.`);
    return 1;
  } catch (err) {
    if (err instanceof ApiKeyError) {
      io.err(err.message);
      return 1;
    }
    throw err;
  } finally {
    await database.close();
  }
};
