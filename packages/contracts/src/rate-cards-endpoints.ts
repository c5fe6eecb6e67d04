import { defineEndpoints, INTEGRATION, INTEGRATION_BASE } from './endpoint';
import { rateCard, rateCardView } from './rate-cards';
import { EXPRESS_FEE_CODES } from './rate-cards';
import { trialOptions, trialRequest, trialResult } from './rate-cards-trial';

/** /api/express-fees/*: the fee trial (/finance/expressFeeCount); it prices, it changes nothing. */
export const expressFeesEndpoints = defineEndpoints(
  'express-fees',
  {},
  {
    options: {
      access: EXPRESS_FEE_CODES.view,
      summary: 'The warehouses the trial offers, each with the countries its services deliver to',
      response: trialOptions,
    },
    trial: {
      access: EXPRESS_FEE_CODES.view,
      summary: "A parcel priced by every carrier service of the warehouse's rate card, cheapest first",
      body: trialRequest,
      response: trialResult,
    },
  },
);

/**
 * /open-api/warehouse/rate-cards: the rate card of the key's warehouse (fee prices and carrier
 * services). A replace is checked whole and takes effect at once, for every later price.
 */
export const rateCardEndpoints = defineEndpoints(
  'rate-cards',
  { base: INTEGRATION_BASE, tags: ['rate-cards'] },
  {
    get: {
      method: 'GET',
      path: '/rate-cards',
      access: INTEGRATION,
      summary: "The rate card of this key's warehouse (empty when none was set)",
      response: rateCardView,
    },
    replace: {
      path: '/rate-cards',
      access: INTEGRATION,
      summary: "Replace the whole rate card of this key's warehouse",
      body: rateCard,
      response: rateCardView,
    },
  },
);
