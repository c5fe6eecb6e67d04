import { trackingNumbersOf, type TrackingLookupRequest, type TrackingLookupResult } from '@oms/contracts';
import type { Deps } from '../../core/deps';
import type { AuthContext } from '../../core/context';
import { outboundOrdersRepository as repo } from './outbound-orders.repository';
import { toEvent } from './outbound-orders.view';

/**
 * Logistics tracking (/printOrderManage/logisticsTracking): the company's parcels by tracking number,
 * or by their order's number or reference, each with its summary status and events, newest first.
 */
export const createLogisticsTracking = ({ db }: Pick<Deps, 'db'>) => ({
  async lookup(
    auth: Pick<AuthContext, 'companyId'>,
    request: TrackingLookupRequest,
  ): Promise<TrackingLookupResult[]> {
    const numbers = trackingNumbersOf(request.numbers);
    const parcels = await repo.parcelsByNumbers(db, auth.companyId, numbers);
    const events = await repo.events(
      db,
      parcels.map((p) => p.id),
    );
    return numbers.map((number) => ({
      number,
      parcels: parcels
        .filter(
          (p) => p.trackingNo === number || p.orderNo === number || p.referenceNo?.toUpperCase() === number,
        )
        .map((p) => ({
          trackingNo: p.trackingNo,
          orderId: String(p.orderId),
          orderNo: p.orderNo,
          carrier: p.carrier,
          status: p.trackingStatus,
          shippedAt: p.shippedAt.toISOString(),
          deliveredAt: p.deliveredAt?.toISOString() ?? null,
          events: events.filter((e) => e.shipmentId === p.id).map(toEvent),
        })),
    }));
  },
});
export type LogisticsTracking = ReturnType<typeof createLogisticsTracking>;
