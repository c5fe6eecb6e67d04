import { CERTIFICATION_DOCUMENT } from './certification-document';
import { CLAIM_DOCUMENT } from './claims-document';
import type { AnyDocument } from './document';
import { INBOUND_DOCUMENT } from './inbound-orders-document';
import { OUTBOUND_DOCUMENT } from './outbound-orders-document';
import { OVER_RECEIPT_DOCUMENT } from './over-receipts-document';
import { ACTIONS, actionCode, ROOT_CODE } from './page';
import { PRODUCT_DOCUMENT } from './products-document';
import { RECHARGE_DOCUMENT } from './recharges-document';
import { RELABEL_DOCUMENT } from './relabel-orders-document';
import { RETURN_DOCUMENT } from './return-orders-document';
import { VAS_DOCUMENT } from './vas-orders-document';
import { RESERVATION_DOCUMENT } from './reservations-document';
import { SIGNING_DOCUMENT } from './signing-document';
import type { MenuItem } from './menu';

// Permission codes of PRODUCT.md §5 and the menu tree of specification §2. A page is in a menu only
// when it is `built`; later modules flip their pages on as they land.
export { ACTIONS, ROOT_CODE, actionCode, definePage, type Action, type PageDefinition } from './page';
export { menuItemSchema, type MenuItem } from './menu';

type PageDef = {
  path: string;
  code: string;
  zh: string;
  en: string;
  built: boolean;
  /** Detail and creation pages open from a list; they are routes but not menu items. */
  hidden?: boolean;
};
type GroupDef = { path: string; zh: string; en: string; icon: string; pages: PageDef[] };

const page = (path: string, code: string, zh: string, en: string, built = false): PageDef => ({
  path,
  code,
  zh,
  en,
  built,
});
const detail = (path: string, code: string, zh: string, en: string, built = false): PageDef => ({
  ...page(path, code, zh, en, built),
  hidden: true,
});
/** A document's list, detail and further pages, from its descriptor (built: a described document is). */
const documentPages = (d: Pick<AnyDocument, 'page'>): PageDef[] => [
  page(d.page.list.path, d.page.code, d.page.list.zh, d.page.list.en, true),
  ...[...(d.page.detail ? [d.page.detail] : []), ...(d.page.more ?? [])].map((r) =>
    detail(r.path, d.page.code, r.zh, r.en, true),
  ),
];

export const MENU_TREE: GroupDef[] = [
  {
    path: '/dashboard',
    zh: '工作台',
    en: 'Dashboard',
    icon: 'dashboard',
    pages: [page('home', 'OMS_HOME', '首页', 'Home', true)],
  },
  {
    path: '/basic',
    zh: '基础信息',
    en: 'Basic information',
    icon: 'basic',
    pages: [
      ...documentPages(PRODUCT_DOCUMENT),
      page('brandManage', 'OMS_BASICBRAND', '品牌管理', 'Brands', true),
      page('combinationManage', 'OMS_BASICCOMBINATION', '组合管理', 'Combinations', true),
      detail('combinationDetail', 'OMS_BASICCOMBINATION', '组合详情', 'Combination detail', true),
      page('consigneeManage', 'OMS_BASICCONSIGNEE', '收件人管理', 'Consignees', true),
      page('thirdPayManage', 'OMS_BASICTHIRDPAY', '第三方支付管理', 'Third-party payment', true),
      page('storeManage', 'OMS_BASICSTORE', '店铺管理', 'Stores', true),
    ],
  },
  {
    path: '/order',
    zh: '订单管理',
    en: 'Orders',
    icon: 'order',
    pages: [
      ...documentPages(INBOUND_DOCUMENT),
      ...documentPages(RESERVATION_DOCUMENT),
      page('stock', 'OMS_ORDERSTOCK', '库存管理', 'Inventory', true),
      detail('stockDetail', 'OMS_ORDERSTOCK', '库存详情', 'Stock detail', true),
      ...documentPages(RELABEL_DOCUMENT),
      ...documentPages(OUTBOUND_DOCUMENT),
      ...documentPages(RETURN_DOCUMENT),
      ...documentPages(VAS_DOCUMENT),
      page('containerTrack', 'OMS_ORDERCONTAINER', '海柜追踪', 'Container tracking', true),
      detail('containerTrackDetail', 'OMS_ORDERCONTAINER', '海柜详情', 'Container detail', true),
      page('storeOderManage', 'OMS_ORDERSTORE', '店铺订单', 'Store orders'),
      detail('storeOderManageDetail', 'OMS_ORDERSTORE', '店铺订单详情', 'Store order detail'),
      ...documentPages(OVER_RECEIPT_DOCUMENT),
      page('shipmentManage', 'OMS_ORDERSHIPMENT', '货件管理', 'Shipments', true),
      detail('shipmentManageDetail', 'OMS_ORDERSHIPMENT', '货件详情', 'Shipment detail', true),
      page('shoppingOnline', 'OMS_ORDERSHOPPING', '在线商城', 'Online shopping'),
    ],
  },
  {
    path: '/printOrderManage',
    zh: '打单管理',
    en: 'Label printing',
    icon: 'print',
    pages: [
      page('billMonthly', 'OMS_PRINTBILL', '打单月账单', 'Monthly label bills'),
      page('logisticsTracking', 'OMS_PRINTTRACK', '物流追踪', 'Logistics tracking', true),
    ],
  },
  {
    path: '/finance',
    zh: '财务管理',
    en: 'Finance',
    icon: 'finance',
    pages: [
      page('recharge', 'OMS_FINANCERECHARGE', '充值', 'Recharge', true),
      ...documentPages(RECHARGE_DOCUMENT),
      ...documentPages(CLAIM_DOCUMENT),
      page('feeCount', 'OMS_FINANCEFEECOUNT', '费用统计', 'Fee statistics', true),
      page('feeInquiry', 'OMS_FINANCEFEEINQUIRY', '费用查询', 'Fee inquiry', true),
      detail('feeInquiryDetail', 'OMS_FINANCEFEEINQUIRY', '费用详情', 'Fee detail', true),
      page('mothAccountManage', 'OMS_FINANCEMONTHACCOUNT', '月度账单', 'Monthly accounts', true),
      page('expressFeeCount', 'OMS_FINANCEEXPRESSFEE', '快递费试算', 'Express fee trial', true),
    ],
  },
  {
    path: '/clientCenter',
    zh: '客户中心',
    en: 'Customer center',
    icon: 'client',
    pages: [
      page('accountManage', 'OMS_CLIENTACCOUNT', '账号管理', 'Accounts', true),
      page('accountSafety', 'OMS_CLIENTSAFETY', '账号安全', 'Account security', true),
      page('roleManage', 'OMS_CLIENTROLE', '角色管理', 'Roles', true),
      ...documentPages(CERTIFICATION_DOCUMENT),
      ...documentPages(SIGNING_DOCUMENT),
      page('download', 'OMS_CLIENTDOWNLOAD', '下载中心', 'Downloads', true),
    ],
  },
  {
    path: '/fileManage',
    zh: '文件管理中心',
    en: 'File management',
    icon: 'file',
    pages: [page('list', 'OMS_FILECENTER', '文件列表', 'Files', true)],
  },
];

export const PAGE_CODES = [...new Set(MENU_TREE.flatMap((g) => g.pages.map((p) => p.code)))];

/** Every code a main account holds: the root, every page and every action of every page. */
export const ALL_PERMISSION_CODES: string[] = [
  ROOT_CODE,
  ...PAGE_CODES.flatMap((code) => [code, ...ACTIONS.map((a) => actionCode(code, a))]),
];
export const isPermissionCode = (code: string) => ALL_PERMISSION_CODES.includes(code);

/** Route path (e.g. `/basic/productManage`) → the code it needs; public routes are absent. */
export const ROUTE_CODES: Record<string, string> = Object.fromEntries(
  MENU_TREE.flatMap((g) => g.pages.map((p) => [`${g.path}/${p.path}`, p.code])),
);

/** The menus a holder of `codes` sees: built pages whose code they hold, in groups with any page. */
export const buildMenus = (codes: ReadonlySet<string>): MenuItem[] =>
  MENU_TREE.flatMap((g) => {
    const children = g.pages
      .filter((p) => p.built && codes.has(p.code))
      .map<MenuItem>((p) => ({
        menuName: p.zh,
        menuNameEn: p.en,
        routePath: `${g.path}/${p.path}`,
        permission: p.code,
        count: 0,
        isFrame: false,
        outLink: null,
        hidden: Boolean(p.hidden),
        children: [],
      }));
    if (children.length === 0) return [];
    return [
      {
        menuName: g.zh,
        menuNameEn: g.en,
        routePath: g.path,
        permission: children[0]!.permission,
        icon: g.icon,
        count: 0,
        isFrame: false,
        outLink: null,
        hidden: false,
        children,
      },
    ];
  });
