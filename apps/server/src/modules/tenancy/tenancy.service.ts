import { CUSTOMER_TYPE } from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../core/deps';
import { tenancyRepository as repo } from './tenancy.repository';

export const DEFAULT_TENANT = { code: 'DEFAULT', name: 'Default operator' } as const;

export type Company = { id: number; tenantId: number; name: string; customerType: number; isDemo: boolean };

/** Tenants (the warehouse operator of the deployment) and their customer companies. */
export const createTenancyService = (_deps: Pick<Deps, 'db'>) => ({
  /**
   * The operator this deployment serves: the first tenant row, created as `DEFAULT` when the database
   * has none yet (a fresh deployment where a customer registers before any seed ran).
   */
  async deploymentTenant(tx: DbOrTx): Promise<{ id: number; code: string; name: string }> {
    const existing = await repo.firstTenant(tx);
    if (existing) return existing;
    await repo.insertTenantIfAbsent(tx, { code: DEFAULT_TENANT.code, name: DEFAULT_TENANT.name });
    const created = await repo.firstTenant(tx);
    if (!created) throw new Error('The default tenant could not be created');
    return created;
  },

  /** Creates a customer company of a tenant. */
  async createCompany(
    tx: DbOrTx,
    input: { tenantId: number; name: string; customerType?: number; isDemo?: boolean },
  ): Promise<Company> {
    return repo.insertCompany(tx, {
      tenantId: input.tenantId,
      name: input.name,
      customerType: input.customerType ?? CUSTOMER_TYPE.company,
      isDemo: input.isDemo ?? false,
    });
  },

  companyById: (tx: DbOrTx, id: number): Promise<Company | undefined> => repo.companyById(tx, id),
});
export type TenancyService = ReturnType<typeof createTenancyService>;
