import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { Notifier } from './lib/notifier';
import type { MessageSender } from './lib/sender';
import { createSessionsService } from './modules/auth/sessions.service';
import { createAnnouncementsService } from './modules/homepage/announcements.service';
import { createTodosService } from './modules/homepage/todos.service';
import { createHomepageService } from './modules/homepage/homepage.service';
import { createOperationRecordsService } from './modules/operation-records/operation-records.service';
import { createTenancyService } from './modules/tenancy/tenancy.service';
import { createAccountsService } from './modules/accounts/accounts.service';
import { createAuthService } from './modules/auth/auth.service';
import { createAccountSecurityService } from './modules/account-security/account-security.service';
import { createColumnSettingsService } from './modules/column-settings/column-settings.service';
import { createSubAccountsService } from './modules/sub-accounts/sub-accounts.service';
import { createCertificationService } from './modules/certification/certification.service';
import { createSigningService } from './modules/signing/signing.service';
import { createRolesService } from './modules/roles/roles.service';
import { createConsigneesService } from './modules/consignees/consignees.service';
import { createThirdPayService } from './modules/third-pay/third-pay.service';
import { createCombinationsService } from './modules/combinations/combinations.service';

import { filesDir } from './config';
import { createLocalStorage } from './lib/storage';
import { createJobsService } from './modules/jobs/jobs.service';
import { createFilesService } from './modules/files/files.service';
import { createDownloadsService } from './modules/files/downloads.service';
import { createExportsService } from './modules/exports/exports.service';
import { createImportsService } from './modules/imports/imports.service';
import { createIntegrationService } from './modules/integration/integration.service';
import { createBrandsService } from './modules/brands/brands.service';
import { createProductsService } from './modules/products/products.service';
import { createSecretBox, secretsKeyOf } from './lib/secret-box';
import { createConnectors } from './modules/stores/connectors';
import { createStoresService } from './modules/stores/stores.service';
import { createSkuMappingsService } from './modules/stores/sku-mappings.service';

/** What services are built from; tests build the same with an in-memory database. */
export type Deps = {
  db: Db;
  database: Database;
  config: Config;
  log: FastifyBaseLogger;
  notifier: Notifier;
  sender: MessageSender;
};

/** Every module's service, built once per app. Modules call each other only through these. */
export const buildServices = (deps: Deps) => {
  const sessions = createSessionsService(deps);
  const announcements = createAnnouncementsService(deps);
  const todos = createTodosService(deps);
  const homepage = createHomepageService({ todos });
  const operationRecords = createOperationRecordsService();
  // Jobs, files, exports and imports: other modules define their exports and imports on these.
  const jobs = createJobsService(deps);
  const storage = createLocalStorage(filesDir(deps.config));
  const files = createFilesService({ ...deps, storage, jobs, operationRecords });
  const downloads = createDownloadsService({ jobs, files });
  const exportsService = createExportsService({ ...deps, jobs, files });
  const imports = createImportsService({ ...deps, jobs, files });
  const tenancy = createTenancyService(deps);
  const accounts = createAccountsService({ ...deps, sessions, tenancy, operationRecords });
  const auth = createAuthService({ ...deps, sessions, tenancy, accounts });
  const accountSecurity = createAccountSecurityService({
    ...deps,
    accounts,
    operationRecords,
    verification: auth.verification,
  });
  const columnSettings = createColumnSettingsService(deps);
  const certification = createCertificationService({ ...deps, operationRecords, todos, files });
  const signing = createSigningService({ ...deps, operationRecords, todos, certification });
  const integration = createIntegrationService({ ...deps, announcements, todos, tenancy });
  const subAccounts = createSubAccountsService({ ...deps, accounts, sessions, operationRecords });
  const roles = createRolesService({ ...deps, operationRecords });
  const consignees = createConsigneesService({ ...deps, operationRecords, accounts });
  const thirdPay = createThirdPayService({ ...deps, operationRecords });
  const combinations = createCombinationsService({ ...deps, operationRecords });
  const brands = createBrandsService({ ...deps, operationRecords });
  const products = createProductsService({
    ...deps,
    operationRecords,
    todos,
    files,
    brands,
    accounts,
  });
  const stores = createStoresService({
    ...deps,
    operationRecords,
    todos,
    connectors: createConnectors(deps.config),
    secrets: createSecretBox(secretsKeyOf(deps.config)),
  });
  const skuMappings = createSkuMappingsService({ ...deps, stores });
  jobs.register('stores.check-authorizations', { handler: () => stores.checkAll(), maxAttempts: 1 });
  jobs.every('stores.check-authorizations', deps.config.STORE_CHECK_HOURS * 3_600_000);
  return {
    jobs,
    files,
    downloads,
    exports: exportsService,
    imports,
    sessions,
    announcements,
    todos,
    homepage,
    operationRecords,
    tenancy,
    accounts,
    auth,
    accountSecurity,
    columnSettings,
    subAccounts,
    certification,
    signing,
    integration,
    roles,
    consignees,
    thirdPay,
    combinations,
    brands,
    products,
    stores,
    skuMappings,
  };
};
export type Services = ReturnType<typeof buildServices>;
