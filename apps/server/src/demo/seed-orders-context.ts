// What the demo seed's order stage (seed-orders.ts) gives each order domain's seed: apart from
// seed-orders.ts, which imports the seeds, so that the seeds can name it without an import circle.
import type { FileStorage } from '../lib/storage';
import type { Services } from '../registry';
import type { Tx } from '../db/client';

export type OrderSeedContext = {
  tenantId: number;
  companyId: number;
  userId: number;
  accountName: string;
  /** Every service: documents move stock through `inventory` and money through `finance`, as in the product. */
  services: Services;
  storage: FileStorage;
  /** Now, so every seed dates its history from the same instant. */
  now: Date;
};

/** One order domain's demo documents; answers how many rows it created (0 when already seeded). */
export type OrderSeed = (tx: Tx, ctx: OrderSeedContext) => Promise<number>;
