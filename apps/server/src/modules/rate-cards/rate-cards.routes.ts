import type { FastifyInstance } from 'fastify';
import { expressFeesEndpoints, rateCardEndpoints } from '@oms/contracts';
import { registerEndpoints } from '../../core/endpoints';

/** The fee trial (/finance/expressFeeCount): the customer prices a parcel; nothing is stored. */
export const expressFeesRoutes = (app: FastifyInstance) => {
  const { rateCards } = app.services;
  registerEndpoints(app, expressFeesEndpoints, {
    options: ({ auth }) => rateCards.trialOptions(auth.tenantId),
    trial: ({ auth, body }) => rateCards.trial(auth.tenantId, body, auth.language),
  });
};

/** /open-api/warehouse/rate-cards: the operator reads and replaces the card of its key's warehouse. */
export const rateCardIntegrationRoutes = (app: FastifyInstance) => {
  const { rateCards } = app.services;
  registerEndpoints(app, rateCardEndpoints, {
    get: ({ caller }) => rateCards.cardOf(caller),
    replace: ({ caller, body }) => rateCards.replace(caller, body),
  });
};
