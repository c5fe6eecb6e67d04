// Written by `npm run collect` (scripts/collect.mjs) from the locales folders: do not edit.

import enLayout from '../layout/locales/en.json';
import enList from '@/shared/list-page/locales/en.json';
import enImport from '@/shared/import/locales/en.json';
import enAccountSecurity from '@/features/account-security/locales/en.json';
import enBrands from '@/features/brands/locales/en.json';
import { blocks as brandsBlocks } from '@/features/brands/locales/blocks';
import enClaims from '@/features/claims/locales/en.json';
import { blocks as claimsBlocks } from '@/features/claims/locales/blocks';
import enCombinations from '@/features/combinations/locales/en.json';
import { blocks as combinationsBlocks } from '@/features/combinations/locales/blocks';
import enConsignees from '@/features/consignees/locales/en.json';
import { blocks as consigneesBlocks } from '@/features/consignees/locales/blocks';
import enContainers from '@/features/containers/locales/en.json';
import { blocks as containersBlocks } from '@/features/containers/locales/blocks';
import enExpressFees from '@/features/express-fees/locales/en.json';
import { blocks as expressFeesBlocks } from '@/features/express-fees/locales/blocks';
import enFees from '@/features/fees/locales/en.json';
import { blocks as feesBlocks } from '@/features/fees/locales/blocks';
import enFiles from '@/features/files/locales/en.json';
import enHomepage from '@/features/homepage/locales/en.json';
import enIdentityVerify from '@/features/identity-verify/locales/en.json';
import enInboundOrders from '@/features/inbound-orders/locales/en.json';
import { blocks as inboundOrdersBlocks } from '@/features/inbound-orders/locales/blocks';
import enInventory from '@/features/inventory/locales/en.json';
import { blocks as inventoryBlocks } from '@/features/inventory/locales/blocks';
import enLogisticsTracking from '@/features/logistics-tracking/locales/en.json';
import { blocks as logisticsTrackingBlocks } from '@/features/logistics-tracking/locales/blocks';
import enOutboundOrders from '@/features/outbound-orders/locales/en.json';
import { blocks as outboundOrdersBlocks } from '@/features/outbound-orders/locales/blocks';
import enOverReceipts from '@/features/over-receipts/locales/en.json';
import { blocks as overReceiptsBlocks } from '@/features/over-receipts/locales/blocks';
import enProducts from '@/features/products/locales/en.json';
import { blocks as productsBlocks } from '@/features/products/locales/blocks';
import enRecharges from '@/features/recharges/locales/en.json';
import { blocks as rechargesBlocks } from '@/features/recharges/locales/blocks';
import enRelabelOrders from '@/features/relabel-orders/locales/en.json';
import { blocks as relabelOrdersBlocks } from '@/features/relabel-orders/locales/blocks';
import enReservations from '@/features/reservations/locales/en.json';
import { blocks as reservationsBlocks } from '@/features/reservations/locales/blocks';
import enReturnOrders from '@/features/return-orders/locales/en.json';
import { blocks as returnOrdersBlocks } from '@/features/return-orders/locales/blocks';
import enRoles from '@/features/roles/locales/en.json';
import { blocks as rolesBlocks } from '@/features/roles/locales/blocks';
import enShipments from '@/features/shipments/locales/en.json';
import { blocks as shipmentsBlocks } from '@/features/shipments/locales/blocks';
import enSign from '@/features/sign/locales/en.json';
import { blocks as signBlocks } from '@/features/sign/locales/blocks';
import enStatements from '@/features/statements/locales/en.json';
import { blocks as statementsBlocks } from '@/features/statements/locales/blocks';
import enStores from '@/features/stores/locales/en.json';
import { blocks as storesBlocks } from '@/features/stores/locales/blocks';
import enSubAccounts from '@/features/sub-accounts/locales/en.json';
import { blocks as subAccountsBlocks } from '@/features/sub-accounts/locales/blocks';
import enThirdPay from '@/features/third-pay/locales/en.json';
import { blocks as thirdPayBlocks } from '@/features/third-pay/locales/blocks';
import enVasOrders from '@/features/vas-orders/locales/en.json';
import { blocks as vasOrdersBlocks } from '@/features/vas-orders/locales/blocks';
import type { PortalResources } from './portal-zh';

// The portal's texts in English: loaded with the first portal page, never by the
// sign-in page (./load.ts). A namespace is its feature's locale file plus the blocks its
// locales/blocks.ts takes from the contracts' catalogues.
// Typed as the zh side, so that a key missing from an en file fails the type check too.
const texts: PortalResources = {
  layout: enLayout,
  list: enList,
  import: enImport,
  'account-security': enAccountSecurity,
  brands: { ...enBrands, ...brandsBlocks('en') },
  claims: { ...enClaims, ...claimsBlocks('en') },
  combinations: { ...enCombinations, ...combinationsBlocks('en') },
  consignees: { ...enConsignees, ...consigneesBlocks('en') },
  containers: { ...enContainers, ...containersBlocks('en') },
  'express-fees': { ...enExpressFees, ...expressFeesBlocks('en') },
  fees: { ...enFees, ...feesBlocks('en') },
  files: enFiles,
  homepage: enHomepage,
  'identity-verify': enIdentityVerify,
  'inbound-orders': { ...enInboundOrders, ...inboundOrdersBlocks('en') },
  inventory: { ...enInventory, ...inventoryBlocks('en') },
  'logistics-tracking': { ...enLogisticsTracking, ...logisticsTrackingBlocks('en') },
  'outbound-orders': { ...enOutboundOrders, ...outboundOrdersBlocks('en') },
  'over-receipts': { ...enOverReceipts, ...overReceiptsBlocks('en') },
  products: { ...enProducts, ...productsBlocks('en') },
  recharges: { ...enRecharges, ...rechargesBlocks('en') },
  'relabel-orders': { ...enRelabelOrders, ...relabelOrdersBlocks('en') },
  reservations: { ...enReservations, ...reservationsBlocks('en') },
  'return-orders': { ...enReturnOrders, ...returnOrdersBlocks('en') },
  roles: { ...enRoles, ...rolesBlocks('en') },
  shipments: { ...enShipments, ...shipmentsBlocks('en') },
  sign: { ...enSign, ...signBlocks('en') },
  statements: { ...enStatements, ...statementsBlocks('en') },
  stores: { ...enStores, ...storesBlocks('en') },
  'sub-accounts': { ...enSubAccounts, ...subAccountsBlocks('en') },
  'third-pay': { ...enThirdPay, ...thirdPayBlocks('en') },
  'vas-orders': { ...enVasOrders, ...vasOrdersBlocks('en') },
};

export default texts;
