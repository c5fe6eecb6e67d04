import { defineModule } from '../../core/module';
import { createRateCardsService } from './rate-cards.service';
import { expressFeesRoutes, rateCardIntegrationRoutes } from './rate-cards.routes';

/** Rate cards per warehouse (fee prices, carrier services) and the express fee trial that prices with them. */
export const rateCardsModule = defineModule({
  name: 'rate-cards',
  services: (deps) => ({ rateCards: createRateCardsService(deps) }),
  routes: expressFeesRoutes,
  integrationRoutes: rateCardIntegrationRoutes,
});
