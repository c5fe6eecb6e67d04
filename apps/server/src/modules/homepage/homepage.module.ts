import { defineModule } from '../../core/module';
import { createAnnouncementsService } from './announcements.service';
import { createHomeBoard } from './home-board.service';
import { createHomepageService } from './homepage.service';
import { homepageRoutes } from './homepage.routes';
import { todoSocketRoutes } from './todo-socket';
import { createTodosService } from './todos.service';

export const homepageModule = defineModule({
  name: 'homepage',
  services: (deps) => {
    const todos = createTodosService(deps);
    // Order modules add their counts and series here from their setup (see home-board.ts).
    const homeBoard = createHomeBoard();
    return {
      announcements: createAnnouncementsService(deps),
      todos,
      homeBoard,
      homepage: createHomepageService({ todos, board: homeBoard }),
    };
  },
  routes: async (app) => {
    homepageRoutes(app);
    // The live channel is a WebSocket outside /api: a plain Fastify route, not an endpoint.
    await app.register(todoSocketRoutes);
  },
});
