import { z } from 'zod';
import { defineEndpoints } from './endpoint';
import { LOGISTICS_TRACKING_CODES, trackingLookupRequest, trackingLookupResult } from './logistics-tracking';

/** /api/logistics-tracking/*: the company's parcels by tracking or order number (/printOrderManage/logisticsTracking). */
export const logisticsTrackingEndpoints = defineEndpoints(
  'logistics-tracking',
  {},
  {
    lookup: {
      access: LOGISTICS_TRACKING_CODES.view,
      summary:
        "Up to 50 tracking numbers or order numbers (any separator): each one's parcels, latest status and timeline; an unknown number finds none",
      body: trackingLookupRequest,
      response: z.array(trackingLookupResult),
    },
  },
);
