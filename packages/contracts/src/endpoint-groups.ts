// Written by `npm run collect` (scripts/collect.mjs) from the *-endpoints.ts files: do not edit.

import { accountSecurityEndpoints } from './account-security-endpoints';
import { authEndpoints } from './auth-endpoints';
import { brandsEndpoints } from './brands-endpoints';
import { certificationEndpoints } from './certification-endpoints';
import { certificationReviewEndpoints } from './certification-endpoints';
import { claimsEndpoints } from './claims-endpoints';
import { claimReviewEndpoints } from './claims-endpoints';
import { columnSettingsEndpoints } from './column-settings-endpoints';
import { combinationsEndpoints } from './combinations-endpoints';
import { consigneesEndpoints } from './consignees-endpoints';
import { containersEndpoints } from './containers-endpoints';
import { downloadsEndpoints } from './downloads-endpoints';
import { exportsEndpoints } from './exports-endpoints';
import { feesEndpoints } from './fees-endpoints';
import { feeWarehouseEndpoints } from './fees-endpoints';
import { filesEndpoints } from './files-endpoints';
import { financeEndpoints } from './finance-endpoints';
import { healthEndpoints } from './health-endpoints';
import { homepageEndpoints } from './homepage-endpoints';
import { importsEndpoints } from './imports-endpoints';
import { inboundOrdersEndpoints } from './inbound-orders-endpoints';
import { inboundWarehouseEndpoints } from './inbound-orders-endpoints';
import { integrationKeyEndpoints } from './integration-endpoints';
import { integrationPublishingEndpoints } from './integration-endpoints';
import { inventoryEndpoints } from './inventory-endpoints';
import { logisticsTrackingEndpoints } from './logistics-tracking-endpoints';
import { myAccountEndpoints } from './my-account-endpoints';
import { outboundOrdersEndpoints } from './outbound-orders-endpoints';
import { outboundWarehouseEndpoints } from './outbound-orders-endpoints';
import { overReceiptsEndpoints } from './over-receipts-endpoints';
import { productReviewsEndpoints } from './product-reviews-endpoints';
import { productsEndpoints } from './products-endpoints';
import { expressFeesEndpoints } from './rate-cards-endpoints';
import { rateCardEndpoints } from './rate-cards-endpoints';
import { rechargesEndpoints } from './recharges-endpoints';
import { paymentEndpoints } from './recharges-endpoints';
import { rechargeReviewEndpoints } from './recharges-endpoints';
import { relabelOrdersEndpoints } from './relabel-orders-endpoints';
import { relabelWarehouseEndpoints } from './relabel-orders-endpoints';
import { reservationsEndpoints } from './reservations-endpoints';
import { reservationWarehouseEndpoints } from './reservations-endpoints';
import { returnOrdersEndpoints } from './return-orders-endpoints';
import { returnWarehouseEndpoints } from './return-orders-endpoints';
import { rolesEndpoints } from './roles-endpoints';
import { searchEndpoints } from './search-endpoints';
import { shipmentsEndpoints } from './shipments-endpoints';
import { signingEndpoints } from './signing-endpoints';
import { signingReviewEndpoints } from './signing-endpoints';
import { statementsEndpoints } from './statements-endpoints';
import { storesEndpoints } from './stores-endpoints';
import { subAccountsEndpoints } from './sub-accounts-endpoints';
import { thirdPayEndpoints } from './third-pay-endpoints';
import { vasOrdersEndpoints } from './vas-orders-endpoints';
import { vasWarehouseEndpoints } from './vas-orders-endpoints';

/** Every group of calls the server registers: the access test walks them all. */
export const ENDPOINT_GROUPS = {
  accountSecurityEndpoints,
  authEndpoints,
  brandsEndpoints,
  certificationEndpoints,
  certificationReviewEndpoints,
  claimsEndpoints,
  claimReviewEndpoints,
  columnSettingsEndpoints,
  combinationsEndpoints,
  consigneesEndpoints,
  containersEndpoints,
  downloadsEndpoints,
  exportsEndpoints,
  feesEndpoints,
  feeWarehouseEndpoints,
  filesEndpoints,
  financeEndpoints,
  healthEndpoints,
  homepageEndpoints,
  importsEndpoints,
  inboundOrdersEndpoints,
  inboundWarehouseEndpoints,
  integrationKeyEndpoints,
  integrationPublishingEndpoints,
  inventoryEndpoints,
  logisticsTrackingEndpoints,
  myAccountEndpoints,
  outboundOrdersEndpoints,
  outboundWarehouseEndpoints,
  overReceiptsEndpoints,
  productReviewsEndpoints,
  productsEndpoints,
  expressFeesEndpoints,
  rateCardEndpoints,
  rechargesEndpoints,
  paymentEndpoints,
  rechargeReviewEndpoints,
  relabelOrdersEndpoints,
  relabelWarehouseEndpoints,
  reservationsEndpoints,
  reservationWarehouseEndpoints,
  returnOrdersEndpoints,
  returnWarehouseEndpoints,
  rolesEndpoints,
  searchEndpoints,
  shipmentsEndpoints,
  signingEndpoints,
  signingReviewEndpoints,
  statementsEndpoints,
  storesEndpoints,
  subAccountsEndpoints,
  thirdPayEndpoints,
  vasOrdersEndpoints,
  vasWarehouseEndpoints,
} as const;
