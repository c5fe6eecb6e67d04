import { defineFields } from './fields';

// What an outbound order asks of the warehouse besides its lines (issue 24 §1; FULFILMENT-FACTS.md
// "Outbound orders"): its type, packaging, signature, age check, truck and customs options.

/**
 * Standard parcel to a buyer (B2C); truck load to a business (LTL or FTL, on pallets); transfer to an
 * Amazon FBA warehouse; picked up at the warehouse by the seller's own driver; destroyed by the
 * warehouse; sent back to the seller.
 */
export const OUTBOUND_TYPES = ['PARCEL', 'TRUCK', 'FBA', 'PICKUP', 'DISPOSAL', 'RETURN_TO_SELLER'] as const;
export type OutboundType = (typeof OUTBOUND_TYPES)[number];
export const OUTBOUND_TYPE_LABELS = defineFields<OutboundType>({
  PARCEL: { zh: '一件代发', en: 'Parcel (B2C)' },
  TRUCK: { zh: '卡车派送', en: 'Truck (B2B)' },
  FBA: { zh: 'FBA 转仓', en: 'FBA transfer' },
  PICKUP: { zh: '客户自提', en: 'Self pickup' },
  DISPOSAL: { zh: '销毁', en: 'Disposal' },
  RETURN_TO_SELLER: { zh: '退回卖家', en: 'Return to seller' },
});

/** The types that travel to an address (the recipient is required; the others have none). */
export const ADDRESSED_TYPES: readonly OutboundType[] = ['PARCEL', 'TRUCK', 'RETURN_TO_SELLER'];

export const PACKAGINGS = ['CARTON', 'COURIER_BAG', 'BUBBLE_MAILER', 'ECO_BAG', 'PALLET', 'OWN'] as const;
export type Packaging = (typeof PACKAGINGS)[number];
export const PACKAGING_LABELS = defineFields<Packaging>({
  CARTON: { zh: '纸箱', en: 'Carton' },
  COURIER_BAG: { zh: '快递袋', en: 'Courier bag' },
  BUBBLE_MAILER: { zh: '气泡袋', en: 'Bubble mailer' },
  ECO_BAG: { zh: '环保袋', en: 'Eco bag' },
  PALLET: { zh: '托盘', en: 'Pallet' },
  OWN: { zh: '原包装', en: 'Own packaging' },
});

export const SIGNATURES = ['NONE', 'STANDARD', 'ADULT'] as const;
export type Signature = (typeof SIGNATURES)[number];
export const SIGNATURE_LABELS = defineFields<Signature>({
  NONE: { zh: '无需签名', en: 'No signature' },
  STANDARD: { zh: '签名', en: 'Signature' },
  ADULT: { zh: '成人签名', en: 'Adult signature' },
});

/** The buyer's age checked at the door (alcohol, tobacco, some batteries). */
export const AGE_CHECKS = ['NONE', 'AGE_16', 'AGE_18', 'AGE_21'] as const;
export type AgeCheck = (typeof AGE_CHECKS)[number];
export const AGE_CHECK_LABELS = defineFields<AgeCheck>({
  NONE: { zh: '无需验龄', en: 'No age check' },
  AGE_16: { zh: '16 岁以上', en: '16 or older' },
  AGE_18: { zh: '18 岁以上', en: '18 or older' },
  AGE_21: { zh: '21 岁以上', en: '21 or older' },
});

export const TRUCK_MODES = ['LTL', 'FTL'] as const;
export type TruckMode = (typeof TRUCK_MODES)[number];
export const TRUCK_MODE_LABELS = defineFields<TruckMode>({
  LTL: { zh: '零担 (LTL)', en: 'Less than truckload (LTL)' },
  FTL: { zh: '整车 (FTL)', en: 'Full truckload (FTL)' },
});

/** Who pays duties and taxes of a cross-border parcel: the sender (DDP) or the buyer (DDU). */
export const CUSTOMS_TERMS = ['DDU', 'DDP'] as const;
export type CustomsTerms = (typeof CUSTOMS_TERMS)[number];
export const CUSTOMS_TERMS_LABELS = defineFields<CustomsTerms>({
  DDU: { zh: '收件人付税 (DDU)', en: 'Duties unpaid (DDU)' },
  DDP: { zh: '发件人付税 (DDP)', en: 'Duties paid (DDP)' },
});

/**
 * What the customer attaches to an order: an extra packing list to put in the box; the carrier label
 * the customer bought (the warehouse sticks it on instead of buying one: no shipping fee); an FBA
 * transfer's box labels from Seller Central (the warehouse prints one per carton).
 */
export const OUTBOUND_ATTACHMENT_KINDS = ['packingList', 'carrierLabel', 'fbaBoxLabels'] as const;
export type OutboundAttachmentKind = (typeof OUTBOUND_ATTACHMENT_KINDS)[number];
export const OUTBOUND_ATTACHMENT_LABELS = defineFields<OutboundAttachmentKind>({
  packingList: { zh: '附加装箱单', en: 'Extra packing list' },
  carrierLabel: { zh: '自有面单', en: 'Own carrier label' },
  fbaBoxLabels: { zh: 'FBA 箱唛', en: 'FBA box labels' },
});

/** The types a label of the customer's own can travel with (a parcel to an address or to Amazon). */
export const OWN_LABEL_TYPES: readonly OutboundType[] = ['PARCEL', 'RETURN_TO_SELLER', 'FBA'];

/** The attachment kinds a type takes (the form shows these; the server refuses the others). */
export const attachmentKindsOf = (type: OutboundType): readonly OutboundAttachmentKind[] =>
  OUTBOUND_ATTACHMENT_KINDS.filter(
    (k) => k === 'packingList' || (k === 'carrierLabel' ? OWN_LABEL_TYPES.includes(type) : type === 'FBA'),
  );
