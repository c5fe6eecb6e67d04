import type { FastifyInstance } from 'fastify';
import type { SimulatorStep } from '../integration/simulator/registry';
import type { Deps } from './deps';

// What a module contributes to the app. Each module folder has one `<name>.module.ts` that exports
// its manifest; `modules.ts` lists the manifests in dependency order, and the app is built from that
// list alone: services, customer routes, integration routes, exports, imports, background jobs and
// simulator steps. Adding a domain is its folder plus one line in that list.

export type ModuleManifest<Needs, Built> = {
  name: string;
  /** Builds the module's services from the deps and the services of modules listed before it. */
  services?: (deps: Deps, built: Needs) => Built;
  /** Registers the module's customer API routes (from its contracts descriptors). */
  routes?: (app: FastifyInstance) => void;
  /** Registers its warehouse integration routes, inside the integration scope (key, idempotency). */
  integrationRoutes?: (scope: FastifyInstance) => void;
  /** Export and import kinds, background jobs: registered once the services exist. */
  setup?: (services: Needs & Built, deps: Deps) => void;
  /** Steps of the warehouse simulator, in the order they run. */
  simulatorSteps?: Record<string, SimulatorStep>;
};

/** Types a manifest (keeps its services' exact type for the registry). */
export const defineModule = <Needs = unknown, Built = unknown>(manifest: ModuleManifest<Needs, Built>) =>
  manifest;
