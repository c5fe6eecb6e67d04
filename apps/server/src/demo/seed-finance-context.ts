// What the demo seed's finance stage (seed-finance.ts) gives each finance domain's seed: apart from
// seed-finance.ts, which imports the seeds, so that the seeds can name it without an import circle.
import type { FileStorage } from '../lib/storage';
import type { FinanceService } from '../modules/finance/finance.service';
import type { TodosService } from '../modules/homepage/todos.service';
import type { Tx } from '../db/client';

export type FinanceSeedContext = {
  tenantId: number;
  companyId: number;
  userId: number;
  accountName: string;
  /** The kernel, for every money movement of the seed. */
  finance: FinanceService;
  storage: FileStorage;
  /** For what the demo's documents leave waiting for the customer (a rejected recharge or claim). */
  todos: Pick<TodosService, 'raise' | 'inform'>;
  /** Now, so every seed dates its history from the same instant. */
  now: Date;
};

/** One finance domain's demo documents; answers how many rows it created (0 when already seeded). */
export type FinanceSeed = (tx: Tx, ctx: FinanceSeedContext) => Promise<number>;
