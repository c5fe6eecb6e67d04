import enLayout from '../layout/locales/en.json';
import enList from '@/shared/list-page/locales/en.json';
import enImport from '@/shared/import/locales/en.json';
import enAccountSecurity from '@/features/account-security/locales/en.json';
import enBrands from '@/features/brands/locales/en.json';
import enCombinations from '@/features/combinations/locales/en.json';
import enConsignees from '@/features/consignees/locales/en.json';
import enFiles from '@/features/files/locales/en.json';
import enHomepage from '@/features/homepage/locales/en.json';
import enIdentityVerify from '@/features/identity-verify/locales/en.json';
import enProducts from '@/features/products/locales/en.json';
import enRoles from '@/features/roles/locales/en.json';
import enSign from '@/features/sign/locales/en.json';
import enStores from '@/features/stores/locales/en.json';
import enSubAccounts from '@/features/sub-accounts/locales/en.json';
import enThirdPay from '@/features/third-pay/locales/en.json';
import enRecharges from '@/features/recharges/locales/en.json';
import enStatements from '@/features/statements/locales/en.json';
import enFees from '@/features/fees/locales/en.json';
import enExpressFees from '@/features/express-fees/locales/en.json';
import enClaims from '@/features/claims/locales/en.json';
import enInboundOrders from '@/features/inbound-orders/locales/en.json';
import enOverReceipts from '@/features/over-receipts/locales/en.json';
import enContainers from '@/features/containers/locales/en.json';
import enInventory from '@/features/inventory/locales/en.json';
import enReservations from '@/features/reservations/locales/en.json';
import { catalogueBlocks } from './blocks';
import type { PortalResources } from './portal-zh';

// The portal's texts (the layout and every feature), in English: loaded with the first portal page,
// never by the sign-in page (./load.ts).

const enBlocks = catalogueBlocks('en');

// Typed as the zh side so that a key missing from an en file fails the type check too.
const texts: PortalResources = {
  layout: enLayout,
  list: enList,
  import: enImport,
  'account-security': enAccountSecurity,
  brands: { ...enBrands, ...enBlocks['brands'] },
  combinations: { ...enCombinations, ...enBlocks['combinations'] },
  consignees: { ...enConsignees, ...enBlocks['consignees'] },
  files: enFiles,
  homepage: enHomepage,
  'identity-verify': enIdentityVerify,
  products: { ...enProducts, ...enBlocks['products'] },
  roles: { ...enRoles, ...enBlocks['roles'] },
  sign: { ...enSign, ...enBlocks['sign'] },
  stores: { ...enStores, ...enBlocks['stores'] },
  'sub-accounts': { ...enSubAccounts, ...enBlocks['sub-accounts'] },
  'third-pay': { ...enThirdPay, ...enBlocks['third-pay'] },
  recharges: { ...enRecharges, ...enBlocks['recharges'] },
  statements: { ...enStatements, ...enBlocks['statements'] },
  fees: { ...enFees, ...enBlocks['fees'] },
  'express-fees': { ...enExpressFees, ...enBlocks['express-fees'] },
  claims: { ...enClaims, ...enBlocks['claims'] },
  'inbound-orders': { ...enInboundOrders, ...enBlocks['inbound-orders'] },
  'over-receipts': { ...enOverReceipts, ...enBlocks['over-receipts'] },
  containers: { ...enContainers, ...enBlocks['containers'] },
  inventory: { ...enInventory, ...enBlocks['inventory'] },
  reservations: { ...enReservations, ...enBlocks['reservations'] },
};

export default texts;
