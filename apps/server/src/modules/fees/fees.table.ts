import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { DISPUTE_STATES } from '@oms/contracts';
import { createdBy, id, ref, status, timestamps, ts } from '../../db/columns';
import { companyOwned } from '../tenancy/tenancy.table';
import { feeRecords } from '../finance/finance.table';

/**
 * A customer's dispute of one fee line (a bill supplement or any fee), answered by the warehouse:
 * accepted (the refund went through the money kernel in the same transaction) or refused.
 */
export const feeDisputes = pgTable(
  'fee_disputes',
  {
    id: id(),
    ...companyOwned(),
    feeRecordId: ref('fee_record_id')
      .notNull()
      .references(() => feeRecords.id),
    status: status(DISPUTE_STATES).default('OPEN'),
    reason: text('reason').notNull(),
    /** File ids of the attachments (images or PDFs the customer uploaded, attached to the dispute). */
    attachmentIds: jsonb('attachment_ids').$type<number[]>().notNull().default([]),
    /** Minor units refunded on acceptance. */
    refundAmount: bigint('refund_amount', { mode: 'number' }),
    /** The warehouse's reason for refusing. */
    answer: text('answer'),
    answeredAt: ts('answered_at'),
    answeredBy: text('answered_by'),
    createdBy: createdBy(),
    ...timestamps(),
  },
  (t) => [
    // One open dispute per fee line, whatever the concurrency.
    uniqueIndex('fee_disputes_one_open')
      .on(t.feeRecordId)
      .where(sql`${t.status} = 'OPEN'`),
    index('fee_disputes_fee').on(t.feeRecordId, t.id),
    index('fee_disputes_company_status').on(t.companyId, t.status, t.feeRecordId),
    index('fee_disputes_tenant_status').on(t.tenantId, t.status, t.createdAt),
  ],
);
export type FeeDisputeRow = typeof feeDisputes.$inferSelect;
