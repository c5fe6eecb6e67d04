import dayjs, { type Dayjs } from 'dayjs';
import {
  ADDRESSED_TYPES,
  OUTBOUND_ATTACHMENT_KINDS,
  attachmentKindsOf,
  type OutboundAttachmentKind,
  type AgeCheck,
  type CountryCode,
  type CustomsTerms,
  type OutboundDetail,
  type OutboundDraftInput,
  type OutboundType,
  type Packaging,
  type Signature,
  type TruckMode,
} from '@oms/contracts';

/** A line as the form holds it: `PRODUCT:12` or `COMBINATION:3` (the picker's value), its name, how many. */
export type LineValue = { item?: string; label?: string; quantity?: number | null };

/** The recipient's fields sit at the form's root: the address rules read the `country` field. */
export type RecipientValues = {
  name?: string;
  company?: string;
  country?: CountryCode;
  state?: string;
  city?: string;
  address?: string;
  postalCode?: string;
  phone?: string;
  email?: string;
};

export type Values = RecipientValues & {
  type: OutboundType;
  warehouseId?: string;
  serviceCode?: string;
  referenceNo?: string;
  lines: LineValue[];
  saveRecipient?: boolean;
  suggestedPackaging?: Packaging;
  shortageAllowed?: boolean;
  expedited?: boolean;
  insuredAmount?: string;
  signature?: Signature;
  ageCheck?: AgeCheck;
  truckMode?: TruckMode;
  pallets?: number;
  liftgate?: boolean;
  truckAt?: Dayjs;
  fbaShipmentId?: string;
  fbaWarehouseCode?: string;
  fbaReferenceId?: string;
  pickupPerson?: string;
  vehicle?: string;
  pickupAt?: Dayjs;
  customsTerms?: CustomsTerms;
  iossNumber?: string;
  remark?: string;
  /** File ids by kind (the kinds the type takes are sent). */
  attachments?: Partial<Record<OutboundAttachmentKind, string[]>>;
};

export const RECIPIENT_KEYS = [
  'name',
  'company',
  'country',
  'state',
  'city',
  'address',
  'postalCode',
  'phone',
  'email',
] as const;

const text = (v: string | undefined) => (v && v.trim() ? v.trim() : undefined);
const iso = (d: Dayjs | undefined) => (d ? d.toISOString() : undefined);

/** The request the form's values make (the contracts' draft): what the server and the price read. */
export const draftOf = (v: Partial<Values>): OutboundDraftInput => {
  const type = v.type ?? 'PARCEL';
  return {
    type,
    warehouseId: v.warehouseId || undefined,
    serviceCode: v.serviceCode || undefined,
    referenceNo: text(v.referenceNo),
    lines: (v.lines ?? []).flatMap((l) => {
      const [kind, id] = (l?.item ?? '').split(':');
      return kind && id ? [{ kind: kind as 'PRODUCT' | 'COMBINATION', id, quantity: l.quantity ?? 0 }] : [];
    }),
    recipient: ADDRESSED_TYPES.includes(type)
      ? {
          name: v.name ?? '',
          company: text(v.company),
          country: v.country as CountryCode,
          state: text(v.state),
          city: v.city ?? '',
          address: v.address ?? '',
          postalCode: text(v.postalCode),
          phone: v.phone ?? '',
          email: text(v.email),
        }
      : undefined,
    saveRecipient: Boolean(v.saveRecipient),
    suggestedPackaging: v.suggestedPackaging,
    shortageAllowed: Boolean(v.shortageAllowed),
    expedited: Boolean(v.expedited),
    insuredAmount: text(v.insuredAmount),
    signature: v.signature ?? 'NONE',
    ageCheck: v.ageCheck ?? 'NONE',
    truck:
      type === 'TRUCK'
        ? {
            mode: v.truckMode as TruckMode,
            pallets: v.pallets ?? 0,
            liftgate: Boolean(v.liftgate),
            appointmentAt: iso(v.truckAt),
          }
        : undefined,
    fba:
      type === 'FBA'
        ? {
            shipmentId: v.fbaShipmentId ?? '',
            warehouseCode: v.fbaWarehouseCode ?? '',
            referenceId: v.fbaReferenceId ?? '',
          }
        : undefined,
    pickup:
      type === 'PICKUP'
        ? { person: v.pickupPerson ?? '', vehicle: v.vehicle ?? '', appointmentAt: iso(v.pickupAt) ?? '' }
        : undefined,
    customsTerms: v.customsTerms,
    iossNumber: text(v.iossNumber),
    remark: text(v.remark),
    attachments: attachmentsOf(type, v.attachments),
  };
};

/** The files of the kinds the type takes; the others are left behind when the type changes. */
const attachmentsOf = (type: OutboundType, a: Values['attachments']) => {
  const kinds = attachmentKindsOf(type);
  const ids = (kind: OutboundAttachmentKind) => (kinds.includes(kind) ? (a?.[kind] ?? []) : []);
  return {
    packingList: ids('packingList'),
    carrierLabel: ids('carrierLabel'),
    fbaBoxLabels: ids('fbaBoxLabels'),
  };
};

/** The names of an order's files by id (the form lists them before anything is uploaded). */
export const attachmentNames = (d: OutboundDetail | null): Record<string, string> =>
  Object.fromEntries(
    d ? OUTBOUND_ATTACHMENT_KINDS.flatMap((k) => d.attachments[k].map((f) => [f.id, f.name])) : [],
  );

/** The form's start: the order's values when editing, else a parcel with one line. */
export const valuesOf = (d: OutboundDetail | null): Partial<Values> => {
  if (!d)
    return { type: 'PARCEL', country: 'US', signature: 'NONE', ageCheck: 'NONE', lines: [{ quantity: 1 }] };
  const o = d.options;
  const r = d.recipient;
  return {
    type: d.type,
    warehouseId: d.warehouse.id,
    serviceCode: d.serviceCode ?? undefined,
    referenceNo: d.referenceNo ?? undefined,
    lines: d.lines.map((l) => ({
      item: `${l.kind}:${l.refId}`,
      label: l.name ? `${l.sku} · ${l.name}` : l.sku,
      quantity: l.quantity,
    })),
    ...(r
      ? {
          name: r.name,
          company: r.company ?? undefined,
          country: r.country as CountryCode,
          state: r.state ?? undefined,
          city: r.city,
          address: r.address,
          postalCode: r.postalCode ?? undefined,
          phone: r.phone,
          email: r.email ?? undefined,
        }
      : { country: 'US' as CountryCode }),
    suggestedPackaging: o.suggestedPackaging ?? undefined,
    shortageAllowed: o.shortageAllowed,
    expedited: o.expedited,
    insuredAmount: o.insuredAmount ?? undefined,
    signature: o.signature,
    ageCheck: o.ageCheck,
    truckMode: o.truck?.mode,
    pallets: o.truck?.pallets,
    liftgate: o.truck?.liftgate,
    truckAt: o.truck?.appointmentAt ? dayjs(o.truck.appointmentAt) : undefined,
    fbaShipmentId: o.fba?.shipmentId,
    fbaWarehouseCode: o.fba?.warehouseCode,
    fbaReferenceId: o.fba?.referenceId,
    pickupPerson: o.pickup?.person,
    vehicle: o.pickup?.vehicle,
    pickupAt: o.pickup ? dayjs(o.pickup.appointmentAt) : undefined,
    customsTerms: o.customsTerms ?? undefined,
    iossNumber: o.iossNumber ?? undefined,
    remark: o.remark ?? undefined,
    attachments: {
      packingList: d.attachments.packingList.map((f) => f.id),
      carrierLabel: d.attachments.carrierLabel.map((f) => f.id),
      fbaBoxLabels: d.attachments.fbaBoxLabels.map((f) => f.id),
    },
  };
};

/** Whether the draft is complete enough to be priced (lines picked; an address where it travels to one). */
export const priceable = (d: OutboundDraftInput) => {
  const to = d.recipient as { country?: string; postalCode?: string; city?: string } | undefined;
  return (
    d.lines.length > 0 &&
    d.lines.every((l) => (l.quantity ?? 0) > 0) &&
    (!to || Boolean(to.country && to.postalCode && to.city))
  );
};
