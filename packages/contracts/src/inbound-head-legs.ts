import { defineFields, type Bilingual } from './fields';
import { INBOUND_FIELDS } from './inbound-orders-fields';
import { HEAD_LEG_SERVICES, type HeadLegService, type Milestone } from './inbound-orders';

// Each head-leg's own fields, labels and milestones (issue 22 §3): the one definition the form, the
// detail page, the server (what it keeps of an order, which milestones the warehouse may record) and
// the simulator read. An express parcel has a carrier and tracking numbers, is picked up, in transit
// and delivered; a truck has a carrier, a truck and a driver, departs and arrives; sea freight loads,
// calls at its ports, sails and arrives.

/** The header fields that depend on the head-leg, in the form's order. */
export const HEAD_LEG_FIELDS = [
  'containerNo',
  'containerType',
  'shippingCompany',
  'truckNo',
  'driver',
  'deliveryNo',
  'sealNo',
  'billOfLading',
  'portOfLoading',
  'portOfDestination',
  'etd',
  'eta',
] as const;
export type HeadLegField = (typeof HEAD_LEG_FIELDS)[number];

export type HeadLegProfile = {
  /** The fields an order of this head-leg carries, with their label for it. */
  fields: Partial<Record<HeadLegField, Bilingual>>;
  /** Milestones the warehouse records while the goods travel (`POST …/milestones`), in order. */
  transit: readonly Milestone[];
  /** Those of `transit` that mean the goods left: they dispatch an approved order to pending inbound. */
  dispatch: readonly Milestone[];
  /** The milestone arrival at the warehouse records (the warehouse's call or a reservation's). */
  arrival: Milestone;
};

const label = (field: HeadLegField) => INBOUND_FIELDS[field];
const pick = (...fields: HeadLegField[]) => Object.fromEntries(fields.map((f) => [f, label(f)]));
const SEA: HeadLegProfile = {
  fields: pick(
    'containerNo',
    'containerType',
    'sealNo',
    'shippingCompany',
    'billOfLading',
    'deliveryNo',
    'portOfLoading',
    'portOfDestination',
    'etd',
    'eta',
  ),
  transit: ['LOADING', 'PORT', 'SAIL', 'ARRIVAL'],
  dispatch: ['LOADING', 'SAIL'],
  arrival: 'DELIVERY',
};
const CARRIER = { zh: '承运商', en: 'Carrier' };

export const HEAD_LEGS: Record<HeadLegService, HeadLegProfile> = {
  SEA_FCL: SEA,
  SEA_LCL: SEA,
  TRUCK: {
    fields: {
      shippingCompany: CARRIER,
      truckNo: label('truckNo'),
      driver: label('driver'),
      sealNo: label('sealNo'),
    },
    transit: ['DEPARTED'],
    dispatch: ['DEPARTED'],
    arrival: 'TRUCK_ARRIVED',
  },
  EXPRESS: {
    fields: {
      shippingCompany: { zh: '快递公司', en: 'Carrier' },
      deliveryNo: { zh: '快递单号', en: 'Tracking numbers' },
    },
    transit: ['PICKED_UP', 'IN_TRANSIT'],
    dispatch: ['PICKED_UP', 'IN_TRANSIT'],
    arrival: 'DELIVERED',
  },
  SELF_DELIVERY: { fields: {}, transit: [], dispatch: [], arrival: 'DELIVERED' },
};

/** The fields an order of the head-leg carries, in the form's order. */
export const headLegFieldsOf = (headLeg: HeadLegService): HeadLegField[] =>
  HEAD_LEG_FIELDS.filter((f) => HEAD_LEGS[headLeg].fields[f] !== undefined);

/** An order's milestones from departure to put-away, in order: its head-leg's, then receipt and put-away. */
export const milestonesOf = (headLeg: HeadLegService): Milestone[] => [
  ...HEAD_LEGS[headLeg].transit,
  HEAD_LEGS[headLeg].arrival,
  'RECEIPT',
  'PUT_AWAY',
];

/**
 * Each head-leg's label of every field (one it does not carry keeps the generic label): the web's
 * `headLegField.<head-leg>.<field>` texts.
 */
export const HEAD_LEG_FIELD_LABELS = Object.fromEntries(
  HEAD_LEG_SERVICES.map((leg) => [
    leg,
    defineFields<HeadLegField>(
      Object.fromEntries(HEAD_LEG_FIELDS.map((f) => [f, HEAD_LEGS[leg].fields[f] ?? label(f)])) as Record<
        HeadLegField,
        Bilingual
      >,
    ),
  ]),
) as Record<HeadLegService, Record<HeadLegField, Bilingual>>;

/** The header with the fields its head-leg does not carry left out (what the server keeps of an order). */
export const withHeadLegFields = <T extends { headLeg: HeadLegService }>(order: T): T => {
  const out: Record<string, unknown> = { ...order };
  for (const f of HEAD_LEG_FIELDS) if (HEAD_LEGS[order.headLeg].fields[f] === undefined) delete out[f];
  return out as T;
};
