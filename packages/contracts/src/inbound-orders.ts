import { z } from 'zod';
import { pageResult } from './api';
import { feeRow, feeWarehouse } from './fees';
import { FEE_TYPES } from './finance';
import { defineFields } from './fields';
import { fileIdSchema } from './files';
import {
  createdRange,
  filterEnum,
  filterId,
  filterText,
  ID_PATTERN,
  idSchema,
  listRequest,
  withOperations,
  type ListFilters,
} from './list';
import type { MessageKey } from './messages';
import { LIMITS } from './limits';
import { optionalInput, optionalOrderNo, optionalText, requiredString, SERIAL_PATTERN } from './validation';
import { INBOUND_STATUS_LABELS, INBOUND_STATUSES, type InboundStatus } from './inbound-orders-document';
import { INBOUND_FIELDS } from './inbound-orders-fields';
import {
  choiceField,
  countField,
  dateTimeField,
  defineCatalogue,
  textField,
  warehouseField,
} from './field-catalogue';

export * from './inbound-orders-document';

export const INBOUND_TYPES = ['STANDARD', 'TRANSIT'] as const;
export type InboundType = (typeof INBOUND_TYPES)[number];
export const INBOUND_TYPE_LABELS = defineFields<InboundType>({
  STANDARD: { zh: '标准入库', en: 'Standard' },
  TRANSIT: { zh: '中转入库', en: 'Transit' },
});

export const HEAD_LEG_SERVICES = ['SEA_FCL', 'SEA_LCL', 'TRUCK', 'EXPRESS', 'SELF_DELIVERY'] as const;
export type HeadLegService = (typeof HEAD_LEG_SERVICES)[number];
export const HEAD_LEG_LABELS = defineFields<HeadLegService>({
  SEA_FCL: { zh: '海运整柜', en: 'Sea freight, full container' },
  SEA_LCL: { zh: '海运拼柜', en: 'Sea freight, consolidation' },
  TRUCK: { zh: '卡车转运', en: 'Truck transfer' },
  EXPRESS: { zh: '快递包裹', en: 'Express parcel' },
  SELF_DELIVERY: { zh: '自送', en: 'Self-delivered' },
});
/** Head-legs that come by sea (container tracking lists them; they travel by milestones). */
export const SEA_HEAD_LEGS: readonly HeadLegService[] = ['SEA_FCL', 'SEA_LCL'];
/** Head-legs whose order names its container (number and type): a full container. */
export const CONTAINER_HEAD_LEGS: readonly HeadLegService[] = ['SEA_FCL'];
/** Head-legs the customer books a reservation for (a container or a truck to unload). */
export const BOOKED_HEAD_LEGS: readonly HeadLegService[] = ['SEA_FCL', 'SEA_LCL', 'TRUCK'];
/** Head-legs whose arrival is one container (or truck) to unload: unloading charged once. */
export const UNLOADED_HEAD_LEGS: readonly HeadLegService[] = ['SEA_FCL', 'TRUCK'];

/** Container types (shared with reservations). */
export const CONTAINER_TYPES = ['20GP', '40GP', '40HQ', '45HQ', 'PALLET_TRUCK'] as const;
export type ContainerType = (typeof CONTAINER_TYPES)[number];
export const CONTAINER_TYPE_LABELS = defineFields<ContainerType>({
  '20GP': { zh: '20GP', en: '20GP' },
  '40GP': { zh: '40GP', en: '40GP' },
  '40HQ': { zh: '40HQ', en: '40HQ' },
  '45HQ': { zh: '45HQ', en: '45HQ' },
  PALLET_TRUCK: { zh: '托盘/卡车', en: 'Pallets / truck' },
});
/** A container number: the order-number rule without the period (orders and reservations alike). */
export const CONTAINER_NO_PATTERN = SERIAL_PATTERN;

/**
 * Milestones of every head-leg (which ones an order collects, and in which order, is its head-leg's:
 * HEAD_LEGS in ./inbound-head-legs). Sea: loading, ports, sailing; truck: departure, arrival; express:
 * picked up, in transit, delivered; then receipt and put-away for all.
 */
export const MILESTONES = [
  'LOADING',
  'PORT',
  'SAIL',
  'ARRIVAL',
  'DEPARTED',
  'PICKED_UP',
  'IN_TRANSIT',
  'DELIVERY',
  'TRUCK_ARRIVED',
  'DELIVERED',
  'RECEIPT',
  'PUT_AWAY',
] as const;
export type Milestone = (typeof MILESTONES)[number];
export const MILESTONE_LABELS = defineFields<Milestone>({
  LOADING: { zh: '装柜', en: 'Loading' },
  PORT: { zh: '到港(起运港)', en: 'At port of loading' },
  SAIL: { zh: '开船', en: 'Sailed' },
  ARRIVAL: { zh: '到港(目的港)', en: 'At port of destination' },
  DEPARTED: { zh: '已发车', en: 'Departed' },
  PICKED_UP: { zh: '已揽收', en: 'Picked up' },
  IN_TRANSIT: { zh: '运输中', en: 'In transit' },
  DELIVERY: { zh: '派送', en: 'Out for delivery' },
  TRUCK_ARRIVED: { zh: '已到达仓库', en: 'Arrived at the warehouse' },
  DELIVERED: { zh: '已送达仓库', en: 'Delivered to the warehouse' },
  RECEIPT: { zh: '收货', en: 'Received' },
  PUT_AWAY: { zh: '上架', en: 'Put away' },
});

// Inbound orders (/order/warehousManage, warehousDetail; PRODUCT.md §4 "Inbound orders"): the customer
// forecasts goods in full boxes to a signed warehouse with a head-leg service; the warehouse approves,
// tracks milestones, receives (differences per line), and puts away into stock. Customer calls are
// POST /api/inbound-orders/<action>; the warehouse's are under /open-api/warehouse/inbound-orders.

/** The state an approved order enters, by its head-leg service. */
export const approvedStateOf = (headLeg: HeadLegService): InboundStatus => {
  switch (headLeg) {
    case 'SEA_FCL':
      return 'PENDING_LOADING_SUPERVISION';
    case 'SEA_LCL':
      return 'PENDING_CONSOLIDATION';
    case 'TRUCK':
    case 'EXPRESS':
      return 'AWAITING_COLLECTION';
    case 'SELF_DELIVERY':
      return 'PENDING_INBOUND';
  }
};

/** Specification §4 "Differences": unconfirmed, confirmed. */
export const DIFFERENCE_STATUSES = ['UNCONFIRMED', 'CONFIRMED'] as const;
export type DifferenceStatus = (typeof DIFFERENCE_STATUSES)[number];
export const DIFFERENCE_STATUS_LABELS = defineFields<DifferenceStatus>({
  UNCONFIRMED: { zh: '差异未确认', en: 'Difference unconfirmed' },
  CONFIRMED: { zh: '差异已确认', en: 'Difference confirmed' },
});

/** Attachments of an order, by kind (file ids of the company's uploads). */
export const INBOUND_ATTACHMENT_KINDS = ['cutOff', 'customsDeclaration', 'clearance'] as const;
export type InboundAttachmentKind = (typeof INBOUND_ATTACHMENT_KINDS)[number];
export const INBOUND_ATTACHMENT_LABELS = defineFields<InboundAttachmentKind>({
  cutOff: { zh: '截单文件', en: 'Cut-off document' },
  customsDeclaration: { zh: '报关文件', en: 'Customs declaration' },
  clearance: { zh: '清关文件', en: 'Clearance document' },
});

/** One rule for the form, the update call and the xlsx import: an order imported whole stays editable. */
const LINES_MAX = 1_000;

/** The order's reference numbers, under the order-number rule (`optionalOrderNo` in their schema). */
export const INBOUND_REFERENCE_FIELDS: readonly string[] = ['sealNo', 'billOfLading', 'deliveryNo'];

export const INBOUND_LIMITS = {
  linesMax: LINES_MAX,
  importLinesMax: LINES_MAX,
  boxesMax: 99_999,
  attachmentsPerKindMax: 5,
  containerNoMax: LIMITS.orderNoMax,
  /** Delivery, bill of lading and seal numbers: the specification's order-number rule. */
  referenceNoMax: LIMITS.orderNoMax,
  textMax: 100,
  remarkMax: 500,
  reasonMax: 500,
  noteMax: 500,
} as const;

export const INBOUND_SORT_KEYS = ['orderNo', 'status', 'expectedArrival', 'createdAt', 'updatedAt'] as const;
export type InboundSortKey = (typeof INBOUND_SORT_KEYS)[number];

/** A calendar day, `yyyy-mm-dd`. */
export const dateOnlySchema = z.iso.date({ error: 'inboundOrders.dateFormat' });
const optionalDate = optionalInput(dateOnlySchema);
const optionalField = (max: number = INBOUND_LIMITS.textMax) => optionalText(max);

export const inboundLineInput = z.object({
  productId: idSchema,
  boxes: z.coerce
    .number({ error: 'inboundOrders.boxesFormat' })
    .int({ error: 'inboundOrders.boxesFormat' })
    .min(1, { error: 'inboundOrders.boxesFormat' })
    .max(INBOUND_LIMITS.boxesMax, { error: 'inboundOrders.boxesFormat' }),
});
export type InboundLineInput = z.infer<typeof inboundLineInput>;

const fileIds = z
  .array(fileIdSchema)
  .max(INBOUND_LIMITS.attachmentsPerKindMax, { error: 'inboundOrders.attachmentsMax' })
  .default([]);
export const inboundAttachmentsInput = z
  .object({ cutOff: fileIds, customsDeclaration: fileIds, clearance: fileIds })
  .default({ cutOff: [], customsDeclaration: [], clearance: [] });
export type InboundAttachmentIds = z.infer<typeof inboundAttachmentsInput>;

/** The form's fields: the header of an order and its lines (full boxes; quantity is the server's). */
export const inboundOrderFields = {
  warehouseId: requiredString('inboundOrders.warehouseRequired').regex(ID_PATTERN, {
    error: 'inboundOrders.warehouseRequired',
  }),
  inboundType: z.enum(INBOUND_TYPES, { error: 'inboundOrders.inboundTypeRequired' }),
  headLeg: z.enum(HEAD_LEG_SERVICES, { error: 'inboundOrders.headLegRequired' }),
  expectedArrival: dateOnlySchema,
  containerNo: optionalOrderNo('inboundOrders.containerNoFormat', CONTAINER_NO_PATTERN),
  containerType: optionalInput(z.enum(CONTAINER_TYPES)),
  sealNo: optionalOrderNo(),
  shippingCompany: optionalField(),
  billOfLading: optionalOrderNo(),
  deliveryNo: optionalOrderNo(),
  truckNo: optionalField(),
  driver: optionalField(),
  portOfLoading: optionalField(),
  portOfDestination: optionalField(),
  etd: optionalDate,
  eta: optionalDate,
  attachments: inboundAttachmentsInput,
  remark: optionalField(INBOUND_LIMITS.remarkMax),
  lines: z
    .array(inboundLineInput, { error: 'inboundOrders.linesRequired' })
    .min(1, { error: 'inboundOrders.linesRequired' })
    .max(INBOUND_LIMITS.linesMax, { error: 'inboundOrders.linesMax' }),
};

/** Pieces of a line: its full boxes × the product's pieces per carton (the server's and the form's). */
export const inboundLineQuantity = (boxes: number, piecesPerCarton: number) => boxes * piecesPerCarton;

type HeaderCheck = {
  headLeg?: HeadLegService;
  containerNo?: string;
  containerType?: ContainerType;
  etd?: string;
  eta?: string;
  /** A line not picked yet (the form's) has no product and is not compared. */
  lines: { productId?: string }[];
};
export type InboundOrderIssue = { path: (string | number)[]; message: MessageKey };
/**
 * The cross-field rules, one list for the schema and the form: a full container names its number and
 * type; ETD ≤ ETA; each SKU once (the repeated line is the one marked).
 */
export const inboundOrderIssues = (v: HeaderCheck): InboundOrderIssue[] => {
  const issues: InboundOrderIssue[] = [];
  if (v.headLeg === 'SEA_FCL' && !v.containerNo)
    issues.push({ path: ['containerNo'], message: 'inboundOrders.containerNoRequired' });
  if (v.headLeg === 'SEA_FCL' && !v.containerType)
    issues.push({ path: ['containerType'], message: 'inboundOrders.containerTypeRequired' });
  if (v.etd && v.eta && v.etd > v.eta) issues.push({ path: ['eta'], message: 'inboundOrders.etaBeforeEtd' });
  const seen = new Set<string>();
  v.lines.forEach((line, i) => {
    if (!line.productId) return;
    if (seen.has(line.productId))
      issues.push({ path: ['lines', i, 'productId'], message: 'inboundOrders.duplicateSku' });
    seen.add(line.productId);
  });
  return issues;
};
const checkOrder = (v: HeaderCheck, ctx: z.RefinementCtx) =>
  inboundOrderIssues(v).forEach((issue) => ctx.addIssue({ code: 'custom', ...issue }));

/** Create a draft (`submit: true`: create and submit in one call). */
export const createInboundOrderRequest = z
  .object({ ...inboundOrderFields, submit: z.boolean().optional() })
  .superRefine(checkOrder);
export type CreateInboundOrderRequest = z.input<typeof createInboundOrderRequest>;
export type CreateInboundOrder = z.infer<typeof createInboundOrderRequest>;

/** Edit a draft or a rejected order (all fields replaced). */
export const updateInboundOrderRequest = z
  .object({ id: idSchema, ...inboundOrderFields })
  .superRefine(checkOrder);
export type UpdateInboundOrderRequest = z.input<typeof updateInboundOrderRequest>;
export type UpdateInboundOrder = z.infer<typeof updateInboundOrderRequest>;

/** Detail by id or by order number (links from fees, claims, containers carry the number). */
export const inboundDetailRequest = z
  .object({ id: optionalInput(idSchema), orderNo: optionalText(40) })
  .refine((v) => v.id !== undefined || v.orderNo !== undefined, { error: 'error.validation' });
export type InboundDetailRequest = z.input<typeof inboundDetailRequest>;
export type InboundDetailQuery = z.infer<typeof inboundDetailRequest>;

export const inboundPageRequest = listRequest(INBOUND_SORT_KEYS).extend({
  orderNo: filterText(40),
  containerNo: filterText(INBOUND_LIMITS.containerNoMax),
  status: filterEnum(INBOUND_STATUSES),
  warehouseId: filterId,
  headLeg: filterEnum(HEAD_LEG_SERVICES),
  inboundType: filterEnum(INBOUND_TYPES),
  /** Orders with a line of this SKU (contains). */
  sku: filterText(40),
  ...createdRange,
});
export type InboundPageRequest = z.infer<typeof inboundPageRequest>;
export type InboundFilters = ListFilters<InboundPageRequest>;

export const inboundWarehouse = feeWarehouse;
export type InboundWarehouse = z.infer<typeof inboundWarehouse>;

/** A fee the warehouse step could not take (insufficient funds): owed, raised as a to-do. */
export const owedFee = z.object({
  feeType: z.enum(FEE_TYPES),
  currency: z.string(),
  amount: z.string(),
  quantity: z.string(),
  at: z.string(),
});
export type OwedFee = z.infer<typeof owedFee>;

/** One order as the list shows it. */
export const inboundOrder = z.object({
  id: z.string(),
  orderNo: z.string(),
  inboundType: z.enum(INBOUND_TYPES),
  headLeg: z.enum(HEAD_LEG_SERVICES),
  status: z.enum(INBOUND_STATUSES),
  /** The state an error interrupted (HAS_ERROR only). */
  errorFromStatus: z.enum(INBOUND_STATUSES).nullable(),
  differenceStatus: z.enum(DIFFERENCE_STATUSES).nullable(),
  warehouse: inboundWarehouse,
  expectedArrival: z.string(),
  containerNo: z.string().nullable(),
  containerType: z.enum(CONTAINER_TYPES).nullable(),
  sealNo: z.string().nullable(),
  shippingCompany: z.string().nullable(),
  billOfLading: z.string().nullable(),
  deliveryNo: z.string().nullable(),
  truckNo: z.string().nullable(),
  driver: z.string().nullable(),
  portOfLoading: z.string().nullable(),
  portOfDestination: z.string().nullable(),
  etd: z.string().nullable(),
  eta: z.string().nullable(),
  skuCount: z.number().int(),
  totalBoxes: z.number().int(),
  totalQuantity: z.number().int(),
  receivedBoxes: z.number().int().nullable(),
  receivedQuantity: z.number().int().nullable(),
  rejectReason: z.string().nullable(),
  errorReason: z.string().nullable(),
  remark: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  submittedAt: z.string().nullable(),
  approvedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type InboundOrder = z.infer<typeof inboundOrder>;

/** How each field of an inbound order reads: the list's columns, the detail page and the export. */
export const INBOUND_CATALOGUE = defineCatalogue<InboundOrder>()(INBOUND_FIELDS, {
  orderNo: textField((r) => r.orderNo, 22),
  inboundType: choiceField(INBOUND_TYPE_LABELS, (r) => r.inboundType),
  headLeg: choiceField(HEAD_LEG_LABELS, (r) => r.headLeg, 16),
  warehouse: warehouseField((r) => r.warehouse),
  status: choiceField(INBOUND_STATUS_LABELS, (r) => r.status, 14),
  expectedArrival: textField((r) => r.expectedArrival, 14),
  containerNo: textField((r) => r.containerNo),
  containerType: choiceField(CONTAINER_TYPE_LABELS, (r) => r.containerType),
  sealNo: textField((r) => r.sealNo, 14),
  shippingCompany: textField((r) => r.shippingCompany),
  billOfLading: textField((r) => r.billOfLading),
  deliveryNo: textField((r) => r.deliveryNo),
  skuCount: countField((r) => r.skuCount, 8),
  totalBoxes: countField((r) => r.totalBoxes),
  totalQuantity: countField((r) => r.totalQuantity),
  receivedBoxes: countField((r) => r.receivedBoxes),
  receivedQuantity: countField((r) => r.receivedQuantity),
  remark: textField((r) => r.remark, 24),
  createdBy: textField((r) => r.createdBy),
  createdAt: dateTimeField((r) => r.createdAt),
  submittedAt: dateTimeField((r) => r.submittedAt),
  completedAt: dateTimeField((r) => r.completedAt),
});
export const inboundPage = pageResult(inboundOrder);

export const inboundLine = z.object({
  id: z.string(),
  productId: z.string(),
  sku: z.string(),
  nameCn: z.string(),
  nameEn: z.string(),
  piecesPerCarton: z.number().int(),
  boxes: z.number().int(),
  /** Forecast pieces: boxes × pieces per carton. */
  quantity: z.number().int(),
  receivedBoxes: z.number().int().nullable(),
  receivedQuantity: z.number().int().nullable(),
  /** received − forecast (null until received). */
  difference: z.number().int().nullable(),
  putAwayQuantity: z.number().int().nullable(),
});
export type InboundLine = z.infer<typeof inboundLine>;

export const inboundMilestone = z.object({
  id: z.string(),
  milestone: z.enum(MILESTONES),
  occurredAt: z.string(),
  note: z.string().nullable(),
  createdBy: z.string().nullable(),
});
export type InboundMilestone = z.infer<typeof inboundMilestone>;

export const inboundAttachment = z.object({
  id: z.string(),
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
});
export type InboundAttachment = z.infer<typeof inboundAttachment>;
export const inboundAttachments = z.object({
  cutOff: z.array(inboundAttachment),
  customsDeclaration: z.array(inboundAttachment),
  clearance: z.array(inboundAttachment),
});
export type InboundAttachments = z.infer<typeof inboundAttachments>;

/** One order with its lines, milestones (oldest first), timeline and fee records. */
export const inboundDetail = withOperations(inboundOrder).extend({
  attachments: inboundAttachments,
  lines: z.array(inboundLine),
  milestones: z.array(inboundMilestone),
  fees: z.array(feeRow),
  feesOwed: z.array(owedFee),
});
export type InboundDetail = z.infer<typeof inboundDetail>;

export const cancelInboundRequest = z.object({
  id: idSchema,
  reason: optionalText(INBOUND_LIMITS.reasonMax),
});
export type CancelInboundRequest = z.input<typeof cancelInboundRequest>;
export type CancelInbound = z.infer<typeof cancelInboundRequest>;

/** The form's warehouse choice: the company's signed warehouses. */
export const inboundWarehouseOption = inboundWarehouse.extend({ country: z.string() });
export type InboundWarehouseOption = z.infer<typeof inboundWarehouseOption>;

/** What a batch delete removed. */
export const inboundDeleteResult = z.object({ affected: z.number().int() });
