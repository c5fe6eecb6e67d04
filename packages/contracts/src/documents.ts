import { CERTIFICATION_DOCUMENT } from './certification-document';
import { CLAIM_DOCUMENT } from './claims-document';
import type { AnyDocument } from './document';
import { INBOUND_DOCUMENT } from './inbound-orders-document';
import { OVER_RECEIPT_DOCUMENT } from './over-receipts-document';
import { PRODUCT_DOCUMENT } from './products-document';
import { RECHARGE_DOCUMENT } from './recharges-document';
import { RESERVATION_DOCUMENT } from './reservations-document';
import { SIGNING_DOCUMENT } from './signing-document';

/**
 * Every described document (issue 23 §2): the to-dos' types and targets are read from here, and a
 * test holds each against the menus. A new document adds its descriptor to this list.
 */
export const DOCUMENTS: readonly AnyDocument[] = [
  PRODUCT_DOCUMENT,
  INBOUND_DOCUMENT,
  RESERVATION_DOCUMENT,
  OVER_RECEIPT_DOCUMENT,
  CLAIM_DOCUMENT,
  RECHARGE_DOCUMENT,
  CERTIFICATION_DOCUMENT,
  SIGNING_DOCUMENT,
];
