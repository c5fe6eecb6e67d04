import { CONTAINER_FIELDS, type Container } from './containers';
import {
  choiceField,
  countField,
  dateTimeField,
  defineCatalogue,
  textField,
  warehouseField,
} from './field-catalogue';
import { CONTAINER_TYPE_LABELS, MILESTONE_LABELS } from './inbound-orders';
import { INBOUND_STATUS_LABELS } from './inbound-orders-document';

/**
 * How each field of a container reads: the list's columns, its detail page and the export. Its
 * orders' states read as one text of their labels; the warehouse by its name, as the company knows
 * its warehouses.
 */
export const CONTAINER_CATALOGUE = defineCatalogue<Container>()(CONTAINER_FIELDS, {
  containerNo: textField((r) => r.containerNo),
  sealNo: textField((r) => r.sealNo, 18),
  containerType: choiceField(CONTAINER_TYPE_LABELS, (r) => r.containerType),
  shippingCompany: textField((r) => r.shippingCompany, 18),
  billOfLading: textField((r) => r.billOfLading, 18),
  portOfLoading: textField((r) => r.portOfLoading, 18),
  portOfDestination: textField((r) => r.portOfDestination, 18),
  etd: textField((r) => r.etd, 12),
  eta: textField((r) => r.eta, 12),
  warehouse: warehouseField((r) => r.warehouse, { show: 'name' }),
  milestone: choiceField(MILESTONE_LABELS, (r) => r.milestone, 16),
  milestoneAt: dateTimeField((r) => r.milestoneAt),
  daysInTransit: countField((r) => r.daysInTransit),
  freeExpiryDate: textField((r) => r.freeExpiryDate, 14),
  reservationNo: textField((r) => r.reservationNo, 20),
  orderStatuses: textField(
    (r, language) => r.orderStatuses.map((s) => INBOUND_STATUS_LABELS[s][language]).join(', '),
    24,
  ),
  orderCount: countField((r) => r.orderCount),
});
