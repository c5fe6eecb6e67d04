import { eq, sql } from 'drizzle-orm';
import { bigint, pgTable, text } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { defineMachine } from '@oms/contracts';
import { createTestApp, type TestApp } from '../../../test/app';
import { moveState, stateOf } from '../../db/transition';
import type { StateMover } from './transition';

// A scratch document table, so the helper is proven on its own (the modules' tests prove their use).
const docs = pgTable('transition_test_docs', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  companyId: bigint('company_id', { mode: 'number' }).notNull(),
  status: text('status').notNull(),
  note: text('note'),
});

const MACHINE = defineMachine({
  states: ['DRAFT', 'PENDING', 'DONE', 'CANCELLED'],
  initial: 'DRAFT',
  transitions: {
    submit: { from: ['DRAFT'], to: 'PENDING', by: 'customer' },
    cancel: { from: ['DRAFT', 'PENDING'], to: 'CANCELLED', by: 'customer' },
    finish: { from: ['PENDING'], to: 'DONE', by: 'warehouse' },
    remark: { from: ['DRAFT', 'PENDING'], by: 'customer' },
  },
});
type State = (typeof MACHINE.states)[number];

describe('document state transitions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.deps.db.execute(
      sql`create table transition_test_docs (id bigint generated always as identity primary key, company_id bigint not null, status text not null, note text)`,
    );
  });

  const newDoc = async (companyId = 1, status: State = 'DRAFT') =>
    (await t.app.deps.db.insert(docs).values({ companyId, status }).returning({ id: docs.id }))[0]!.id;
  const mover = (
    tx: Parameters<typeof moveState>[0],
    id: number,
    companyId = 1,
    set?: object,
  ): StateMover<State> => ({
    move: async (from, to) =>
      (await moveState(tx, docs, { id, scope: eq(docs.companyId, companyId), from, to, set: { ...set } })) as
        State | undefined,
    current: async () => (await stateOf(tx, docs, id, eq(docs.companyId, companyId))) as State | undefined,
  });
  const run = (
    id: number,
    action: 'submit' | 'cancel' | 'finish' | 'remark',
    companyId = 1,
    by: 'customer' | 'warehouse' = 'customer',
    more: { to?: State; refused?: () => Error } = {},
  ) =>
    t.app.deps.db.transaction((tx) =>
      t.app.services.operationRecords.transition(tx, {
        machine: MACHINE,
        action,
        by,
        mover: mover(tx, id, companyId, action === 'remark' ? { note: 'checked' } : undefined),
        record: { tenantId: 1, companyId, actor: 'tester', entityType: 'transition-test', entityId: id },
        refused: more.refused ?? 'error.validation',
        to: more.to,
      }),
    );
  const timeline = (id: number) =>
    t.app.services.operationRecords.recordOf(
      t.app.deps.db,
      { tenantId: 1, companyId: 1 },
      'transition-test',
      id,
    );

  it('moves along the machine and records each step with its from- and to-state', async () => {
    const id = await newDoc();
    expect(await run(id, 'submit')).toEqual({ from: 'DRAFT', to: 'PENDING' });
    expect(await run(id, 'finish', 1, 'warehouse')).toEqual({ from: 'PENDING', to: 'DONE' });
    expect((await timeline(id)).map((r) => [r.action, r.fromState, r.toState])).toEqual([
      ['submit', 'DRAFT', 'PENDING'],
      ['finish', 'PENDING', 'DONE'],
    ]);
  });

  it('refuses a wrong state (409), another company or a missing id (404), another actor (409), and changes nothing', async () => {
    const id = await newDoc();
    await expect(run(id, 'finish', 1, 'warehouse')).rejects.toMatchObject({ status: 409 });
    await expect(run(id, 'submit', 2)).rejects.toMatchObject({ status: 404 });
    await expect(run(9_999_999, 'submit')).rejects.toMatchObject({ status: 404 });
    await expect(run(id, 'submit', 1, 'warehouse')).rejects.toMatchObject({ status: 409 });
    expect(await timeline(id)).toEqual([]);
    const [row] = await t.app.deps.db.select().from(docs).where(eq(docs.id, id));
    expect(row!.status).toBe('DRAFT');
  });

  it('an action without a target state keeps the state and writes its columns', async () => {
    const id = await newDoc(1, 'PENDING');
    expect(await run(id, 'remark')).toEqual({ from: 'PENDING', to: 'PENDING' });
    const [row] = await t.app.deps.db.select().from(docs).where(eq(docs.id, id));
    expect([row!.status, row!.note]).toEqual(['PENDING', 'checked']);
  });

  it("moves to the target the document decides, from the machine's states, and refuses with the document's own error", async () => {
    const id = await newDoc();
    expect(await run(id, 'submit', 1, 'customer', { to: 'DONE' })).toEqual({ from: 'DRAFT', to: 'DONE' });
    const own = () => Object.assign(new Error('DOC-1 cannot be submitted now'), { status: 409 });
    await expect(run(id, 'submit', 1, 'customer', { refused: own })).rejects.toThrow(
      'DOC-1 cannot be submitted now',
    );
    await expect(run(id, 'submit', 1, 'warehouse', { refused: own })).rejects.toThrow('DOC-1 cannot');
    // A missing document is still a 404, whatever the document's refusal.
    await expect(run(9_999_999, 'submit', 1, 'customer', { refused: own })).rejects.toMatchObject({
      status: 404,
    });
    expect((await timeline(id)).map((r) => [r.action, r.fromState, r.toState])).toEqual([
      ['submit', 'DRAFT', 'DONE'],
    ]);
  });

  it('lets exactly one of many concurrent moves of one document succeed', async () => {
    const id = await newDoc();
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => run(id, 'cancel')));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect((await timeline(id)).map((r) => r.action)).toEqual(['cancel']);
  });
});
