// The table-owner check on probe sources: node --test scripts/check-table-owners.test.mjs
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { foreignWrites, ownersOf } from './check-table-owners.mjs';

const owners = ownersOf([
  {
    module: 'accounts',
    source: `export const users = pgTable('users', { id: id() });\nexport const USER_STATUS = ['A'] as const;`,
  },
  { module: 'third-pay', source: `export const thirdPayAccounts = pgTable('third_pay_accounts', {});` },
]);

test('a module writing its own tables, through an alias too, passes', () => {
  const source = [
    `import { thirdPayAccounts } from './third-pay.table';`,
    `import { users } from '../../schema';`,
    `const t = thirdPayAccounts;`,
    `export const repo = {`,
    `  insert: (db) => db.insert(t).values({}),`,
    `  remove: (db) => db.delete(thirdPayAccounts).where(x),`,
    `  // db.update(users) in a comment is no write`,
    `  read: (db) => db.select().from(users),`,
    `  other: (repo, tx) => repo.update(tx, 1),`,
    `};`,
  ].join('\n');
  assert.deepEqual(
    foreignWrites('apps/server/src/modules/third-pay/third-pay.repository.ts', source, owners),
    [],
  );
});

test("a module writing another module's table fails, naming file, line and table", () => {
  const file = 'apps/server/src/modules/third-pay/third-pay.repository.ts';
  const source = [
    `import { users as u } from '../../schema';`,
    `import * as schema from '../../schema';`,
    `const who = alias(u, 'who');`,
    `export const repo = {`,
    `  rename: (db) => db`,
    `    .update(who)`,
    `    .set({ name: 'x' }),`,
    `  wipe: (db) => db.delete(schema.users),`,
    '  raw: (db) => db.execute(sql`insert into users (id) values (1)`),',
    `};`,
  ].join('\n');
  assert.deepEqual(foreignWrites(file, source, owners), [
    { file, line: 6, table: 'users', owner: 'accounts' },
    { file, line: 8, table: 'users', owner: 'accounts' },
    { file, line: 9, table: 'users', owner: 'accounts' },
  ]);
});

test('a file outside every module owns no table', () => {
  const file = 'apps/server/src/lib/cleanup.ts';
  const source = `import { users } from '../schema';\nexport const wipe = (db) => db.delete(users);`;
  assert.deepEqual(foreignWrites(file, source, owners), [
    { file, line: 2, table: 'users', owner: 'accounts' },
  ]);
});
