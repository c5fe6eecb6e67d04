import { defineModule } from '../../core/module';
import type { OperationRecordsService } from '../operation-records/operation-records.service';
import type { TodosService } from '../homepage/todos.service';
import type { JobsService } from '../jobs/jobs.service';
import type { ExportsService } from '../exports/exports.service';
import type { ImportsService } from '../imports/imports.service';
import { createSecretBox, secretsKeyOf } from '../../lib/secret-box';
import { createConnectors } from './connectors';
import { createSkuMappingsService } from './sku-mappings.service';
import { mappingsExport, mappingsImport, storesExport } from './stores.files';
import { storesRoutes } from './stores.routes';
import { createStoresService } from './stores.service';

export const storesModule = defineModule({
  name: 'stores',
  services: (
    deps,
    s: {
      operationRecords: OperationRecordsService;
      todos: TodosService;
      jobs: JobsService;
      exports: ExportsService;
      imports: ImportsService;
    },
  ) => {
    const stores = createStoresService({
      ...deps,
      ...s,
      connectors: createConnectors(deps.config),
      secrets: createSecretBox(secretsKeyOf(deps.config)),
    });
    return { stores, skuMappings: createSkuMappingsService({ ...deps, stores }) };
  },
  routes: storesRoutes,
  setup: (s, deps) => {
    s.exports.define(storesExport);
    s.exports.define(mappingsExport);
    s.imports.define(mappingsImport(s.skuMappings));
    s.jobs.register('stores.check-authorizations', { handler: () => s.stores.checkAll(), maxAttempts: 1 });
    s.jobs.every('stores.check-authorizations', deps.config.STORE_CHECK_HOURS * 3_600_000);
  },
});
