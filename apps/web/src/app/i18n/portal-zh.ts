import zhLayout from '../layout/locales/zh.json';
import zhList from '@/shared/list-page/locales/zh.json';
import zhImport from '@/shared/import/locales/zh.json';
import zhAccountSecurity from '@/features/account-security/locales/zh.json';
import zhBrands from '@/features/brands/locales/zh.json';
import zhCombinations from '@/features/combinations/locales/zh.json';
import zhConsignees from '@/features/consignees/locales/zh.json';
import zhFiles from '@/features/files/locales/zh.json';
import zhHomepage from '@/features/homepage/locales/zh.json';
import zhIdentityVerify from '@/features/identity-verify/locales/zh.json';
import zhProducts from '@/features/products/locales/zh.json';
import zhRoles from '@/features/roles/locales/zh.json';
import zhSign from '@/features/sign/locales/zh.json';
import zhStores from '@/features/stores/locales/zh.json';
import zhSubAccounts from '@/features/sub-accounts/locales/zh.json';
import zhThirdPay from '@/features/third-pay/locales/zh.json';
import zhRecharges from '@/features/recharges/locales/zh.json';
import zhStatements from '@/features/statements/locales/zh.json';
import zhFees from '@/features/fees/locales/zh.json';
import zhExpressFees from '@/features/express-fees/locales/zh.json';
import zhClaims from '@/features/claims/locales/zh.json';
import zhInboundOrders from '@/features/inbound-orders/locales/zh.json';
import zhOverReceipts from '@/features/over-receipts/locales/zh.json';
import zhContainers from '@/features/containers/locales/zh.json';
import zhInventory from '@/features/inventory/locales/zh.json';
import zhReservations from '@/features/reservations/locales/zh.json';
import { catalogueBlocks } from './blocks';

// The portal's texts (the layout and every feature), in Chinese: loaded with the first portal page,
// never by the sign-in page (./load.ts).

const zhBlocks = catalogueBlocks('zh');

const texts = {
  layout: zhLayout,
  list: zhList,
  import: zhImport,
  'account-security': zhAccountSecurity,
  brands: { ...zhBrands, ...zhBlocks['brands'] },
  combinations: { ...zhCombinations, ...zhBlocks['combinations'] },
  consignees: { ...zhConsignees, ...zhBlocks['consignees'] },
  files: zhFiles,
  homepage: zhHomepage,
  'identity-verify': zhIdentityVerify,
  products: { ...zhProducts, ...zhBlocks['products'] },
  roles: { ...zhRoles, ...zhBlocks['roles'] },
  sign: { ...zhSign, ...zhBlocks['sign'] },
  stores: { ...zhStores, ...zhBlocks['stores'] },
  'sub-accounts': { ...zhSubAccounts, ...zhBlocks['sub-accounts'] },
  'third-pay': { ...zhThirdPay, ...zhBlocks['third-pay'] },
  recharges: { ...zhRecharges, ...zhBlocks['recharges'] },
  statements: { ...zhStatements, ...zhBlocks['statements'] },
  fees: { ...zhFees, ...zhBlocks['fees'] },
  'express-fees': { ...zhExpressFees, ...zhBlocks['express-fees'] },
  claims: { ...zhClaims, ...zhBlocks['claims'] },
  'inbound-orders': { ...zhInboundOrders, ...zhBlocks['inbound-orders'] },
  'over-receipts': { ...zhOverReceipts, ...zhBlocks['over-receipts'] },
  containers: { ...zhContainers, ...zhBlocks['containers'] },
  inventory: { ...zhInventory, ...zhBlocks['inventory'] },
  reservations: { ...zhReservations, ...zhBlocks['reservations'] },
};

export type PortalResources = typeof texts;
export default texts;
