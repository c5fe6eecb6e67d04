// Written by `npm run collect` (scripts/collect.mjs) from the *-document.ts files: do not edit.

import type { AnyDocument } from './document';
import { CERTIFICATION_DOCUMENT } from './certification-document';
import { CLAIM_DOCUMENT } from './claims-document';
import { INBOUND_DOCUMENT } from './inbound-orders-document';
import { OUTBOUND_DOCUMENT } from './outbound-orders-document';
import { OVER_RECEIPT_DOCUMENT } from './over-receipts-document';
import { PRODUCT_DOCUMENT } from './products-document';
import { RECHARGE_DOCUMENT } from './recharges-document';
import { RELABEL_DOCUMENT } from './relabel-orders-document';
import { RESERVATION_DOCUMENT } from './reservations-document';
import { RETURN_DOCUMENT } from './return-orders-document';
import { SIGNING_DOCUMENT } from './signing-document';
import { VAS_DOCUMENT } from './vas-orders-document';

/**
 * Every described document (issue 23 §2): the to-dos’ types and targets, the role editor’s actions
 * and the menus read them from here, and a test holds each against the menus.
 */
export const DOCUMENTS: readonly AnyDocument[] = [
  CERTIFICATION_DOCUMENT,
  CLAIM_DOCUMENT,
  INBOUND_DOCUMENT,
  OUTBOUND_DOCUMENT,
  OVER_RECEIPT_DOCUMENT,
  PRODUCT_DOCUMENT,
  RECHARGE_DOCUMENT,
  RELABEL_DOCUMENT,
  RESERVATION_DOCUMENT,
  RETURN_DOCUMENT,
  SIGNING_DOCUMENT,
  VAS_DOCUMENT,
];
