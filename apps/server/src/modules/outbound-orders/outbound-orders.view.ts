import { fixed, serviceLabel, type OutboundDetail, type OutboundOrder } from '@oms/contracts';
import type { OutboundListRow, outboundOrdersRepository } from './outbound-orders.repository';
import type { OutboundOrderRow, ShipmentRow, TrackingEventRow } from './outbound-orders.table';

type Repo = typeof outboundOrdersRepository;
type LineRow = Awaited<ReturnType<Repo['lines']>>[number];
type ItemRow = Awaited<ReturnType<Repo['items']>>[number];
type ComponentRow = Awaited<ReturnType<Repo['componentsOf']>>[number];

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A service's name as a customer reads it, or null when its warehouse's card no longer has the code. */
export const serviceNameOf = (r: { serviceCarrier: string | null; serviceTitle: string | null }) =>
  r.serviceCarrier !== null && r.serviceTitle !== null
    ? serviceLabel({ carrier: r.serviceCarrier, name: r.serviceTitle })
    : null;

/** An order as lists and details show it. */
export const toOutboundOrder = (r: OutboundListRow): OutboundOrder => ({
  id: String(r.id),
  orderNo: r.orderNo,
  referenceNo: r.referenceNo,
  type: r.type,
  status: r.status,
  holdReasons: r.status === 'ON_HOLD' ? r.holdReasons : [],
  errorReason: r.status === 'HAS_ERROR' ? r.errorReason : null,
  errorNote: r.status === 'HAS_ERROR' ? r.errorNote : null,
  interception: r.interception,
  progress: r.status === 'PROCESSING' ? r.progress : null,
  warehouse: {
    id: String(r.warehouseId),
    code: r.warehouseCode,
    nameZh: r.warehouseNameZh,
    nameEn: r.warehouseNameEn,
  },
  serviceCode: r.serviceCode,
  serviceName: serviceNameOf(r),
  recipient: r.recipient
    ? {
        name: r.recipient.name,
        company: r.recipient.company ?? null,
        country: r.recipient.country,
        state: r.recipient.state ?? null,
        city: r.recipient.city,
        address: r.recipient.address,
        postalCode: r.recipient.postalCode ?? null,
        email: r.recipient.email ?? null,
        phone: r.recipient.phone,
      }
    : null,
  totalQuantity: r.totalQuantity,
  skuCount: r.skuCount,
  trackingNos: r.trackingNos,
  estimate: r.estimate,
  remark: r.remark,
  createdBy: r.createdBy ?? '',
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
  submittedAt: iso(r.submittedAt),
  shippedAt: iso(r.shippedAt),
  deliveredAt: iso(r.deliveredAt),
});

const cm = (v: number | null) => (v === null ? null : fixed(v, 2));

/** An event as a timeline shows it: the carrier's own time text (with its offset). */
export const toEvent = (e: TrackingEventRow) => ({
  at: e.occurredText,
  place: e.place,
  text: e.text,
  status: e.status,
});

export const toShipment = (s: ShipmentRow, events: TrackingEventRow[] = []) => ({
  id: String(s.id),
  shipmentNo: s.shipmentNo,
  carrier: s.carrier,
  serviceCode: s.serviceCode,
  trackingNo: s.trackingNo,
  weightKg: fixed(s.weightG, 3),
  sizeCm:
    s.lengthCm100 && s.widthCm100 && s.heightCm100
      ? `${cm(s.lengthCm100)} × ${cm(s.widthCm100)} × ${cm(s.heightCm100)}`
      : null,
  status: s.trackingStatus,
  shippedAt: s.shippedAt.toISOString(),
  deliveredAt: iso(s.deliveredAt),
  labelFileId: s.labelFileId === null ? null : String(s.labelFileId),
  events: events.filter((e) => e.shipmentId === s.id).map(toEvent),
});

/**
 * The detail's lines as written, each with the products it ships: a product line itself, a
 * combination's components at ratio × its quantity.
 */
export const toOutboundDetail = (
  row: OutboundListRow & Pick<OutboundOrderRow, 'options' | 'remark'>,
  lines: LineRow[],
  items: ItemRow[],
  components: ComponentRow[],
  shipments: ShipmentRow[],
  events: TrackingEventRow[],
): Omit<OutboundDetail, 'fees' | 'operations' | 'attachments'> => {
  const item = (productId: number) => items.find((i) => i.productId === productId);
  const o = row.options;
  return {
    ...toOutboundOrder(row),
    lines: lines.map((l) => {
      const parts =
        l.kind === 'PRODUCT'
          ? [{ productId: l.productId!, quantity: l.quantity }]
          : components
              .filter((c) => c.combinationId === l.combinationId)
              .map((c) => ({ productId: c.productId, quantity: c.ratio * l.quantity }));
      return {
        kind: l.kind,
        refId: String(l.productId ?? l.combinationId),
        sku: l.kind === 'PRODUCT' ? (l.sku ?? '') : (l.combinationName ?? ''),
        name: l.kind === 'PRODUCT' ? (l.productName ?? '') : (l.combinationName ?? ''),
        quantity: l.quantity,
        items: parts.map((p) => ({
          productId: String(p.productId),
          sku: item(p.productId)?.sku ?? '',
          name: item(p.productId)?.nameCn ?? '',
          quantity: p.quantity,
        })),
      };
    }),
    options: {
      suggestedPackaging: o.suggestedPackaging ?? null,
      actualPackaging: o.actualPackaging ?? null,
      shortageAllowed: o.shortageAllowed,
      expedited: o.expedited,
      insuredAmount: o.insuredAmount ?? null,
      signature: o.signature,
      ageCheck: o.ageCheck,
      truck: o.truck
        ? {
            mode: o.truck.mode,
            pallets: o.truck.pallets,
            liftgate: o.truck.liftgate,
            appointmentAt: o.truck.appointmentAt ?? null,
          }
        : null,
      fba: o.fba ?? null,
      pickup: o.pickup ?? null,
      customsTerms: o.customsTerms ?? null,
      iossNumber: o.iossNumber ?? null,
      remark: row.remark,
    },
    shipments: shipments.map((x) => toShipment(x, events)),
  };
};
