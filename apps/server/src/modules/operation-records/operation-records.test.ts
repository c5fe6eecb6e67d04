import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { createTestApp } from '../../../test/app';
import { actorOf } from './operation-records.service';
import { operationRecords as recordsTable } from './operation-records.table';

describe('operation records', () => {
  it('records state changes inside the caller’s transaction and lists one document’s timeline', async () => {
    const { app } = await createTestApp();
    const { operationRecords } = app.services;
    const db = app.deps.db;
    const base = { tenantId: 1, companyId: 10, entityType: 'outbound-orders', entityId: 5 };
    await operationRecords.record(db, {
      ...base,
      userId: 3,
      actor: 'demo',
      action: 'submit',
      fromState: 'DRAFT',
      toState: 'PENDING_OUTBOUND',
    });
    await operationRecords.record(db, {
      ...base,
      actor: 'LAX',
      action: 'ship',
      fromState: 'PROCESSING',
      toState: 'SHIPPED',
      note: '1Z999',
    });
    await operationRecords.record(db, { ...base, entityId: 6, actor: 'demo', action: 'submit' });
    await operationRecords.record(db, { ...base, companyId: 11, actor: 'other', action: 'submit' });
    await expect(
      db.transaction(async (tx) => {
        await operationRecords.record(tx, { ...base, actor: 'demo', action: 'cancel' });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');

    const timeline = await operationRecords.listFor(db, {
      tenantId: 1,
      companyId: 10,
      entityType: 'outbound-orders',
      entityId: '5',
    });
    expect(timeline.map((r) => [r.actor, r.action, r.fromState, r.toState, r.note])).toEqual([
      ['demo', 'submit', 'DRAFT', 'PENDING_OUTBOUND', null],
      ['LAX', 'ship', 'PROCESSING', 'SHIPPED', '1Z999'],
    ]);
    expect(new Date(timeline[0]!.createdAt).toISOString()).toBe(timeline[0]!.createdAt);
  });

  it('writes one entity type’s records for the session’s user or a named actor (recorderOf)', async () => {
    const { app } = await createTestApp();
    const db = app.deps.db;
    const record = app.services.operationRecords.recorderOf('recorder-docs');
    const session = { tenantId: 1, companyId: 20, userId: 7, accountName: 'alice' };
    expect(actorOf(session)).toEqual({ tenantId: 1, companyId: 20, userId: 7, actor: 'alice' });
    await record(db, session, 1, 'create', { toState: 'OPEN' });
    const warehouse = { tenantId: 1, companyId: 20, actor: 'LAX/key' };
    await record(db, warehouse, '1', 'approve', { fromState: 'OPEN', toState: 'DONE', note: 'ok' });
    const rows = await db
      .select()
      .from(recordsTable)
      .where(eq(recordsTable.entityType, 'recorder-docs'))
      .orderBy(asc(recordsTable.id));
    expect(
      rows.map((r) => [
        r.tenantId,
        r.companyId,
        r.userId,
        r.actor,
        r.entityId,
        r.action,
        r.fromState,
        r.toState,
        r.note,
      ]),
    ).toEqual([
      [1, 20, 7, 'alice', '1', 'create', null, 'OPEN', null],
      [1, 20, null, 'LAX/key', '1', 'approve', 'OPEN', 'DONE', 'ok'],
    ]);
  });
});
