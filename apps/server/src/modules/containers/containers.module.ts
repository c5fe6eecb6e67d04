import { defineModule } from '../../core/module';
import type { ExportsService } from '../exports/exports.service';
import { containersExport } from './containers.export';
import { containersRoutes } from './containers.routes';
import { createContainersService } from './containers.service';

/** Container tracking: reads the sea inbound orders, their milestones and reservations (owns no table). */
export const containersModule = defineModule({
  name: 'containers',
  services: (deps, _s: { exports: ExportsService }) => ({ containers: createContainersService(deps) }),
  routes: containersRoutes,
  setup: (s) => s.exports.define(containersExport(s.containers)),
});
