import type { Deps } from './core/deps';
import type { SimulatorStep } from './integration/simulator/registry';
import { operationRecordsModule } from './modules/operation-records/operation-records.module';
import { jobsModule } from './modules/jobs/jobs.module';
import { filesModule } from './modules/files/files.module';
import { exportsModule } from './modules/exports/exports.module';
import { importsModule } from './modules/imports/imports.module';
import { healthModule } from './modules/health/health.module';
import { sessionsModule } from './modules/auth/sessions.module';
import { homepageModule } from './modules/homepage/homepage.module';
import { searchModule } from './modules/search/search.module';
import { tenancyModule } from './modules/tenancy/tenancy.module';
import { accountsModule } from './modules/accounts/accounts.module';
import { authModule } from './modules/auth/auth.module';
import { accountSecurityModule } from './modules/account-security/account-security.module';
import { columnSettingsModule } from './modules/column-settings/column-settings.module';
import { certificationModule } from './modules/certification/certification.module';
import { signingModule } from './modules/signing/signing.module';
import { integrationModule } from './modules/integration/integration.module';
import { subAccountsModule } from './modules/sub-accounts/sub-accounts.module';
import { rolesModule } from './modules/roles/roles.module';
import { consigneesModule } from './modules/consignees/consignees.module';
import { thirdPayModule } from './modules/third-pay/third-pay.module';
import { combinationsModule } from './modules/combinations/combinations.module';
import { brandsModule } from './modules/brands/brands.module';
import { productsModule } from './modules/products/products.module';
import { storesModule } from './modules/stores/stores.module';
import { financeModule } from './modules/finance/finance.module';
import { statementsModule } from './modules/statements/statements.module';
import { rechargesModule } from './modules/recharges/recharges.module';
import { feesModule } from './modules/fees/fees.module';
import { claimsModule } from './modules/claims/claims.module';
import { rateCardsModule } from './modules/rate-cards/rate-cards.module';
import { inventoryModule } from './modules/inventory/inventory.module';
import { overReceiptsModule } from './modules/over-receipts/over-receipts.module';
import { containersModule } from './modules/containers/containers.module';
import { inboundOrdersModule } from './modules/inbound-orders/inbound-orders.module';
import { reservationsModule } from './modules/reservations/reservations.module';
import { outboundOrdersModule } from './modules/outbound-orders/outbound-orders.module';
import { relabelOrdersModule } from './modules/relabel-orders/relabel-orders.module';
import { returnOrdersModule } from './modules/return-orders/return-orders.module';
import { vasOrdersModule } from './modules/vas-orders/vas-orders.module';

/**
 * Every module of the server, in dependency order: a module's services are built from those listed
 * before it. Adding a domain is one line here (and its own folder).
 */
export const MODULES = [
  operationRecordsModule,
  jobsModule,
  filesModule,
  exportsModule,
  importsModule,
  healthModule,
  sessionsModule,
  homepageModule,
  searchModule,
  tenancyModule,
  // Before accounts: a company opens its currency accounts when it is created.
  financeModule,
  accountsModule,
  authModule,
  accountSecurityModule,
  columnSettingsModule,
  certificationModule,
  signingModule,
  integrationModule,
  subAccountsModule,
  rolesModule,
  consigneesModule,
  thirdPayModule,
  combinationsModule,
  brandsModule,
  productsModule,
  storesModule,
  statementsModule,
  rechargesModule,
  feesModule,
  claimsModule,
  rateCardsModule,
  inventoryModule,
  overReceiptsModule,
  inboundOrdersModule,
  reservationsModule,
  containersModule,
  outboundOrdersModule,
  relabelOrdersModule,
  returnOrdersModule,
  vasOrdersModule,
] as const;

type Module = (typeof MODULES)[number];
type BuiltBy<M> = M extends { services?: (deps: Deps, s: never) => infer B }
  ? unknown extends B
    ? object
    : B
  : object;
type Intersect<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

/** Every module's services, built once per app. Modules call each other only through these. */
export type Services = Intersect<BuiltBy<Module>>;

/** Every module's simulator steps, in module order: what the warehouse simulator plays. */
export const simulatorSteps = (): [string, SimulatorStep][] =>
  MODULES.flatMap((m) => Object.entries(m.simulatorSteps ?? {}));

/** Builds the services in list order, then lets each module register its exports, imports and jobs. */
export const buildServices = (deps: Deps): Services => {
  const built: Record<string, unknown> = {};
  for (const m of MODULES) {
    const added = (m.services?.(deps, built as never) ?? {}) as Record<string, unknown>;
    for (const key of Object.keys(added)) {
      if (key in built) throw new Error(`Service ${key} is built by two modules (${m.name})`);
    }
    Object.assign(built, added);
  }
  const services = built as Services;
  for (const m of MODULES) m.setup?.(services as never, deps);
  return services;
};
