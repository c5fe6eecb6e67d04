import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { CERTIFICATION_STATUSES } from '@oms/contracts';
import { id, ref, review, status, timestamps } from '../../db/columns';
import { files } from '../files/files.table';
import { companyOwned } from '../tenancy/tenancy.table';

/**
 * A company's certification (identity verification, specification §3): one row per company, made
 * when it first saves or submits. Profile columns stay null until filled in.
 */
export const certifications = pgTable(
  'certifications',
  {
    id: id(),
    ...companyOwned(),
    status: status(CERTIFICATION_STATUSES).default('TO_BE_SUBMITTED'),
    companyNameCn: text('company_name_cn'),
    companyNameEn: text('company_name_en'),
    companyCode: text('company_code'),
    address: text('address'),
    website: text('website'),
    phone: text('phone'),
    fax: text('fax'),
    email: text('email'),
    contact: text('contact'),
    organizationCode: text('organization_code'),
    logoFileId: ref('logo_file_id').references(() => files.id),
    licenseFileId: ref('license_file_id').references(() => files.id),
    ...review('submittedAt', 'submitted_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('certifications_company').on(t.companyId),
    // The company code names the customer at the warehouse: one company per code in a tenant.
    uniqueIndex('certifications_tenant_code').on(t.tenantId, t.companyCode),
    index('certifications_tenant_status').on(t.tenantId, t.status, t.submittedAt),
  ],
);
export type CertificationRow = typeof certifications.$inferSelect;
