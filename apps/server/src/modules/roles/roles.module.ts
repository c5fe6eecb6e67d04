import { defineModule } from '../../core/module';
import type { OperationRecordsService } from '../operation-records/operation-records.service';
import type { ExportsService } from '../exports/exports.service';
import type { AccountsService } from '../accounts/accounts.service';
import { createRolesService } from './roles.service';
import { rolesExport } from './roles.export';
import { rolesRoutes } from './roles.routes';

export const rolesModule = defineModule({
  name: 'roles',
  services: (
    deps,
    s: { operationRecords: OperationRecordsService; exports: ExportsService; accounts: AccountsService },
  ) => ({
    roles: createRolesService({ ...deps, ...s }),
  }),
  routes: rolesRoutes,
  setup: (s) => s.exports.define(rolesExport),
});
