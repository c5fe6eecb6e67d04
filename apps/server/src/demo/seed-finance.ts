// The demo company's money: three months of history made through the money kernel itself, so the
// demo's ledger keeps the same invariants as real use (balance and frozen equal the ledger's sums).
// Each finance domain seeds its own documents in `FINANCE_SEEDS` order (money comes in before fees
// take it out); the ledger's running columns are then put in time order, because the domains write
// their past-dated entries one domain after another rather than in the order of their dates.
import { sql } from 'drizzle-orm';
import type { FileStorage } from '../lib/storage';
import { createFinanceService } from '../modules/finance/finance.service';
import type { TodosService } from '../modules/homepage/todos.service';
import type { FinanceSeed, FinanceSeedContext } from './seed-finance-context';
import type { Tx } from '../db/client';
import { seedDemoRecharges } from './seed-recharges';
import { seedDemoClaims } from './seed-claims';
import { seedDemoFees } from './seed-fees';
import { ledgerEntries } from '../schema';

/**
 * In order: what credits the accounts first, then what charges them. The statements that summarise
 * them are closed by seed.ts after every seed that writes dated money (the order seeds too).
 */
const FINANCE_SEEDS: FinanceSeed[] = [seedDemoRecharges, seedDemoClaims, seedDemoFees];

/**
 * Rewrites each ledger row's balance_after and frozen_after as the running sums in (created_at, id)
 * order. The totals are unchanged (they are the accounts' balance and frozen); only the running
 * figures shown on each line follow the dates.
 */
export const runningTotalsByDate = (tx: Tx, companyId: number) =>
  tx.execute(sql`
    update ${ledgerEntries} l
       set balance_after = r.balance_after, frozen_after = r.frozen_after
      from (select id,
                   sum(amount) over w as balance_after,
                   sum(frozen_change) over w as frozen_after
              from ${ledgerEntries}
             where company_id = ${companyId}
            window w as (partition by account_id order by created_at, id)) r
     where l.id = r.id`);

export const seedDemoFinance = async (
  tx: Tx,
  ids: { tenantId: number; companyId: number; userId: number; accountName: string },
  storage: FileStorage,
  todos: Pick<TodosService, 'raise' | 'inform'>,
): Promise<number> => {
  const finance = createFinanceService({ db: tx });
  await finance.openAccounts(tx, ids);
  const ctx: FinanceSeedContext = { ...ids, finance, storage, todos, now: new Date() };
  let created = 0;
  for (const seed of FINANCE_SEEDS) created += await seed(tx, ctx);
  if (created > 0) await runningTotalsByDate(tx, ids.companyId);
  return created;
};
