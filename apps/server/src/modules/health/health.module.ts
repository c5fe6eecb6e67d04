import { defineModule } from '../../core/module';
import { createHealthService } from './health.service';
import { healthRoutes } from './health.routes';

export const healthModule = defineModule({
  name: 'health',
  services: (deps) => ({ health: createHealthService(deps) }),
  routes: healthRoutes,
});
