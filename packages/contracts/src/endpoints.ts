import { brandsEndpoints } from './brands-endpoints';
import { thirdPayEndpoints } from './third-pay-endpoints';
import { storesEndpoints } from './stores-endpoints';
import { productsEndpoints } from './products-endpoints';
import { productReviewsEndpoints } from './product-reviews-endpoints';
import { importsEndpoints } from './imports-endpoints';
import { filesEndpoints } from './files-endpoints';
import { exportsEndpoints } from './exports-endpoints';
import { downloadsEndpoints } from './downloads-endpoints';
import { consigneesEndpoints } from './consignees-endpoints';
import { combinationsEndpoints } from './combinations-endpoints';
import { authEndpoints } from './auth-endpoints';
import { homepageEndpoints } from './homepage-endpoints';
import { accountSecurityEndpoints } from './account-security-endpoints';
import { myAccountEndpoints } from './my-account-endpoints';
import { columnSettingsEndpoints } from './column-settings-endpoints';
import { subAccountsEndpoints } from './sub-accounts-endpoints';
import { rolesEndpoints } from './roles-endpoints';
import { certificationEndpoints, certificationReviewEndpoints } from './certification-endpoints';
import { signingEndpoints, signingReviewEndpoints } from './signing-endpoints';
import { integrationKeyEndpoints, integrationPublishingEndpoints } from './integration-endpoints';
import { healthEndpoints } from './health-endpoints';
import { expressFeesEndpoints, rateCardEndpoints } from './rate-cards-endpoints';
import { financeEndpoints } from './finance-endpoints';
import { paymentEndpoints, rechargeReviewEndpoints, rechargesEndpoints } from './recharges-endpoints';
import { statementsEndpoints } from './statements-endpoints';
import { claimReviewEndpoints, claimsEndpoints } from './claims-endpoints';
import { feesEndpoints, feeWarehouseEndpoints } from './fees-endpoints';
import { inboundOrdersEndpoints, inboundWarehouseEndpoints } from './inbound-orders-endpoints';
import { inventoryEndpoints } from './inventory-endpoints';
import { overReceiptsEndpoints } from './over-receipts-endpoints';
import { containersEndpoints } from './containers-endpoints';
import { reservationsEndpoints, reservationWarehouseEndpoints } from './reservations-endpoints';
import { endpointsOf, type Endpoint } from './endpoint';

// Every group of calls the server registers, in one list: the access test walks it, and a route the
// server registers that is not here fails that test.
export const ENDPOINT_GROUPS = {
  brands: brandsEndpoints,
  thirdPay: thirdPayEndpoints,
  stores: storesEndpoints,
  products: productsEndpoints,
  productReviews: productReviewsEndpoints,
  imports: importsEndpoints,
  files: filesEndpoints,
  exports: exportsEndpoints,
  downloads: downloadsEndpoints,
  consignees: consigneesEndpoints,
  combinations: combinationsEndpoints,
  auth: authEndpoints,
  homepage: homepageEndpoints,
  accountSecurity: accountSecurityEndpoints,
  myAccount: myAccountEndpoints,
  columnSettings: columnSettingsEndpoints,
  subAccounts: subAccountsEndpoints,
  roles: rolesEndpoints,
  certification: certificationEndpoints,
  certificationReviews: certificationReviewEndpoints,
  signing: signingEndpoints,
  signingReviews: signingReviewEndpoints,
  integrationKey: integrationKeyEndpoints,
  integrationPublishing: integrationPublishingEndpoints,
  health: healthEndpoints,
  expressFees: expressFeesEndpoints,
  rateCards: rateCardEndpoints,
  finance: financeEndpoints,
  recharges: rechargesEndpoints,
  payments: paymentEndpoints,
  rechargeReviews: rechargeReviewEndpoints,
  fees: feesEndpoints,
  feeWarehouse: feeWarehouseEndpoints,
  inboundOrders: inboundOrdersEndpoints,
  inboundWarehouse: inboundWarehouseEndpoints,
  inventory: inventoryEndpoints,
  overReceipts: overReceiptsEndpoints,
  containers: containersEndpoints,
  reservations: reservationsEndpoints,
  reservationWarehouse: reservationWarehouseEndpoints,
  statements: statementsEndpoints,
  claims: claimsEndpoints,
  claimReviews: claimReviewEndpoints,
} as const;

export const ALL_ENDPOINTS: Endpoint[] = Object.values(ENDPOINT_GROUPS).flatMap((g) => endpointsOf(g));
