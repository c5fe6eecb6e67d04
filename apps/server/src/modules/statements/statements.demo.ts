// The demo company's monthly statements, closed after every seed that writes dated money (finance and
// the order seeds' inbound and storage fees): a month closed before all of its entries were written
// would disagree with the ledger, and the running month with the balance. Every ended month from the
// company's first ledger entry is closed (as the close job would have), the current one stays running.
import { closeThrough, lastClosableMonth } from './statements.close';
import { statementsRepository } from './statements.repository';
import type { Tx } from '../../db/client';

type Context = { tenantId: number; companyId: number; now: Date };

export const seedDemoStatements = async (tx: Tx, ctx: Context): Promise<number> => {
  if (await statementsRepository.latestMonth(tx, ctx.companyId)) return 0;
  return closeThrough(tx, { tenantId: ctx.tenantId, companyId: ctx.companyId }, lastClosableMonth(ctx.now));
};
