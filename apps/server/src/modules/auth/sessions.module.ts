import { defineModule } from '../../core/module';
import { createSessionsService } from './sessions.service';

export const sessionsModule = defineModule({
  name: 'sessions',
  services: (deps) => ({ sessions: createSessionsService(deps) }),
});
