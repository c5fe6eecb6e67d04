import { ACCOUNT_SECURITY_PAGE } from './account-security';
import { BRAND_PAGE } from './brands';
import { CERTIFICATION_DOCUMENT } from './certification-document';
import { CLAIM_DOCUMENT } from './claims-document';
import { COMBINATION_PAGE } from './combinations';
import { CONSIGNEE_PAGE } from './consignees';
import { CONTAINERS_PAGE } from './containers';
import { FEE_COUNT_PAGE, FEE_INQUIRY_PAGE } from './fees';
import { DOWNLOADS_PAGE, FILE_CENTER_PAGE } from './files';
import { FINANCE_RECHARGE_PAGE } from './finance-endpoints';
import { HOME_PAGE } from './homepage-endpoints';
import { INBOUND_DOCUMENT } from './inbound-orders-document';
import { INVENTORY_PAGE } from './inventory';
import { OVER_RECEIPT_DOCUMENT } from './over-receipts-document';
import { ACTIONS, type Action, type PageDefinition } from './page';
import { PRODUCT_DOCUMENT } from './products-document';
import { EXPRESS_FEE_PAGE } from './rate-cards';
import { RECHARGE_DOCUMENT } from './recharges-document';
import { RESERVATION_DOCUMENT } from './reservations-document';
import { ROLE_PAGE } from './roles-page';
import { SIGNING_DOCUMENT } from './signing-document';
import { STATEMENTS_PAGE } from './statements';
import { STORE_PAGE } from './stores';
import { SUB_ACCOUNT_PAGE } from './sub-accounts';
import { THIRD_PAY_PAGE } from './third-pay';

// Every page's actions, apart from permissions.ts: reading them imports every domain's page, which
// only the role editor needs; the menus and the routes (every page, /login too) need none of it.

/**
 * Every page's actions, as the role editor shows them under the page, collected from the domains'
 * page definitions (`definePage`, `defineDocument`): a page adds itself to PAGES, nothing else here.
 * A page not listed (not built yet) offers every action of ACTIONS; one listed with none is one switch.
 */
const PAGES: readonly Pick<PageDefinition, 'code' | 'actions'>[] = [
  HOME_PAGE,
  CONSIGNEE_PAGE,
  THIRD_PAY_PAGE,
  SUB_ACCOUNT_PAGE,
  ACCOUNT_SECURITY_PAGE,
  ROLE_PAGE,
  CERTIFICATION_DOCUMENT.definition,
  SIGNING_DOCUMENT.definition,
  DOWNLOADS_PAGE,
  FILE_CENTER_PAGE,
  PRODUCT_DOCUMENT.definition,
  BRAND_PAGE,
  COMBINATION_PAGE,
  STORE_PAGE,
  FINANCE_RECHARGE_PAGE,
  RECHARGE_DOCUMENT.definition,
  CLAIM_DOCUMENT.definition,
  FEE_INQUIRY_PAGE,
  FEE_COUNT_PAGE,
  STATEMENTS_PAGE,
  EXPRESS_FEE_PAGE,
  INBOUND_DOCUMENT.definition,
  OVER_RECEIPT_DOCUMENT.definition,
  CONTAINERS_PAGE,
  INVENTORY_PAGE,
  RESERVATION_DOCUMENT.definition,
];
export const PAGE_ACTIONS: Readonly<Record<string, readonly Action[]>> = Object.fromEntries(
  PAGES.map((p) => [p.code, p.actions]),
);
export const pageActions = (pageCode: string): readonly Action[] => PAGE_ACTIONS[pageCode] ?? ACTIONS;
