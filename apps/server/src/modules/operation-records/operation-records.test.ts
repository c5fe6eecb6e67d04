import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';

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
});
