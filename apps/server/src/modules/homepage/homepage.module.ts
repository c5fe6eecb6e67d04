import { defineModule } from '../../core/module';
import { createAnnouncementsService } from './announcements.service';
import { createHomepageService } from './homepage.service';
import { homepageRoutes } from './homepage.routes';
import { todoSocketRoutes } from './todo-socket';
import { createTodosService } from './todos.service';

export const homepageModule = defineModule({
  name: 'homepage',
  services: (deps) => {
    const todos = createTodosService(deps);
    return {
      announcements: createAnnouncementsService(deps),
      todos,
      homepage: createHomepageService({ todos }),
    };
  },
  routes: async (app) => {
    homepageRoutes(app);
    // The live channel is a WebSocket outside /api: a plain Fastify route, not an endpoint.
    await app.register(todoSocketRoutes);
  },
});
