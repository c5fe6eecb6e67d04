import {
  choiceField,
  countField,
  dateTimeField,
  defineCatalogue,
  labelled,
  textField,
  warehouseField,
} from './field-catalogue';
import { CONTAINER_TYPE_LABELS } from './inbound-orders';
import { UNLOADING_METHOD_LABELS, type Reservation } from './reservations';
import { RESERVATION_STATUS_LABELS } from './reservations-document';
import { RESERVATION_FIELDS } from './reservations-fields';

/** A reservation's slot as one text: `2026-11-30 09:00–11:00`, or null while it has none. */
export const slotText = (r: Pick<Reservation, 'slotDate' | 'slotStart' | 'slotEnd'>) =>
  r.slotDate ? `${r.slotDate} ${r.slotStart}–${r.slotEnd}` : null;

/**
 * How each field of a reservation reads: the list's columns, the detail page and the export. The slot
 * is keyed `slotDate`, the list's sort key, and named "Slot".
 */
export const RESERVATION_CATALOGUE = defineCatalogue<Reservation>()(RESERVATION_FIELDS, {
  reservationNo: textField((r) => r.reservationNo, 22),
  status: choiceField(RESERVATION_STATUS_LABELS, (r) => r.status, 14),
  warehouse: warehouseField((r) => r.warehouse),
  containerNo: textField((r) => r.containerNo, 18),
  containerType: choiceField(CONTAINER_TYPE_LABELS, (r) => r.containerType),
  slotDate: labelled(RESERVATION_FIELDS.slot, textField(slotText, 24)),
  freeExpiryDate: textField((r) => r.freeExpiryDate, 14),
  unloadingMethod: choiceField(UNLOADING_METHOD_LABELS, (r) => r.unloadingMethod),
  dockNo: textField((r) => r.dockNo, 10),
  orderCount: countField((r) => r.orderCount),
  remark: textField((r) => r.remark, 30),
  createdBy: textField((r) => r.createdBy),
  createdAt: dateTimeField((r) => r.createdAt),
});
