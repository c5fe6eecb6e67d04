import { z } from 'zod';

// Permission codes of PRODUCT.md §5 and the menu tree of specification §2. A page is in a menu only
// when it is `built`; later modules flip their pages on as they land.
export const ACTIONS = [
  'view',
  'create',
  'edit',
  'delete',
  'submit',
  'cancel',
  'import',
  'export',
  'print',
] as const;
export type Action = (typeof ACTIONS)[number];

export const ROOT_CODE = 'OMS_SYSTEM';

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
      page('productManage', 'OMS_BASICSKU', '产品管理', 'Products', true),
      detail('productDetail', 'OMS_BASICSKU', '产品详情', 'Product detail', true),
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
      page('warehousManage', 'OMS_ORDERWAREHOUS', '入库单', 'Inbound orders', true),
      detail('warehousDetail', 'OMS_ORDERWAREHOUS', '入库单详情', 'Inbound order detail', true),
      page('warehousReserve', 'OMS_ORDERRESERVE', '入库预约', 'Inbound reservations', true),
      detail('warehousReserveDetail', 'OMS_ORDERRESERVE', '预约详情', 'Reservation detail', true),
      detail('warehousReserveCreat', 'OMS_ORDERRESERVE', '创建预约', 'New reservation', true),
      page('stock', 'OMS_ORDERSTOCK', '库存管理', 'Inventory', true),
      detail('stockDetail', 'OMS_ORDERSTOCK', '库存详情', 'Stock detail', true),
      page('relabel', 'OMS_ORDERRELABEL', '换标单', 'Relabel orders'),
      detail('relabelDetail', 'OMS_ORDERRELABEL', '换标单详情', 'Relabel order detail'),
      page('outWarehouse', 'OMS_ORDEROUTWAREHOUSE', '出库单', 'Outbound orders'),
      detail('outWarehouseDetail', 'OMS_ORDEROUTWAREHOUSE', '出库单详情', 'Outbound order detail'),
      page('returnedGoods', 'OMS_ORDERRETURN', '退货单', 'Returns'),
      detail('returnedGoodsDetail', 'OMS_ORDERRETURN', '退货单详情', 'Return detail'),
      page('vasManage', 'OMS_ORDERVAS', '增值服务', 'Value-added services'),
      detail('vasManageDetail', 'OMS_ORDERVAS', '增值服务详情', 'VAS order detail'),
      page('containerTrack', 'OMS_ORDERCONTAINER', '海柜追踪', 'Container tracking', true),
      detail('containerTrackDetail', 'OMS_ORDERCONTAINER', '海柜详情', 'Container detail', true),
      page('storeOderManage', 'OMS_ORDERSTORE', '店铺订单', 'Store orders'),
      detail('storeOderManageDetail', 'OMS_ORDERSTORE', '店铺订单详情', 'Store order detail'),
      page('inboundOverchargeManage', 'OMS_ORDEROVERCHARGE', '入库超收', 'Inbound over-receipt', true),
      detail('inboundOverchargeManageDetail', 'OMS_ORDEROVERCHARGE', '超收详情', 'Over-receipt detail', true),
      page('shipmentManage', 'OMS_ORDERSHIPMENT', '货件管理', 'Shipments'),
      detail('shipmentManageDetail', 'OMS_ORDERSHIPMENT', '货件详情', 'Shipment detail'),
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
      page('logisticsTracking', 'OMS_PRINTTRACK', '物流追踪', 'Logistics tracking'),
    ],
  },
  {
    path: '/finance',
    zh: '财务管理',
    en: 'Finance',
    icon: 'finance',
    pages: [
      page('recharge', 'OMS_FINANCERECHARGE', '充值', 'Recharge', true),
      page('rechargeManage', 'OMS_FINANCERECHARGEMANAGE', '充值记录', 'Recharge records', true),
      detail('rechargeManageDetail', 'OMS_FINANCERECHARGEMANAGE', '充值详情', 'Recharge detail', true),
      page('compensationManage', 'OMS_FINANCECOMPENSATION', '索赔管理', 'Claims', true),
      detail('compensationManageDetail', 'OMS_FINANCECOMPENSATION', '索赔详情', 'Claim detail', true),
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
      page('identityVerify', 'OMS_CLIENTVERIFY', '身份认证', 'Identity verification', true),
      page('sign', 'OMS_CLIENTSIGN', '签约仓库', 'Signed warehouses', true),
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

/**
 * The actions each page offers, as the role editor shows them under the page. A page not listed
 * offers every action of ACTIONS; a page listed with none is one switch (its page code).
 */
export const PAGE_ACTIONS = {
  OMS_HOME: [],
  OMS_BASICCONSIGNEE: ['view', 'create', 'edit', 'delete', 'import', 'export'],
  OMS_BASICTHIRDPAY: ['view', 'create', 'edit', 'delete', 'export'],
  OMS_CLIENTACCOUNT: ['view', 'create', 'edit', 'export'],
  OMS_CLIENTSAFETY: ['edit'],
  OMS_CLIENTROLE: ['view', 'create', 'edit', 'delete', 'export'],
  OMS_CLIENTVERIFY: ['view', 'edit', 'submit'],
  OMS_CLIENTSIGN: ['view', 'submit', 'export'],
  OMS_CLIENTDOWNLOAD: ['view'],
  OMS_FILECENTER: ['view', 'delete'],
  OMS_BASICSKU: ['view', 'create', 'edit', 'delete', 'submit', 'import', 'export', 'print'],
  OMS_BASICBRAND: ['view', 'create', 'edit', 'delete', 'export'],
  OMS_BASICCOMBINATION: ['view', 'create', 'edit', 'delete', 'export'],
  OMS_BASICSTORE: ['view', 'create', 'edit', 'delete', 'import', 'export'],
  OMS_FINANCERECHARGE: ['view', 'create'],
  OMS_FINANCERECHARGEMANAGE: ['view', 'cancel', 'export'],
  OMS_FINANCECOMPENSATION: ['view', 'create', 'cancel', 'export'],
  // submit: dispute a fee line; cancel: withdraw one's dispute.
  OMS_FINANCEFEEINQUIRY: ['view', 'submit', 'cancel', 'export'],
  OMS_FINANCEFEECOUNT: ['view', 'export'],
  OMS_FINANCEMONTHACCOUNT: ['view', 'export'],
  OMS_FINANCEEXPRESSFEE: ['view'],
  // submit: submit an order, and confirm its received difference.
  OMS_ORDERWAREHOUS: ['view', 'create', 'edit', 'delete', 'submit', 'cancel', 'import', 'export', 'print'],
  // submit: accept or reject an over-receipt.
  OMS_ORDEROVERCHARGE: ['view', 'submit', 'export'],
  OMS_ORDERCONTAINER: ['view', 'export'],
  // edit: set a balance's low-stock threshold.
  OMS_ORDERSTOCK: ['view', 'edit', 'export'],
  OMS_ORDERRESERVE: ['view', 'create', 'edit', 'cancel', 'export'],
} as const satisfies Readonly<Record<string, readonly Action[]>>;
type ListedPage = keyof typeof PAGE_ACTIONS;
export const pageActions = (pageCode: string): readonly Action[] =>
  (PAGE_ACTIONS as Readonly<Record<string, readonly Action[]>>)[pageCode] ?? ACTIONS;

export const PAGE_CODES = [...new Set(MENU_TREE.flatMap((g) => g.pages.map((p) => p.code)))];
export const actionCode = (pageCode: string, action: Action) => `${pageCode}:${action}`;

/**
 * A page's action codes by action (`{ view: 'OMS_BASICSTORE:view', … }`), from its PAGE_ACTIONS list:
 * the role editor, the server's route checks and the web's buttons read the same actions.
 */
export const pageCodes = <P extends ListedPage>(pageCode: P) =>
  Object.fromEntries(PAGE_ACTIONS[pageCode].map((a) => [a, actionCode(pageCode, a)])) as {
    readonly [A in (typeof PAGE_ACTIONS)[P][number]]: string;
  };
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

export type MenuItem = {
  menuName: string;
  menuNameEn: string;
  routePath: string;
  permission: string;
  icon?: string;
  count: number;
  isFrame: boolean;
  outLink: string | null;
  hidden: boolean;
  children: MenuItem[];
};
export const menuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    menuName: z.string(),
    menuNameEn: z.string(),
    routePath: z.string(),
    permission: z.string(),
    icon: z.string().optional(),
    count: z.number().int(),
    isFrame: z.boolean(),
    outLink: z.string().nullable(),
    hidden: z.boolean(),
    children: z.array(menuItemSchema),
  }),
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
