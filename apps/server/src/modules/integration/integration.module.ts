import { defineModule } from '../../core/module';
import type { AnnouncementsService } from '../homepage/announcements.service';
import type { TodosService } from '../homepage/todos.service';
import type { TenancyService } from '../tenancy/tenancy.service';
import { createIntegrationService } from './integration.service';
import { integrationRoutes } from './integration.routes';

export const integrationModule = defineModule({
  name: 'integration',
  services: (
    deps,
    s: { announcements: AnnouncementsService; todos: TodosService; tenancy: TenancyService },
  ) => ({ integration: createIntegrationService({ ...deps, ...s }) }),
  integrationRoutes,
});
