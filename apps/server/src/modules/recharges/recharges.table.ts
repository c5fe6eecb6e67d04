import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { CURRENCIES, PAYMENT_PROVIDERS, RECHARGE_STATUSES, RECHARGE_TYPES } from '@oms/contracts';
import { authorship, companyListIndexes, id, ref, review, status, timestamps } from '../../db/columns';
import { files } from '../files/files.table';
import { thirdPayAccounts } from '../third-pay/third-pay.table';
import { companyOwned, tenantRef } from '../tenancy/tenancy.table';

/**
 * A recharge order (specification §3): online (paid through a provider, confirmed by its signed
 * callback) or offline (a bank transfer the warehouse reviews). Amounts in minor units. The receiving
 * account is copied onto the order, so replacing the operator's accounts never changes old orders.
 */
export const recharges = pgTable(
  'recharges',
  {
    id: id(),
    ...companyOwned(),
    number: text('number').notNull(),
    type: text('type', { enum: RECHARGE_TYPES }).notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    actualAmount: bigint('actual_amount', { mode: 'number' }),
    receivingBank: text('receiving_bank'),
    receivingAccountName: text('receiving_account_name'),
    receivingAccountNumber: text('receiving_account_number'),
    payerAccountId: ref('payer_account_id').references(() => thirdPayAccounts.id),
    serial: text('serial'),
    attachmentFileId: ref('attachment_file_id').references(() => files.id),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }),
    /** The online payment's unguessable token (the /pay link); null for offline recharges. */
    paymentToken: text('payment_token'),
    providerRef: text('provider_ref'),
    status: status(RECHARGE_STATUSES).default('PENDING_REVIEW'),
    remark: text('remark'),
    ...review('submittedAt', 'submitted_at'),
    ...authorship(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('recharges_tenant_number').on(t.tenantId, t.number),
    uniqueIndex('recharges_payment_token').on(t.paymentToken),
    // One live recharge per transfer: a serial may be used again only after a rejection or a cancel.
    uniqueIndex('recharges_company_serial')
      .on(t.companyId, sql`lower(${t.serial})`)
      .where(sql`${t.serial} is not null and ${t.status} in ('PENDING_REVIEW', 'PASSED')`),
    index('recharges_tenant_pending').on(t.tenantId, t.status, t.type, t.createdAt),
    ...companyListIndexes('recharges', t, {
      created: t.createdAt,
      number: t.number,
      amount: t.amount,
      status: t.status,
      decided: t.decidedAt,
    }),
  ],
);
export type RechargeRow = typeof recharges.$inferSelect;

/** The operator's receiving bank accounts, per tenant and currency (offline recharges are paid here). */
export const rechargeReceivingAccounts = pgTable(
  'recharge_receiving_accounts',
  {
    id: id(),
    tenantId: tenantRef(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    bankName: text('bank_name').notNull(),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number').notNull(),
    swiftCode: text('swift_code'),
    bankAddress: text('bank_address'),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps(),
  },
  (t) => [index('recharge_receiving_tenant').on(t.tenantId, t.currency, t.sortOrder)],
);
export type ReceivingAccountRow = typeof rechargeReceivingAccounts.$inferSelect;
