import { bigint, index, text, timestamp, type ExtraConfigColumn } from 'drizzle-orm/pg-core';

// Column helpers every table shares: identity keys (numbers in JS, strings on the wire) and UTC times.
// Each call makes a new builder (a builder belongs to one table). The sets below are spread into a
// table's columns where the table has them, in their place: `{ id: id(), ...companyOwned(), name, …,
// ...timestamps() }`. The tenant and company references live beside those tables, in
// modules/tenancy/tenancy.table.ts (`tenantRef`, `companyRef`, `companyOwned`).
export const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
export const ref = (name: string) => bigint(name, { mode: 'number' });
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const ts = (name: string) => timestamp(name, { withTimezone: true });

/** When the row last changed; the repository sets it on every update. */
export const updatedAt = () => ts('updated_at').notNull().defaultNow();

/** `createdAt` and `updatedAt`, in that order: the pair every editable record carries. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/** Who made the record (an account name; null when the system made it). */
export const createdBy = () => text('created_by');

/** `createdBy` and `updatedBy`, in that order: who made the record and who changed it last. */
export const authorship = () => ({ createdBy: createdBy(), updatedBy: text('updated_by') });

/**
 * The `status` of a record whose states a contracts list names (`status(STORE_STATUSES)`), not null;
 * chain `.default(…)` for the state a new record starts in.
 */
export const status = <U extends string, T extends Readonly<[U, ...U[]]>>(states: T) =>
  text('status', { enum: states }).notNull();

/**
 * The warehouse's review of a record the customer sends, in this order: why it was refused, when it
 * was sent (under the domain's own key and column: `review('submittedAt', 'submitted_at')`,
 * `review('appliedAt', 'applied_at')`), when and by whom it was decided.
 */
export const review = <K extends string>(sentKey: K, sentColumn: string) => ({
  rejectReason: text('reject_reason'),
  ...({ [sentKey]: ts(sentColumn) } as { [P in K]: ReturnType<typeof ts> }),
  decidedAt: ts('decided_at'),
  decidedBy: text('decided_by'),
});

type IndexColumn = Partial<ExtraConfigColumn>;

/**
 * The indexes a company's list pages through, one per sortable column: `<prefix>_company_<key>` on
 * `(company_id, column, id)` (id breaks ties), so a page in any sort order reads just that page, on a
 * million rows. In a table's extra config: `...companyListIndexes('stores', t, { created: t.createdAt })`.
 */
export const companyListIndexes = (
  prefix: string,
  t: { companyId: IndexColumn; id: IndexColumn },
  columns: Record<string, IndexColumn>,
) =>
  Object.entries(columns).map(([key, column]) =>
    index(`${prefix}_company_${key}`).on(t.companyId, column, t.id),
  );

/** A trigram index for "contains" searches (ILIKE '%…%'); db/client.ts loads pg_trgm before migrating. */
export const trigramIndex = (name: string, column: ExtraConfigColumn) =>
  index(name).using('gin', column.op('gin_trgm_ops'));
