import { and, asc, eq } from 'drizzle-orm';
import type { CertificationField, CertificationStatus } from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
import { statesOf } from '../../db/transition';
import { certifications, type CertificationRow } from './certification.table';

/** The profile columns as the service writes them (null: not filled in). */
export type ProfileColumns = {
  [K in CertificationField]: K extends 'logoFileId' | 'licenseFileId' ? number | null : string | null;
};

export const certificationRepository = {
  /** One company's certification within its tenant (the scope of its moves). */
  scope: (owner: { tenantId: number; companyId: number }) =>
    and(eq(certifications.tenantId, owner.tenantId), eq(certifications.companyId, owner.companyId)),

  ...statesOf(certifications),

  byCompany: async (db: DbOrTx, companyId: number): Promise<CertificationRow | undefined> => {
    const rows = await db
      .select()
      .from(certifications)
      .where(eq(certifications.companyId, companyId))
      .limit(1);
    return rows[0];
  },

  /** The company's row, locked for the change that follows. */
  lockByCompany: async (db: DbOrTx, companyId: number): Promise<CertificationRow | undefined> => {
    const rows = await db
      .select()
      .from(certifications)
      .where(eq(certifications.companyId, companyId))
      .limit(1)
      .for('update');
    return rows[0];
  },

  /** One row of the tenant, locked (another tenant's id looks like a missing one). */
  lockForTenant: async (db: DbOrTx, tenantId: number, id: number): Promise<CertificationRow | undefined> => {
    const rows = await db
      .select()
      .from(certifications)
      .where(and(eq(certifications.tenantId, tenantId), eq(certifications.id, id)))
      .limit(1)
      .for('update');
    return rows[0];
  },

  byIdForTenant: async (db: DbOrTx, tenantId: number, id: number): Promise<CertificationRow | undefined> => {
    const rows = await db
      .select()
      .from(certifications)
      .where(and(eq(certifications.tenantId, tenantId), eq(certifications.id, id)))
      .limit(1);
    return rows[0];
  },

  /** Creates the company's row if it has none (concurrent first saves meet on the unique index). */
  ensure: async (db: DbOrTx, tenantId: number, companyId: number) => {
    await db.insert(certifications).values({ tenantId, companyId }).onConflictDoNothing();
  },

  update: (
    db: DbOrTx,
    id: number,
    values: Partial<ProfileColumns> & {
      status?: CertificationStatus;
      rejectReason?: string | null;
      submittedAt?: Date | null;
      decidedAt?: Date | null;
      decidedBy?: string | null;
    },
  ) =>
    db
      .update(certifications)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(certifications.id, id))
      .returning(),

  /** What waits for the tenant's warehouse, oldest submission first. */
  underReview: (db: DbOrTx, tenantId: number) =>
    db
      .select({
        id: certifications.id,
        companyId: certifications.companyId,
        companyName: certifications.companyNameCn,
        submittedAt: certifications.submittedAt,
      })
      .from(certifications)
      .where(and(eq(certifications.tenantId, tenantId), eq(certifications.status, 'UNDER_REVIEW')))
      .orderBy(asc(certifications.submittedAt), asc(certifications.id)),
};
