// The demo deployment's data (PRODUCT.md §7): one operator, four warehouses, one customer company
// with three accounts, announcements, version notes, notices and open to-dos. Dates are relative
// to the first seeding, so a fresh demo always looks current.
import { TODO_TYPE, type TodoRelateType } from '@oms/contracts';

export const DEMO_TENANT = { code: 'DEMO', name: 'Pacific Bridge Fulfilment (太平洋桥海外仓)' };
export const DEMO_COMPANY_NAME = '深圳星河跨境贸易有限公司 (Shenzhen Galaxy Cross-border Trading)';
export const DEMO_PASSWORD = 'Demo@2026';

export const DEMO_WAREHOUSES = [
  {
    code: 'LAX',
    nameZh: '美西洛杉矶仓',
    nameEn: 'US-West Los Angeles',
    country: 'US',
    address: '2250 E Dominguez St, Carson, CA 90810, United States',
    timezone: 'America/Los_Angeles',
  },
  {
    code: 'NJ',
    nameZh: '美东新泽西仓',
    nameEn: 'US-East New Jersey',
    country: 'US',
    address: '300 Raritan Center Pkwy, Edison, NJ 08837, United States',
    timezone: 'America/New_York',
  },
  {
    code: 'UK',
    nameZh: '英国中部仓',
    nameEn: 'UK Midlands',
    country: 'GB',
    address: 'Unit 4, Magna Park, Lutterworth LE17 4XN, United Kingdom',
    timezone: 'Europe/London',
  },
  {
    code: 'DE',
    nameZh: '德国杜塞尔多夫仓',
    nameEn: 'DE Düsseldorf',
    country: 'DE',
    address: 'Hansaallee 249, 40549 Düsseldorf, Germany',
    timezone: 'Europe/Berlin',
  },
];

/** The main account `demo` and two sub-accounts; each role holds the codes of its menu groups. */
export const DEMO_MAIN = {
  accountName: 'demo',
  userName: 'Alice Zhang 张经理',
  email: 'demo@galaxy-trading.example',
};
export const DEMO_SUB_ACCOUNTS = [
  {
    accountName: 'demo.ops',
    userName: 'Leo Wang 王运营',
    email: 'ops@galaxy-trading.example',
    role: '运营 Operations',
    groups: ['/basic', '/order'],
  },
  {
    accountName: 'demo.finance',
    userName: 'Mia Chen 陈财务',
    email: 'finance@galaxy-trading.example',
    role: '财务 Finance',
    groups: ['/finance'],
  },
];

type SeedAnnouncement = {
  type: 1 | 2;
  title: string;
  label: string;
  content: string;
  daysAgo: number;
  position?: 'TOP' | 'RIGHT';
  /** The demo main account has already acknowledged it (read type 1). */
  readByDemo?: boolean;
};

export const DEMO_ANNOUNCEMENTS: SeedAnnouncement[] = [
  {
    type: 1,
    title: '【重要】2026 圣诞及新年截单时间 Holiday cut-off times',
    label: '节假日 Holiday',
    position: 'TOP',
    daysAgo: 2,
    content:
      '<p>为保证圣诞前送达，请在以下时间前提交出库单：</p>' +
      '<ul><li><strong>LAX / NJ</strong>：12 月 15 日 14:00（当地时间）</li>' +
      '<li><strong>UK</strong>：12 月 16 日 12:00</li><li><strong>DE</strong>：12 月 14 日 12:00</li></ul>' +
      '<p>All warehouses close on <strong>Dec 25 and Jan 1</strong>. Orders submitted after the cut-off ship from Dec 27.</p>',
  },
  {
    type: 1,
    title: '德国杜塞尔多夫新仓正式启用 New DE warehouse now live',
    label: '新仓 New warehouse',
    position: 'RIGHT',
    daysAgo: 5,
    content:
      '<h3>DE Düsseldorf is open for inbound</h3>' +
      '<p>新仓面积 18,000 ㎡，支持 DHL、DPD、GLS 尾程，覆盖德国次日达。</p>' +
      '<p>Sign the new warehouse under <em>客户中心 → 签约仓库</em> before creating inbound orders. ' +
      'Details: <a href="https://www.example.com/de-warehouse" target="_blank">DE warehouse guide</a>.</p>',
  },
  {
    type: 1,
    title: '2026 旺季附加费通知 Peak season surcharge',
    label: '费用 Fees',
    daysAgo: 12,
    content:
      '<p>11 月 20 日至 1 月 10 日期间，快递尾程收取旺季附加费：</p>' +
      '<table><thead><tr><th>Carrier</th><th>Surcharge per parcel</th></tr></thead>' +
      '<tbody><tr><td>UPS Ground</td><td>USD 0.65</td></tr><tr><td>FedEx Home Delivery</td><td>USD 0.75</td></tr>' +
      '<tr><td>USPS Ground Advantage</td><td>USD 0.30</td></tr></tbody></table>' +
      '<p>Use <strong>快递费试算 / Express fee trial</strong> to see the new totals.</p>',
  },
  {
    type: 1,
    title: '面单格式统一为 4x6 PDF Label format change',
    label: '操作 Operations',
    daysAgo: 20,
    content:
      '<p>自 12 月 1 日起，自供面单须为 <strong>4x6 英寸 PDF</strong>（每页一张，300 dpi）。</p>' +
      '<ol><li>不再接受 A4 拼版面单 / A4 sheets with several labels are refused.</li>' +
      '<li>条码须清晰可扫 / Barcodes must scan at first attempt.</li></ol>' +
      '<p>Orders with other formats go to <em>异常 / Has error</em>.</p>',
  },
  {
    type: 1,
    title: '洛杉矶仓黑五作业安排 LAX Black Friday operations',
    label: '操作 Operations',
    daysAgo: 1,
    content:
      '<p>11 月 27 日至 12 月 1 日 LAX 仓 7×24 小时作业，当日 12:00 前的订单当日出库。</p>' +
      '<p>Same-day shipping for orders received before <strong>12:00 PT</strong>; expedited orders first.</p>',
  },
  {
    type: 1,
    title: '入库预约规则更新 Dock appointment rules',
    label: '入库 Inbound',
    daysAgo: 30,
    readByDemo: true,
    content:
      '<p>整柜到仓须提前 <strong>48 小时</strong> 预约卸柜时段，未预约车辆可能被拒收。</p>' +
      '<p>Containers without an appointment may wait up to 2 days. Free container time is counted from arrival.</p>',
  },
  {
    type: 1,
    title: '美东仓系统维护通知 NJ system maintenance',
    label: '系统 System',
    daysAgo: 45,
    readByDemo: true,
    content: '<p>NJ 仓 WMS 将于周日 02:00–04:00 (ET) 升级，期间出库单照常接收，状态更新会延迟。</p>',
  },
];

export const DEMO_VERSIONS: SeedAnnouncement[] = [
  {
    v: '1.0.0',
    d: 90,
    n: '<p>客户门户上线：产品、入库、库存、出库。</p><p>Portal launch: products, inbound, stock, outbound.</p>',
  },
  {
    v: '1.1.0',
    d: 60,
    n: '<ul><li>退货单与增值服务 / Returns and VAS</li><li>批量导入出库单 / Bulk outbound import</li></ul>',
  },
  {
    v: '1.2.0',
    d: 35,
    n: '<ul><li>入库预约与仓库日历 / Dock appointments and calendar</li><li>海柜追踪 / Container tracking</li></ul>',
  },
  {
    v: '1.3.0',
    d: 14,
    n: '<ul><li>快递费试算 / Express fee trial</li><li>月度账单导出 / Monthly statements export</li></ul>',
  },
  {
    v: '1.4.0',
    d: 3,
    n: '<ul><li>待办实时推送 / Live to-do notices</li><li>德国仓上线 / DE warehouse</li><li><strong>English</strong> interface</li></ul>',
  },
].map(({ v, d, n }, i) => ({
  type: 2,
  title: `v${v}`,
  label: i === 4 ? '新版本 New' : '更新 Update',
  content: n,
  daysAgo: d,
  readByDemo: i < 2,
}));

type SeedTodo = {
  relateType: TodoRelateType;
  status: string;
  statusDescZh: string;
  statusDescEn: string;
  title: { zh: string; en: string };
  documentType?: string;
  documentNo?: string;
};

export const DEMO_TODOS: SeedTodo[] = [
  {
    relateType: TODO_TYPE.product,
    status: 'REJECTED',
    statusDescZh: '已驳回',
    statusDescEn: 'Rejected',
    title: {
      zh: 'SKU GX-LAMP-01 审核驳回：请补充电池信息',
      en: 'SKU GX-LAMP-01 rejected: add the battery information',
    },
    documentType: 'products',
    documentNo: 'GX-LAMP-01',
  },
  {
    relateType: TODO_TYPE.outbound,
    status: 'HAS_ERROR',
    statusDescZh: '异常',
    statusDescEn: 'Has error',
    title: {
      zh: '出库单 OB2611200017 收件地址无法验证',
      en: 'Outbound OB2611200017: the address could not be validated',
    },
    documentType: 'outbound-orders',
    documentNo: 'OB2611200017',
  },
  {
    relateType: TODO_TYPE.outbound,
    status: 'ON_HOLD',
    statusDescZh: '余额不足挂起',
    statusDescEn: 'On hold',
    title: {
      zh: '出库单 OB2611210005 因 USD 余额不足挂起',
      en: 'Outbound OB2611210005 on hold: insufficient USD balance',
    },
    documentType: 'outbound-orders',
    documentNo: 'OB2611210005',
  },
];
