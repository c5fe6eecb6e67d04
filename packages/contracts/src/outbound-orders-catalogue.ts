import { countryText, isCountryCode } from './countries';
import {
  choiceField,
  countField,
  dateTimeField,
  defineCatalogue,
  textField,
  warehouseField,
} from './field-catalogue';
import { HOLD_REASON_LABELS, OUTBOUND_ERROR_LABELS, OUTBOUND_STATUS_LABELS } from './outbound-orders-states';
import { OUTBOUND_TYPE_LABELS } from './outbound-orders-options';
import { OUTBOUND_FIELDS } from './outbound-orders-fields';
import type { OutboundOrder } from './outbound-orders-api';

// What each field of an outbound order's row is, once: its list columns, detail descriptions and
// file are built from this (its own file: the labels read the schema file's types).

/** An order's estimate as text: its totals per currency ("USD 8.10"), or null before pricing. */
export const estimateText = (r: Pick<OutboundOrder, 'estimate'>) =>
  r.estimate && r.estimate.totals.length > 0
    ? r.estimate.totals.map((x) => `${x.currency} ${x.amount}`).join(' + ')
    : null;

export const OUTBOUND_CATALOGUE = defineCatalogue<OutboundOrder>()(OUTBOUND_FIELDS, {
  orderNo: textField((r) => r.orderNo, 20),
  referenceNo: textField((r) => r.referenceNo, 18),
  type: choiceField(OUTBOUND_TYPE_LABELS, (r) => r.type, 12),
  warehouse: warehouseField((r) => r.warehouse),
  status: choiceField(OUTBOUND_STATUS_LABELS, (r) => r.status, 12),
  holdReasons: textField(
    (r, language) => r.holdReasons.map((h) => HOLD_REASON_LABELS[h][language]).join(', ') || null,
    16,
  ),
  errorReason: choiceField(OUTBOUND_ERROR_LABELS, (r) => r.errorReason, 14),
  recipientName: textField((r) => r.recipient?.name ?? null, 16),
  country: textField((r, language) => {
    const c = r.recipient?.country;
    return c && isCountryCode(c) ? countryText(c, language) : (c ?? null);
  }, 16),
  serviceCode: textField((r) => r.serviceName ?? r.serviceCode, 18),
  trackingNos: textField((r) => r.trackingNos.join(', ') || null, 22),
  skuCount: countField((r) => r.skuCount, 8),
  totalQuantity: countField((r) => r.totalQuantity, 8),
  estimate: textField(estimateText, 16),
  remark: textField((r) => r.remark, 24),
  createdBy: textField((r) => r.createdBy),
  createdAt: dateTimeField((r) => r.createdAt),
  submittedAt: dateTimeField((r) => r.submittedAt),
  shippedAt: dateTimeField((r) => r.shippedAt),
  deliveredAt: dateTimeField((r) => r.deliveredAt),
});
