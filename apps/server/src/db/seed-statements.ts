// The demo company's monthly statements: the last two full months closed from whatever ledger the
// earlier finance seeds wrote (this seed runs last), both currencies; the current month stays running.
import { addMonths, monthOf } from '@oms/contracts';
import { closeMonth } from '../modules/statements/statements.close';
import { statementsRepository } from '../modules/statements/statements.repository';
import type { Tx } from './client';

/** What this seed reads of the finance seeds' context (seed-finance.ts imports this file). */
type Context = { tenantId: number; companyId: number; now: Date };

export const seedDemoStatements = async (tx: Tx, ctx: Context): Promise<number> => {
  if (await statementsRepository.latestMonth(tx, ctx.companyId)) return 0;
  const owner = { tenantId: ctx.tenantId, companyId: ctx.companyId };
  const current = monthOf(ctx.now);
  let created = 0;
  for (const month of [addMonths(current, -2), addMonths(current, -1)])
    created += (await closeMonth(tx, owner, month)).length;
  return created;
};
