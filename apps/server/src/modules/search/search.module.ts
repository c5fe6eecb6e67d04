import { defineModule } from '../../core/module';
import { createSearchBoard } from './search-board.service';
import { searchRoutes } from './search.routes';

/** The top bar's search: the document modules listed after it add their finders (search-board.service.ts). */
export const searchModule = defineModule({
  name: 'search',
  services: () => ({ searchBoard: createSearchBoard() }),
  routes: searchRoutes,
});
