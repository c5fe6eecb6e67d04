import { defineModule } from '../../core/module';
import { createFinanceService } from './finance.service';
import { financeRoutes } from './finance.routes';

/** The money kernel: currency accounts, the ledger and fee records (every later module charges here). */
export const financeModule = defineModule({
  name: 'finance',
  services: (deps) => ({ finance: createFinanceService(deps) }),
  routes: financeRoutes,
});
