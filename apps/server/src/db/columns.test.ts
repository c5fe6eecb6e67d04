import { describe, expect, it } from 'vitest';
import { getTableConfig, pgTable, text } from 'drizzle-orm/pg-core';
import {
  authorship,
  companyListIndexes,
  createdBy,
  id,
  review,
  status,
  timestamps,
  trigramIndex,
  updatedAt,
} from './columns';
import { companyOwned, companyRef, tenantRef } from '../modules/tenancy/tenancy.table';

// Tables of the test's own (never created): what the helpers declare, read back from Drizzle.
const STATES = ['OPEN', 'DONE'] as const;
const docs = pgTable(
  'columns_test_docs',
  {
    id: id(),
    ...companyOwned(),
    name: text('name').notNull(),
    status: status(STATES).default('OPEN'),
    ...review('submittedAt', 'submitted_at'),
    ...authorship(),
    ...timestamps(),
  },
  (t) => [
    ...companyListIndexes('docs', t, { created: t.createdAt, name: t.name }),
    trigramIndex('docs_trgm', t.name),
  ],
);
const notes = pgTable('columns_test_notes', {
  tenantId: tenantRef(),
  companyId: companyRef(),
  sentAt: review('sentAt', 'sent_at').sentAt,
  createdBy: createdBy(),
  updatedAt: updatedAt(),
});

const describeColumns = (table: Parameters<typeof getTableConfig>[0]) =>
  getTableConfig(table).columns.map((c) => ({
    name: c.name,
    type: c.getSQLType(),
    notNull: c.notNull,
    hasDefault: c.hasDefault,
  }));

describe('shared columns', () => {
  it('spread into a table in their place, with their names, types, nullability and defaults', () => {
    expect(describeColumns(docs)).toEqual([
      { name: 'id', type: 'bigint', notNull: true, hasDefault: true },
      { name: 'tenant_id', type: 'bigint', notNull: true, hasDefault: false },
      { name: 'company_id', type: 'bigint', notNull: true, hasDefault: false },
      { name: 'name', type: 'text', notNull: true, hasDefault: false },
      { name: 'status', type: 'text', notNull: true, hasDefault: true },
      { name: 'reject_reason', type: 'text', notNull: false, hasDefault: false },
      { name: 'submitted_at', type: 'timestamp with time zone', notNull: false, hasDefault: false },
      { name: 'decided_at', type: 'timestamp with time zone', notNull: false, hasDefault: false },
      { name: 'decided_by', type: 'text', notNull: false, hasDefault: false },
      { name: 'created_by', type: 'text', notNull: false, hasDefault: false },
      { name: 'updated_by', type: 'text', notNull: false, hasDefault: false },
      { name: 'created_at', type: 'timestamp with time zone', notNull: true, hasDefault: true },
      { name: 'updated_at', type: 'timestamp with time zone', notNull: true, hasDefault: true },
    ]);
    expect(docs.status.enumValues).toEqual(['OPEN', 'DONE']);
    expect(describeColumns(notes).map((c) => c.name)).toEqual([
      'tenant_id',
      'company_id',
      'sent_at',
      'created_by',
      'updated_at',
    ]);
  });

  it('point the ownership columns at tenants and companies', () => {
    for (const table of [docs, notes]) {
      const targets = getTableConfig(table).foreignKeys.map((fk) => {
        const ref = fk.reference();
        return `${ref.columns[0]!.name} → ${getTableConfig(ref.foreignTable).name}.${ref.foreignColumns[0]!.name}`;
      });
      expect(targets.sort()).toEqual(['company_id → companies.id', 'tenant_id → tenants.id']);
    }
  });

  it('index a company list by (company_id, column, id) per sortable column, and trigram searches', () => {
    const indexes = getTableConfig(docs).indexes.map((i) => ({
      name: i.config.name,
      method: i.config.method,
      columns: i.config.columns.map((c) => ('name' in c ? c.name : 'sql')),
    }));
    expect(indexes).toEqual([
      { name: 'docs_company_created', method: 'btree', columns: ['company_id', 'created_at', 'id'] },
      { name: 'docs_company_name', method: 'btree', columns: ['company_id', 'name', 'id'] },
      { name: 'docs_trgm', method: 'gin', columns: ['name'] },
    ]);
    expect(getTableConfig(docs).indexes[2]!.config.columns[0]).toMatchObject({
      indexConfig: { opClass: 'gin_trgm_ops' },
    });
  });
});
