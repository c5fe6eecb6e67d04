import { CERTIFICATION_DOCUMENT } from './certification';
import { CLAIM_DOCUMENT } from './claims';
import type { AnyDocument } from './document';
import { INBOUND_DOCUMENT } from './inbound-orders';
import { OVER_RECEIPT_DOCUMENT } from './over-receipts';
import { PRODUCT_DOCUMENT } from './products';
import { RECHARGE_DOCUMENT } from './recharges';
import { RESERVATION_DOCUMENT } from './reservations';
import { SIGNING_DOCUMENT } from './signing';

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
