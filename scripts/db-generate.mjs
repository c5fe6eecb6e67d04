// `npm run db:generate`: until the first release the schema is one migration made from the tables
// (drizzle-kit), followed by one custom migration per file of apps/server/src/db/sql (what
// drizzle-kit cannot make from the tables: functions and triggers), in the files' name order.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const out = join(root, 'apps/server/drizzle');
const sqlDir = join(root, 'apps/server/src/db/sql');
const kit = (...args) =>
  execFileSync('npx', ['drizzle-kit', 'generate', '--config', 'apps/server/drizzle.config.ts', ...args], {
    cwd: root,
    stdio: 'inherit',
  });

rmSync(out, { recursive: true, force: true });
kit('--name', 'init');
for (const file of readdirSync(sqlDir)
  .filter((f) => f.endsWith('.sql'))
  .sort()) {
  const name = file.slice(0, -4).replaceAll('-', '_');
  kit('--custom', '--name', name);
  const made = readdirSync(out).find((f) => f.endsWith(`_${name}.sql`));
  if (!made) throw new Error(`drizzle-kit made no migration for ${file}`);
  writeFileSync(join(out, made), readFileSync(join(sqlDir, file)));
}
