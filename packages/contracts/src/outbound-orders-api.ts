import { z } from 'zod';
import { FEE_TYPES, currencySchema } from './finance';
import { feeRow, feeWarehouse } from './fees';
import {
  createdRange,
  filterEnum,
  filterId,
  filterText,
  idSchema,
  listRequest,
  withOperations,
  type ListFilters,
} from './list';
import { pageResult } from './api';
import { inboundAttachment } from './inbound-orders';
import { outboundDraftObject, checkOutboundType, OUTBOUND_LIMITS } from './outbound-orders';
import {
  AGE_CHECKS,
  CUSTOMS_TERMS,
  OUTBOUND_TYPES,
  PACKAGINGS,
  SIGNATURES,
  TRUCK_MODES,
} from './outbound-orders-options';
import {
  HOLD_REASONS,
  INTERCEPTION_STATES,
  OUTBOUND_ERROR_REASONS,
  OUTBOUND_PROGRESS,
  OUTBOUND_STATUSES,
} from './outbound-orders-states';
import { TRACKING_STATUSES } from './tracking';
import { trackingEventView } from './logistics-tracking';
import { optionalText } from './validation';

// Outbound orders on the wire (issue 24): the customer's calls (/api/outbound-orders/*), the rows,
// the detail and the price of an order. The warehouse's calls are in outbound-orders-warehouse.ts.

export const OUTBOUND_SORT_KEYS = ['orderNo', 'status', 'createdAt', 'updatedAt', 'shippedAt'] as const;
export type OutboundSortKey = (typeof OUTBOUND_SORT_KEYS)[number];

export const outboundPageRequest = listRequest(OUTBOUND_SORT_KEYS).extend({
  /** The portal's OB… number or the customer's reference (contains). */
  orderNo: filterText(40),
  status: filterEnum(OUTBOUND_STATUSES),
  type: filterEnum(OUTBOUND_TYPES),
  warehouseId: filterId,
  /** Orders with a line of this SKU (contains). */
  sku: filterText(40),
  /** Orders with a parcel of this tracking number (contains). */
  trackingNo: filterText(40),
  recipientName: filterText(50),
  ...createdRange,
});
export type OutboundPageRequest = z.infer<typeof outboundPageRequest>;
export type OutboundFilters = ListFilters<OutboundPageRequest>;

/** One fee of an order's price: the card's unit price times the quantity, in the card's currency. */
export const outboundFeeLine = z.object({
  feeType: z.enum(FEE_TYPES),
  /** The carrier service's name for the shipping line; null for the warehouse's own fees. */
  name: z.string().nullable(),
  currency: currencySchema,
  unitPrice: z.string(),
  quantity: z.string(),
  amount: z.string(),
});
export type OutboundFeeLine = z.infer<typeof outboundFeeLine>;

/** The price of an order: its fee lines, their total per currency, and what chose the service. */
export const outboundPrice = z.object({
  lines: z.array(outboundFeeLine),
  totals: z.array(z.object({ currency: currencySchema, amount: z.string() })),
  service: z
    .object({
      code: z.string(),
      carrier: z.string(),
      name: z.string(),
      zone: z.string().nullable(),
      billableWeightKg: z.string().nullable(),
    })
    .nullable(),
});
export type OutboundPrice = z.infer<typeof outboundPrice>;

export const outboundRecipientView = z.object({
  name: z.string(),
  company: z.string().nullable(),
  country: z.string(),
  state: z.string().nullable(),
  city: z.string(),
  address: z.string(),
  postalCode: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string(),
});

/** An order as lists show it. */
export const outboundOrder = z.object({
  id: z.string(),
  orderNo: z.string(),
  referenceNo: z.string().nullable(),
  type: z.enum(OUTBOUND_TYPES),
  status: z.enum(OUTBOUND_STATUSES),
  holdReasons: z.array(z.enum(HOLD_REASONS)),
  errorReason: z.enum(OUTBOUND_ERROR_REASONS).nullable(),
  errorNote: z.string().nullable(),
  interception: z.enum(INTERCEPTION_STATES).nullable(),
  progress: z.enum(OUTBOUND_PROGRESS).nullable(),
  warehouse: feeWarehouse,
  serviceCode: z.string().nullable(),
  /** The service as its warehouse's rate card names it (serviceLabel), or null when the card no longer has it. */
  serviceName: z.string().nullable(),
  recipient: outboundRecipientView.nullable(),
  /** Pieces of the lines as the customer wrote them (a combination counts once per set). */
  totalQuantity: z.number().int(),
  skuCount: z.number().int(),
  /** The tracking numbers of its parcels, in the order they left. */
  trackingNos: z.array(z.string()),
  estimate: outboundPrice.nullable(),
  remark: z.string().nullable(),
  createdBy: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  submittedAt: z.string().nullable(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
});
export type OutboundOrder = z.infer<typeof outboundOrder>;
export const outboundPage = pageResult(outboundOrder);

/** A line as written, and the products it ships as (a combination: its components by ratio). */
export const outboundLineView = z.object({
  kind: z.enum(['PRODUCT', 'COMBINATION']),
  refId: z.string(),
  sku: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  items: z.array(
    z.object({ productId: z.string(), sku: z.string(), name: z.string(), quantity: z.number().int() }),
  ),
});
export type OutboundLineView = z.infer<typeof outboundLineView>;

/** One parcel or truck load that left for the order. */
export const outboundShipmentView = z.object({
  id: z.string(),
  shipmentNo: z.string(),
  carrier: z.string(),
  serviceCode: z.string().nullable(),
  trackingNo: z.string(),
  weightKg: z.string(),
  sizeCm: z.string().nullable(),
  status: z.enum(TRACKING_STATUSES),
  shippedAt: z.string(),
  deliveredAt: z.string().nullable(),
  labelFileId: z.string().nullable(),
  /** The carrier's events, newest first. */
  events: z.array(trackingEventView),
});
export type OutboundShipmentView = z.infer<typeof outboundShipmentView>;

export const outboundDetail = withOperations(outboundOrder).extend({
  lines: z.array(outboundLineView),
  options: z.object({
    suggestedPackaging: z.enum(PACKAGINGS).nullable(),
    actualPackaging: z.enum(PACKAGINGS).nullable(),
    shortageAllowed: z.boolean(),
    expedited: z.boolean(),
    insuredAmount: z.string().nullable(),
    signature: z.enum(SIGNATURES),
    ageCheck: z.enum(AGE_CHECKS),
    truck: z
      .object({
        mode: z.enum(TRUCK_MODES),
        pallets: z.number().int(),
        liftgate: z.boolean(),
        appointmentAt: z.string().nullable(),
      })
      .nullable(),
    fba: z.object({ shipmentId: z.string(), warehouseCode: z.string(), referenceId: z.string() }).nullable(),
    pickup: z.object({ person: z.string(), vehicle: z.string(), appointmentAt: z.string() }).nullable(),
    customsTerms: z.enum(CUSTOMS_TERMS).nullable(),
    iossNumber: z.string().nullable(),
    remark: z.string().nullable(),
  }),
  /** The files the customer attached, by kind (a file since deleted is left out). */
  attachments: z.object({
    packingList: z.array(inboundAttachment),
    carrierLabel: z.array(inboundAttachment),
    fbaBoxLabels: z.array(inboundAttachment),
  }),
  shipments: z.array(outboundShipmentView),
  /** The fee records the order froze, charged or released (the finance kernel's). */
  fees: z.array(feeRow),
});
export type OutboundDetail = z.infer<typeof outboundDetail>;

/** A draft, and `submit: true` to submit it at once. */
export const createOutboundRequest = outboundDraftObject
  .extend({ submit: z.boolean().default(false) })
  .superRefine(checkOutboundType);
export type CreateOutboundRequest = z.infer<typeof createOutboundRequest>;
export const updateOutboundRequest = outboundDraftObject
  .extend({ id: idSchema })
  .superRefine(checkOutboundType);
export type UpdateOutboundRequest = z.infer<typeof updateOutboundRequest>;

/** The price of a draft before it is saved (the form's breakdown); the warehouse is chosen when absent. */
export const outboundQuoteRequest = outboundDraftObject.superRefine(checkOutboundType);
export const outboundQuote = outboundPrice.extend({
  warehouse: feeWarehouse,
  /** Why this warehouse, when the portal chose it: holds every line and prices the order lowest. */
  chosenWarehouse: z.boolean(),
  chosenService: z.boolean(),
});
export type OutboundQuote = z.infer<typeof outboundQuote>;

export const outboundReasonRequest = z.object({
  id: idSchema,
  reason: optionalText(OUTBOUND_LIMITS.remark),
});
export type OutboundReasonRequest = z.infer<typeof outboundReasonRequest>;

/** Cancels the selected orders with one reason: all of them or none. */
export const batchCancelOutboundRequest = z.object({
  ids: z.array(idSchema).min(1, { error: 'error.validation' }).max(200, { error: 'error.validation' }),
  reason: optionalText(OUTBOUND_LIMITS.remark),
});
export type BatchCancelOutbound = z.infer<typeof batchCancelOutboundRequest>;

/** A signed warehouse the order can leave from (the form's choice). */
export const outboundWarehouseOption = feeWarehouse.extend({ country: z.string() });
export type OutboundWarehouseOption = z.infer<typeof outboundWarehouseOption>;

/** A carrier service of a warehouse (the form's choice; absent, the cheapest that can carry it). */
export const outboundServiceOption = z.object({
  code: z.string(),
  carrier: z.string(),
  name: z.string(),
  currency: currencySchema,
  transitDays: z.object({ min: z.number().int(), max: z.number().int() }),
  /** Whether it delivers to post-office boxes (the form's address rule, poBoxIssue). */
  deliversToPoBox: z.boolean(),
});
export type OutboundServiceOption = z.infer<typeof outboundServiceOption>;
export const outboundServicesRequest = z.object({ warehouseId: idSchema });

/** The packing lists of the selected orders (one A4 page each), as a PDF kept in the file center. */
export const outboundPrintRequest = z.object({
  ids: z.array(idSchema).min(1, { error: 'list.selectRows' }).max(100, { error: 'validation.tooLong' }),
});
export const outboundPrintResult = z.object({
  fileId: z.string(),
  name: z.string(),
  pages: z.number().int(),
});
export type OutboundPrintResult = z.infer<typeof outboundPrintResult>;
