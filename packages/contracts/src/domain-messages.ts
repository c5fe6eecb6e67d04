// Written by `npm run collect` (scripts/collect.mjs) from the *-messages.ts files: do not edit.

import { CERTIFICATION_MESSAGES } from './certification-messages';
import { CLAIM_MESSAGES } from './claims-messages';
import { COMBINATION_MESSAGES } from './combinations-messages';
import { CONSIGNEE_MESSAGES } from './consignees-messages';
import { FEES_MESSAGES } from './fees-messages';
import { FILE_MESSAGES } from './files-messages';
import { FINANCE_MESSAGES } from './finance-messages';
import { IMPORT_CELL_MESSAGES } from './imports-messages';
import { INBOUND_MESSAGES } from './inbound-orders-messages';
import { INBOUND_PRINT_MESSAGES } from './inbound-orders-print-messages';
import { INTEGRATION_MESSAGES } from './integration-messages';
import { INVENTORY_MESSAGES } from './inventory-messages';
import { TRACKING_MESSAGES } from './logistics-tracking-messages';
import { OUTBOUND_MESSAGES } from './outbound-orders-messages';
import { OUTBOUND_WAREHOUSE_MESSAGES } from './outbound-orders-messages';
import { OUTBOUND_MOVE_MESSAGES } from './outbound-orders-messages';
import { OUTBOUND_IMPORT_MESSAGES } from './outbound-orders-messages';
import { OVER_RECEIPT_MESSAGES } from './over-receipts-messages';
import { PRODUCT_MESSAGES } from './products-messages';
import { RATE_CARD_MESSAGES } from './rate-cards-messages';
import { RECHARGE_MESSAGES } from './recharges-messages';
import { RELABEL_MESSAGES } from './relabel-orders-messages';
import { RESERVATION_MESSAGES } from './reservations-messages';
import { RETURN_MESSAGES } from './return-orders-messages';
import { SEARCH_MESSAGES } from './search-messages';
import { STATEMENT_MESSAGES } from './statements-messages';
import { STORE_MESSAGES } from './stores-messages';
import { VAS_MESSAGES } from './vas-orders-messages';

/** The domains' own messages, merged into MESSAGES (messages.ts). */
export const DOMAIN_MESSAGES = {
  ...CERTIFICATION_MESSAGES,
  ...CLAIM_MESSAGES,
  ...COMBINATION_MESSAGES,
  ...CONSIGNEE_MESSAGES,
  ...FEES_MESSAGES,
  ...FILE_MESSAGES,
  ...FINANCE_MESSAGES,
  ...IMPORT_CELL_MESSAGES,
  ...INBOUND_MESSAGES,
  ...INBOUND_PRINT_MESSAGES,
  ...INTEGRATION_MESSAGES,
  ...INVENTORY_MESSAGES,
  ...TRACKING_MESSAGES,
  ...OUTBOUND_MESSAGES,
  ...OUTBOUND_WAREHOUSE_MESSAGES,
  ...OUTBOUND_MOVE_MESSAGES,
  ...OUTBOUND_IMPORT_MESSAGES,
  ...OVER_RECEIPT_MESSAGES,
  ...PRODUCT_MESSAGES,
  ...RATE_CARD_MESSAGES,
  ...RECHARGE_MESSAGES,
  ...RELABEL_MESSAGES,
  ...RESERVATION_MESSAGES,
  ...RETURN_MESSAGES,
  ...SEARCH_MESSAGES,
  ...STATEMENT_MESSAGES,
  ...STORE_MESSAGES,
  ...VAS_MESSAGES,
} as const;
