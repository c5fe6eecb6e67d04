import { bigint, check, index, pgSequence, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { CLAIM_DOCUMENT_TYPES, CLAIM_STATUSES, CLAIM_TYPES, CURRENCIES } from '@oms/contracts';
import {
  companyListIndexes,
  createdBy,
  id,
  review,
  status,
  timestamps,
  trigramIndex,
} from '../../db/columns';
import { companyOwned } from '../tenancy/tenancy.table';

/** The serial part of claim numbers (CL + yyyymmdd + serial), shared by every company. */
export const claimNumbers = pgSequence('claim_numbers', { startWith: 1 });

const minor = (name: string) => bigint(name, { mode: 'number' });

/**
 * A compensation claim of a company (PRODUCT.md §4): what it is about, how much it asks for (integer
 * minor units), and the warehouse's answer. A passed claim credits `actual_amount` through the money
 * kernel in the transaction that passes it.
 */
export const claims = pgTable(
  'claims',
  {
    id: id(),
    ...companyOwned(),
    claimNo: text('claim_no').notNull(),
    relatedType: text('related_type', { enum: CLAIM_DOCUMENT_TYPES }).notNull(),
    relatedNo: text('related_no').notNull(),
    claimType: text('claim_type', { enum: CLAIM_TYPES }).notNull(),
    reason: text('reason').notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    expectedAmount: minor('expected_amount').notNull(),
    /** Set when passed: what was credited. */
    actualAmount: minor('actual_amount'),
    /** Uploaded images or PDFs of the company, attached to the claim (files module). */
    attachmentIds: bigint('attachment_ids', { mode: 'number' }).array().notNull().default([]),
    status: status(CLAIM_STATUSES).default('PENDING_REVIEW'),
    ...review('submittedAt', 'submitted_at'),
    createdBy: createdBy(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('claims_no').on(t.claimNo),
    check('claims_amounts', sql`${t.expectedAmount} > 0 and coalesce(${t.actualAmount}, 1) > 0`),
    ...companyListIndexes('claims', t, {
      created: t.createdAt,
      no: t.claimNo,
      expected: t.expectedAmount,
      status: t.status,
      decided: t.decidedAt,
    }),
    trigramIndex('claims_related_no_trgm', t.relatedNo),
    // The warehouse's queue: pending claims of a tenant, oldest first.
    index('claims_tenant_status_id').on(t.tenantId, t.status, t.id),
  ],
);
export type ClaimRow = typeof claims.$inferSelect;
