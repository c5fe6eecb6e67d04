import {
  LOGISTICS_TRACKING_CODES,
  TRACKING_STATUS_LABELS,
  trackingLookupRequest,
  type ParcelTracking,
  type TrackingLookupRequest,
} from '@oms/contracts';
import { exportDateTime, type ExportDefinition } from '../exports/define-export';
import type { LogisticsTracking } from './logistics-tracking.service';

type Row = { number: string; parcel: ParcelTracking | null };

/**
 * The logistics tracking page's answer as xlsx (OMS_PRINTTRACK:export): a row per parcel of each
 * number, a number that found nothing on a row of its own saying so.
 */
export const logisticsTrackingExport = (
  tracking: LogisticsTracking,
): ExportDefinition<Row, TrackingLookupRequest> => {
  const rowsOf = async (ctx: { companyId: number }, numbers: string): Promise<Row[]> =>
    (await tracking.lookup({ companyId: ctx.companyId }, { numbers })).flatMap((r) =>
      r.parcels.length === 0
        ? [{ number: r.number, parcel: null }]
        : r.parcels.map((parcel): Row => ({ number: r.number, parcel })),
    );
  return {
    kind: 'logistics-tracking',
    module: 'outbound-orders',
    name: { zh: '物流追踪', en: 'Logistics tracking' },
    permission: LOGISTICS_TRACKING_CODES.export,
    filters: trackingLookupRequest,
    columns: [
      { key: 'number', header: { zh: '单号', en: 'Number' }, width: 22, value: (r) => r.number },
      {
        key: 'trackingNo',
        header: { zh: '跟踪号', en: 'Tracking number' },
        width: 22,
        value: (r) => r.parcel?.trackingNo ?? null,
      },
      {
        key: 'orderNo',
        header: { zh: '出库单', en: 'Outbound order' },
        width: 20,
        value: (r) => r.parcel?.orderNo ?? null,
      },
      {
        key: 'carrier',
        header: { zh: '承运商', en: 'Carrier' },
        width: 14,
        value: (r) => r.parcel?.carrier ?? null,
      },
      {
        key: 'status',
        header: { zh: '状态', en: 'Status' },
        width: 14,
        value: (r, language) =>
          r.parcel
            ? TRACKING_STATUS_LABELS[r.parcel.status][language]
            : language === 'zh'
              ? '未找到'
              : 'Not found',
      },
      {
        key: 'latest',
        header: { zh: '最新轨迹', en: 'Latest event' },
        width: 36,
        value: (r) => {
          const e = r.parcel?.events[0];
          return e ? [e.text, e.place].filter(Boolean).join(' · ') : null;
        },
      },
      {
        key: 'at',
        header: { zh: '时间', en: 'Time' },
        width: 20,
        value: (r, _language, c) => exportDateTime(r.parcel?.events[0]?.at ?? null, c.timeZone),
      },
    ],
    count: async (ctx, selection) => (await rowsOf(ctx, selection.filters.numbers)).length,
    rows: async function* (ctx, selection) {
      yield await rowsOf(ctx, selection.filters.numbers);
    },
  };
};
