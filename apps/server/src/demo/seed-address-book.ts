// The demo company's consignee address book and third-party payer accounts, so both pages show
// something in a fresh demo. Part of the demo seed's transaction; seeds each book only while empty.
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { consignees, operationRecords, thirdPayAccounts } from '../schema';

export const DEMO_CONSIGNEES = [
  {
    name: 'Emily Carter',
    company: 'Carter Home Goods',
    country: 'US',
    state: 'CA',
    city: 'Los Angeles',
    address: '1200 S Figueroa St',
    postalCode: '90015',
    email: 'emily.carter@example.com',
    phone: '+1 213 555 0142',
  },
  {
    name: 'Michael Brooks',
    company: null,
    country: 'US',
    state: 'NJ',
    city: 'Newark',
    address: '45 Broad St, Apt 3B',
    postalCode: '07102',
    email: null,
    phone: '+1 973 555 0187',
  },
  {
    name: 'Oliver Hughes',
    company: 'Hughes & Co Ltd',
    country: 'GB',
    state: null,
    city: 'London',
    address: '221B Baker Street',
    postalCode: 'NW1 6XE',
    email: 'oliver@hughes.example.co.uk',
    phone: '+44 20 7946 0321',
  },
  {
    name: 'Lena Schmidt',
    company: null,
    country: 'DE',
    state: null,
    city: 'Düsseldorf',
    address: 'Königsallee 60',
    postalCode: '40212',
    email: 'lena.schmidt@example.de',
    phone: '+49 211 555 0199',
  },
  {
    name: 'Sophie Tremblay',
    company: 'Tremblay Boutique',
    country: 'CA',
    state: 'QC',
    city: 'Montréal',
    address: '1000 Rue Sherbrooke O',
    postalCode: 'H3A 3G4',
    email: null,
    phone: '+1 514 555 0110',
  },
] as const;

export const DEMO_PAYERS = [
  {
    platform: 'PAYPAL',
    platformName: null,
    accountName: 'Galaxy Trading',
    accountNumber: 'pay@galaxy-trading.example',
    status: 'ENABLED',
  },
  {
    platform: 'PINGPONG',
    platformName: null,
    accountName: '深圳星河跨境贸易有限公司',
    accountNumber: 'PP8800123456789',
    status: 'ENABLED',
  },
  {
    platform: 'LIANLIAN',
    platformName: null,
    accountName: '星河贸易',
    accountNumber: 'LL6222020012345678',
    status: 'DISABLED',
  },
] as const;

export const seedDemoAddressBook = async (
  tx: Tx,
  ids: { tenantId: number; companyId: number; userId: number; accountName: string },
): Promise<number> => {
  const owner = { tenantId: ids.tenantId, companyId: ids.companyId };
  const record = (entityType: string, rows: { id: number }[], toState: string | null = null) =>
    rows.length === 0
      ? undefined
      : tx.insert(operationRecords).values(
          rows.map(({ id }) => ({
            ...owner,
            userId: ids.userId,
            actor: ids.accountName,
            entityType,
            entityId: String(id),
            action: 'create',
            toState,
          })),
        );
  let created = 0;
  const [anyConsignee] = await tx
    .select({ id: consignees.id })
    .from(consignees)
    .where(eq(consignees.companyId, ids.companyId))
    .limit(1);
  if (!anyConsignee) {
    const rows = await tx
      .insert(consignees)
      .values(DEMO_CONSIGNEES.map((c) => ({ ...owner, ...c })))
      .returning({ id: consignees.id });
    await record('consignees', rows);
    created += rows.length;
  }
  const [anyPayer] = await tx
    .select({ id: thirdPayAccounts.id })
    .from(thirdPayAccounts)
    .where(eq(thirdPayAccounts.companyId, ids.companyId))
    .limit(1);
  if (!anyPayer) {
    const rows = await tx
      .insert(thirdPayAccounts)
      .values(DEMO_PAYERS.map((p) => ({ ...owner, ...p })))
      .returning({ id: thirdPayAccounts.id });
    for (const [i, row] of rows.entries()) await record('third-pay', [row], DEMO_PAYERS[i]!.status);
    created += rows.length;
  }
  return created;
};
