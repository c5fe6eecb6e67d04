import { z } from 'zod';
import { checkByCountry, isPoBox, normaliseState } from './address';
import { checkPhoneByCountry, consigneeFields } from './consignees';
import { fileIdSchema } from './files';
import { idSchema } from './list';
import { amountSchema } from './money';
import {
  ADDRESSED_TYPES,
  AGE_CHECKS,
  CUSTOMS_TERMS,
  OUTBOUND_ATTACHMENT_KINDS,
  OUTBOUND_TYPES,
  attachmentKindsOf,
  PACKAGINGS,
  SIGNATURES,
  TRUCK_MODES,
} from './outbound-orders-options';
import { serviceLabel } from './rate-cards-pricing';
import { optionalInput, optionalOrderNo, optionalText, requiredText } from './validation';

// An outbound order as the customer writes it (issue 24 §1): the form and the create and update calls
// check it with `outboundDraftRequest`. What depends on the type (a recipient for what travels to an
// address, the truck's mode and pallets, the FBA shipment, the pickup's driver) is checked on the
// whole; the address by the same rules as the consignee book.

export const OUTBOUND_LIMITS = {
  lines: 200,
  quantityMax: 99_999,
  pallets: 60,
  remark: 500,
  pickupPerson: 50,
  vehicle: 20,
  iossNumber: 12,
  attachmentsPerKind: 5,
} as const;

/** A line: a passed product or a combination (which ships as its components by their ratio). */
export const outboundLine = z.object({
  kind: z.enum(['PRODUCT', 'COMBINATION'], { error: 'error.validation' }),
  id: idSchema,
  quantity: z
    .number({ error: 'outbound.quantityFormat' })
    .int({ error: 'outbound.quantityFormat' })
    .min(1, { error: 'outbound.quantityFormat' })
    .max(OUTBOUND_LIMITS.quantityMax, { error: 'outbound.quantityFormat' }),
});
export type OutboundLineInput = z.infer<typeof outboundLine>;

/** The recipient: the consignee book's fields and rules (a recipient can be saved to the book). */
export const outboundRecipient = z
  .object(consigneeFields)
  .superRefine(checkByCountry)
  .superRefine(checkPhoneByCountry)
  .transform(normaliseState);
export type OutboundRecipient = z.infer<typeof outboundRecipient>;

/** Amazon's FBA shipment id ("FBA" and 9 letters or digits), its warehouse code, its reference id. */
export const FBA_SHIPMENT_ID = /^FBA[0-9A-Z]{9}$/;
export const FBA_WAREHOUSE_CODE = /^[A-Z]{3}\d$/;
export const FBA_REFERENCE_ID = /^[0-9A-Z]{8}$/;
/** An EU IOSS number: "IM", the member state's 3 digits, 7 digits. */
export const IOSS_NUMBER = /^IM\d{10}$/;

const upper = (pattern: RegExp, key: string) =>
  z.string({ error: key }).trim().toUpperCase().regex(pattern, { error: key });

/** A truck order's fields (TRUCK): its mode, pallets, liftgate and delivery appointment. */
export const truckFields = {
  mode: z.enum(TRUCK_MODES, { error: 'outbound.truckModeRequired' }),
  pallets: z
    .number({ error: 'outbound.palletsFormat' })
    .int({ error: 'outbound.palletsFormat' })
    .min(1, { error: 'outbound.palletsFormat' })
    .max(OUTBOUND_LIMITS.pallets, { error: 'outbound.palletsFormat' }),
  liftgate: z.boolean().default(false),
  appointmentAt: optionalInput(z.iso.datetime({ offset: true, error: 'error.validation' })),
};

/** An FBA transfer's Amazon shipment (FBA). */
export const fbaFields = {
  shipmentId: upper(FBA_SHIPMENT_ID, 'outbound.fbaShipmentFormat'),
  warehouseCode: upper(FBA_WAREHOUSE_CODE, 'outbound.fbaWarehouseFormat'),
  referenceId: upper(FBA_REFERENCE_ID, 'outbound.fbaReferenceFormat'),
};

/** A self pickup's driver, vehicle and appointment (PICKUP). */
export const pickupFields = {
  person: requiredText('outbound.pickupPersonRequired', OUTBOUND_LIMITS.pickupPerson),
  vehicle: requiredText('outbound.vehicleRequired', OUTBOUND_LIMITS.vehicle),
  appointmentAt: z.iso.datetime({ offset: true, error: 'outbound.pickupTimeRequired' }),
};

const fileIds = z
  .array(fileIdSchema)
  .max(OUTBOUND_LIMITS.attachmentsPerKind, { error: 'outbound.attachmentsMax' })
  .default([]);
/** An order without attachments (a new object each time). */
export const noOutboundAttachments = () => ({ packingList: [], carrierLabel: [], fbaBoxLabels: [] });
/** The order's attachments by kind (file ids of the company's uploads). */
export const outboundAttachmentsInput = z
  .object({ packingList: fileIds, carrierLabel: fileIds, fbaBoxLabels: fileIds })
  .default(noOutboundAttachments);
export type OutboundAttachmentIds = z.infer<typeof outboundAttachmentsInput>;

export const outboundDraftFields = {
  /** The customer's own reference (specification §5 order-number rule), unique among live orders. */
  referenceNo: optionalOrderNo(),
  type: z.enum(OUTBOUND_TYPES, { error: 'outbound.typeRequired' }),
  /** Absent: the portal picks the signed warehouse that holds every line and prices it lowest. */
  warehouseId: optionalInput(idSchema),
  /** Absent: the cheapest service of the warehouse's rate card that can carry the order. */
  serviceCode: optionalText(40),
  lines: z
    .array(outboundLine, { error: 'outbound.linesRequired' })
    .min(1, { error: 'outbound.linesRequired' })
    .max(OUTBOUND_LIMITS.lines, { error: 'outbound.tooManyLines' }),
  recipient: optionalInput(outboundRecipient),
  /** Keep the recipient in the consignee book too. */
  saveRecipient: z.boolean().default(false),
  suggestedPackaging: optionalInput(z.enum(PACKAGINGS, { error: 'error.validation' })),
  shortageAllowed: z.boolean().default(false),
  expedited: z.boolean().default(false),
  /** Insured for this amount (in the warehouse card's currency); absent: not insured. */
  insuredAmount: optionalInput(amountSchema('positive')),
  signature: z.enum(SIGNATURES, { error: 'error.validation' }).default('NONE'),
  ageCheck: z.enum(AGE_CHECKS, { error: 'error.validation' }).default('NONE'),
  truck: optionalInput(z.object(truckFields)),
  fba: optionalInput(z.object(fbaFields)),
  pickup: optionalInput(z.object(pickupFields)),
  customsTerms: optionalInput(z.enum(CUSTOMS_TERMS, { error: 'error.validation' })),
  iossNumber: optionalInput(upper(IOSS_NUMBER, 'outbound.iossFormat')),
  remark: optionalText(OUTBOUND_LIMITS.remark),
  attachments: outboundAttachmentsInput,
};

type Draft = z.infer<z.ZodObject<typeof outboundDraftFields>>;

/** What the type asks for: each missing part on its field, with its message. */
export const checkOutboundType = (v: Draft, ctx: z.RefinementCtx) => {
  const missing = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (ADDRESSED_TYPES.includes(v.type) && !v.recipient) missing('recipient', 'outbound.recipientRequired');
  if (v.type === 'TRUCK' && !v.truck) missing('truck', 'outbound.truckRequired');
  if (v.type === 'FBA' && !v.fba) missing('fba', 'outbound.fbaRequired');
  if (v.type === 'PICKUP' && !v.pickup) missing('pickup', 'outbound.pickupRequired');
  const kinds = attachmentKindsOf(v.type);
  for (const kind of OUTBOUND_ATTACHMENT_KINDS)
    if (v.attachments[kind].length > 0 && !kinds.includes(kind))
      ctx.addIssue({
        code: 'custom',
        path: ['attachments', kind],
        message: kind === 'fbaBoxLabels' ? 'outbound.fbaLabelsOnlyFba' : 'outbound.ownLabelNotHere',
      });
  // A line of each product or combination once: quantities add up on one line.
  const seen = new Set<string>();
  v.lines.forEach((line, i) => {
    const key = `${line.kind}:${line.id}`;
    if (seen.has(key))
      ctx.addIssue({ code: 'custom', path: ['lines', i, 'id'], message: 'outbound.lineTwice' });
    seen.add(key);
  });
};

export const outboundDraftObject = z.object(outboundDraftFields);
export const outboundDraftRequest = outboundDraftObject.superRefine(checkOutboundType);
export type OutboundDraftRequest = z.infer<typeof outboundDraftRequest>;
export type OutboundDraftInput = z.input<typeof outboundDraftRequest>;

type PoBoxService = { carrier: string; name: string; deliversToPoBox?: boolean };

/**
 * The PO-box rule of an order's address (issue 24 §1), read by the form's address field and by the
 * server's pricing: null when the address is no post-office box, or when a service that may carry it
 * delivers there (the named one; any of the warehouse's when none is named). Otherwise the message
 * key and its parameters.
 */
export const poBoxIssue = (
  address: string | null | undefined,
  named: PoBoxService | null,
  services: readonly PoBoxService[],
): { key: 'outbound.poBoxNotServed' | 'outbound.poBoxNoService'; params: Record<string, string> } | null => {
  if (!isPoBox(address)) return null;
  if (named)
    return named.deliversToPoBox === true
      ? null
      : { key: 'outbound.poBoxNotServed' as const, params: { service: serviceLabel(named) } };
  return services.some((s) => s.deliversToPoBox === true)
    ? null
    : { key: 'outbound.poBoxNoService' as const, params: {} };
};
