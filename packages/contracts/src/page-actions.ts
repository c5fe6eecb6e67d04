import { ACCOUNT_SECURITY_PAGE } from './account-security';
import { BRAND_PAGE } from './brands';
import { COMBINATION_PAGE } from './combinations';
import { CONSIGNEE_PAGE } from './consignees';
import { CONTAINERS_PAGE } from './containers';
import { FEE_COUNT_PAGE, FEE_INQUIRY_PAGE } from './fees';
import { DOWNLOADS_PAGE, FILE_CENTER_PAGE } from './files';
import { FINANCE_RECHARGE_PAGE } from './finance-endpoints';
import { HOME_PAGE } from './homepage-endpoints';
import { INVENTORY_PAGE } from './inventory';
import { LOGISTICS_TRACKING_PAGE } from './logistics-tracking';
import { DOCUMENTS } from './documents';
import { ACTIONS, type Action, type PageDefinition } from './page';
import { EXPRESS_FEE_PAGE } from './rate-cards';
import { ROLE_PAGE } from './roles-page';
import { SHIPMENT_PAGE } from './shipments';
import { STATEMENTS_PAGE } from './statements';
import { STORE_PAGE } from './stores';
import { SUB_ACCOUNT_PAGE } from './sub-accounts';
import { THIRD_PAY_PAGE } from './third-pay';

// Every page's actions, apart from permissions.ts: reading them imports every domain's page, which
// only the role editor needs; the menus and the routes (every page, /login too) need none of it.

/**
 * Every page's actions, as the role editor shows them under the page: each described document's
 * (DOCUMENTS) and the other pages' definitions (`definePage`), listed here. A page not listed (not
 * built yet) offers every action of ACTIONS; one listed with none is one switch.
 */
const PAGES: readonly Pick<PageDefinition, 'code' | 'actions'>[] = [
  ...DOCUMENTS.map((d) => d.definition),
  HOME_PAGE,
  CONSIGNEE_PAGE,
  THIRD_PAY_PAGE,
  SUB_ACCOUNT_PAGE,
  ACCOUNT_SECURITY_PAGE,
  ROLE_PAGE,
  DOWNLOADS_PAGE,
  FILE_CENTER_PAGE,
  BRAND_PAGE,
  COMBINATION_PAGE,
  STORE_PAGE,
  FINANCE_RECHARGE_PAGE,
  FEE_INQUIRY_PAGE,
  FEE_COUNT_PAGE,
  STATEMENTS_PAGE,
  EXPRESS_FEE_PAGE,
  CONTAINERS_PAGE,
  INVENTORY_PAGE,
  LOGISTICS_TRACKING_PAGE,
  SHIPMENT_PAGE,
];
export const PAGE_ACTIONS: Readonly<Record<string, readonly Action[]>> = Object.fromEntries(
  PAGES.map((p) => [p.code, p.actions]),
);
export const pageActions = (pageCode: string): readonly Action[] => PAGE_ACTIONS[pageCode] ?? ACTIONS;
