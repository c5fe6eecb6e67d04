// Written by `npm run collect` (scripts/collect.mjs) from the locales folders: do not edit.

import zhLayout from '../layout/locales/zh.json';
import zhList from '@/shared/list-page/locales/zh.json';
import zhImport from '@/shared/import/locales/zh.json';
import zhAccountSecurity from '@/features/account-security/locales/zh.json';
import zhBrands from '@/features/brands/locales/zh.json';
import { blocks as brandsBlocks } from '@/features/brands/locales/blocks';
import zhClaims from '@/features/claims/locales/zh.json';
import { blocks as claimsBlocks } from '@/features/claims/locales/blocks';
import zhCombinations from '@/features/combinations/locales/zh.json';
import { blocks as combinationsBlocks } from '@/features/combinations/locales/blocks';
import zhConsignees from '@/features/consignees/locales/zh.json';
import { blocks as consigneesBlocks } from '@/features/consignees/locales/blocks';
import zhContainers from '@/features/containers/locales/zh.json';
import { blocks as containersBlocks } from '@/features/containers/locales/blocks';
import zhExpressFees from '@/features/express-fees/locales/zh.json';
import { blocks as expressFeesBlocks } from '@/features/express-fees/locales/blocks';
import zhFees from '@/features/fees/locales/zh.json';
import { blocks as feesBlocks } from '@/features/fees/locales/blocks';
import zhFiles from '@/features/files/locales/zh.json';
import zhHomepage from '@/features/homepage/locales/zh.json';
import zhIdentityVerify from '@/features/identity-verify/locales/zh.json';
import zhInboundOrders from '@/features/inbound-orders/locales/zh.json';
import { blocks as inboundOrdersBlocks } from '@/features/inbound-orders/locales/blocks';
import zhInventory from '@/features/inventory/locales/zh.json';
import { blocks as inventoryBlocks } from '@/features/inventory/locales/blocks';
import zhLogisticsTracking from '@/features/logistics-tracking/locales/zh.json';
import { blocks as logisticsTrackingBlocks } from '@/features/logistics-tracking/locales/blocks';
import zhOutboundOrders from '@/features/outbound-orders/locales/zh.json';
import { blocks as outboundOrdersBlocks } from '@/features/outbound-orders/locales/blocks';
import zhOverReceipts from '@/features/over-receipts/locales/zh.json';
import { blocks as overReceiptsBlocks } from '@/features/over-receipts/locales/blocks';
import zhProducts from '@/features/products/locales/zh.json';
import { blocks as productsBlocks } from '@/features/products/locales/blocks';
import zhRecharges from '@/features/recharges/locales/zh.json';
import { blocks as rechargesBlocks } from '@/features/recharges/locales/blocks';
import zhRelabelOrders from '@/features/relabel-orders/locales/zh.json';
import { blocks as relabelOrdersBlocks } from '@/features/relabel-orders/locales/blocks';
import zhReservations from '@/features/reservations/locales/zh.json';
import { blocks as reservationsBlocks } from '@/features/reservations/locales/blocks';
import zhReturnOrders from '@/features/return-orders/locales/zh.json';
import { blocks as returnOrdersBlocks } from '@/features/return-orders/locales/blocks';
import zhRoles from '@/features/roles/locales/zh.json';
import { blocks as rolesBlocks } from '@/features/roles/locales/blocks';
import zhShipments from '@/features/shipments/locales/zh.json';
import { blocks as shipmentsBlocks } from '@/features/shipments/locales/blocks';
import zhSign from '@/features/sign/locales/zh.json';
import { blocks as signBlocks } from '@/features/sign/locales/blocks';
import zhStatements from '@/features/statements/locales/zh.json';
import { blocks as statementsBlocks } from '@/features/statements/locales/blocks';
import zhStores from '@/features/stores/locales/zh.json';
import { blocks as storesBlocks } from '@/features/stores/locales/blocks';
import zhSubAccounts from '@/features/sub-accounts/locales/zh.json';
import { blocks as subAccountsBlocks } from '@/features/sub-accounts/locales/blocks';
import zhThirdPay from '@/features/third-pay/locales/zh.json';
import { blocks as thirdPayBlocks } from '@/features/third-pay/locales/blocks';
import zhVasOrders from '@/features/vas-orders/locales/zh.json';
import { blocks as vasOrdersBlocks } from '@/features/vas-orders/locales/blocks';

// The portal's texts in Chinese: loaded with the first portal page, never by the
// sign-in page (./load.ts). A namespace is its feature's locale file plus the blocks its
// locales/blocks.ts takes from the contracts' catalogues.
const texts = {
  layout: zhLayout,
  list: zhList,
  import: zhImport,
  'account-security': zhAccountSecurity,
  brands: { ...zhBrands, ...brandsBlocks('zh') },
  claims: { ...zhClaims, ...claimsBlocks('zh') },
  combinations: { ...zhCombinations, ...combinationsBlocks('zh') },
  consignees: { ...zhConsignees, ...consigneesBlocks('zh') },
  containers: { ...zhContainers, ...containersBlocks('zh') },
  'express-fees': { ...zhExpressFees, ...expressFeesBlocks('zh') },
  fees: { ...zhFees, ...feesBlocks('zh') },
  files: zhFiles,
  homepage: zhHomepage,
  'identity-verify': zhIdentityVerify,
  'inbound-orders': { ...zhInboundOrders, ...inboundOrdersBlocks('zh') },
  inventory: { ...zhInventory, ...inventoryBlocks('zh') },
  'logistics-tracking': { ...zhLogisticsTracking, ...logisticsTrackingBlocks('zh') },
  'outbound-orders': { ...zhOutboundOrders, ...outboundOrdersBlocks('zh') },
  'over-receipts': { ...zhOverReceipts, ...overReceiptsBlocks('zh') },
  products: { ...zhProducts, ...productsBlocks('zh') },
  recharges: { ...zhRecharges, ...rechargesBlocks('zh') },
  'relabel-orders': { ...zhRelabelOrders, ...relabelOrdersBlocks('zh') },
  reservations: { ...zhReservations, ...reservationsBlocks('zh') },
  'return-orders': { ...zhReturnOrders, ...returnOrdersBlocks('zh') },
  roles: { ...zhRoles, ...rolesBlocks('zh') },
  shipments: { ...zhShipments, ...shipmentsBlocks('zh') },
  sign: { ...zhSign, ...signBlocks('zh') },
  statements: { ...zhStatements, ...statementsBlocks('zh') },
  stores: { ...zhStores, ...storesBlocks('zh') },
  'sub-accounts': { ...zhSubAccounts, ...subAccountsBlocks('zh') },
  'third-pay': { ...zhThirdPay, ...thirdPayBlocks('zh') },
  'vas-orders': { ...zhVasOrders, ...vasOrdersBlocks('zh') },
};

export type PortalResources = typeof texts;
export default texts;
