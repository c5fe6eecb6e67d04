import { defineModule } from '../../core/module';
import { createColumnSettingsService } from './column-settings.service';
import { columnSettingsRoutes } from './column-settings.routes';

export const columnSettingsModule = defineModule({
  name: 'column-settings',
  services: (deps) => ({ columnSettings: createColumnSettingsService(deps) }),
  routes: columnSettingsRoutes,
});
