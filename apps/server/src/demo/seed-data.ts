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
    role: '运营',
    groups: ['/basic', '/order'],
  },
  {
    accountName: 'demo.finance',
    userName: 'Mia Chen 陈财务',
    email: 'finance@galaxy-trading.example',
    role: '财务',
    groups: ['/finance'],
  },
];

/** A text of the operator's in both languages: each reader reads their own. */
type Both = { zh: string; en: string };

type SeedAnnouncement = {
  type: 1 | 2;
  title: Both;
  label: Both;
  content: Both;
  daysAgo: number;
  position?: 'TOP' | 'RIGHT';
  /** The demo main account has already acknowledged it (read type 1). */
  readByDemo?: boolean;
};

export const DEMO_ANNOUNCEMENTS: SeedAnnouncement[] = [
  {
    type: 1,
    title: {
      zh: '【重要】2026 圣诞及新年截单时间',
      en: '[Important] 2026 Christmas and New Year cut-off times',
    },
    label: { zh: '节假日', en: 'Holiday' },
    position: 'TOP',
    daysAgo: 2,
    content: {
      zh:
        '<p>为保证圣诞前送达，请在以下时间前提交出库单：</p>' +
        '<ul><li><strong>洛杉矶仓 / 新泽西仓</strong>：12 月 15 日 14:00（当地时间）</li>' +
        '<li><strong>英国仓</strong>：12 月 16 日 12:00</li><li><strong>德国仓</strong>：12 月 14 日 12:00</li></ul>' +
        '<p>所有仓库 <strong>12 月 25 日及 1 月 1 日</strong> 休息，截单后提交的订单自 12 月 27 日起发货。</p>',
      en:
        '<p>To deliver before Christmas, submit outbound orders before:</p>' +
        '<ul><li><strong>Los Angeles / New Jersey</strong>: Dec 15, 14:00 local time</li>' +
        '<li><strong>UK</strong>: Dec 16, 12:00</li><li><strong>Düsseldorf</strong>: Dec 14, 12:00</li></ul>' +
        '<p>All warehouses close on <strong>Dec 25 and Jan 1</strong>. Orders submitted after the cut-off ship from Dec 27.</p>',
    },
  },
  {
    type: 1,
    title: { zh: '德国杜塞尔多夫新仓正式启用', en: 'New Düsseldorf warehouse now live' },
    label: { zh: '新仓', en: 'New warehouse' },
    position: 'RIGHT',
    daysAgo: 5,
    content: {
      zh:
        '<h3>德国杜塞尔多夫仓开放入库</h3>' +
        '<p>新仓面积 18,000 ㎡，支持 DHL、DPD、GLS 尾程，覆盖德国次日达。</p>' +
        '<p>创建入库单前，请在 <em>客户中心 → 签约仓库</em> 签约新仓。' +
        '详情见 <a href="https://www.example.com/de-warehouse" target="_blank">德国仓指南</a>。</p>',
      en:
        '<h3>Düsseldorf is open for inbound</h3>' +
        '<p>18,000 m² with DHL, DPD and GLS last-mile, next-day delivery across Germany.</p>' +
        '<p>Sign the new warehouse under <em>Customer center → Warehouse signing</em> before creating inbound orders. ' +
        'Details: <a href="https://www.example.com/de-warehouse" target="_blank">Düsseldorf warehouse guide</a>.</p>',
    },
  },
  {
    type: 1,
    title: { zh: '2026 旺季附加费通知', en: '2026 peak season surcharge' },
    label: { zh: '费用', en: 'Fees' },
    daysAgo: 12,
    content: {
      zh:
        '<p>11 月 20 日至 1 月 10 日期间，快递尾程收取旺季附加费：</p>' +
        '<table><thead><tr><th>承运商</th><th>每票附加费</th></tr></thead>' +
        '<tbody><tr><td>UPS Ground</td><td>USD 0.65</td></tr><tr><td>FedEx Home Delivery</td><td>USD 0.75</td></tr>' +
        '<tr><td>USPS Ground Advantage</td><td>USD 0.30</td></tr></tbody></table>' +
        '<p>可在 <strong>快递费试算</strong> 中查看新的总价。</p>',
      en:
        '<p>From Nov 20 to Jan 10, express last-mile parcels carry a peak season surcharge:</p>' +
        '<table><thead><tr><th>Carrier</th><th>Surcharge per parcel</th></tr></thead>' +
        '<tbody><tr><td>UPS Ground</td><td>USD 0.65</td></tr><tr><td>FedEx Home Delivery</td><td>USD 0.75</td></tr>' +
        '<tr><td>USPS Ground Advantage</td><td>USD 0.30</td></tr></tbody></table>' +
        '<p>Use <strong>Express fee trial</strong> to see the new totals.</p>',
    },
  },
  {
    type: 1,
    title: { zh: '面单格式统一为 4x6 PDF', en: 'Labels must be 4x6 PDF' },
    label: { zh: '操作', en: 'Operations' },
    daysAgo: 20,
    content: {
      zh:
        '<p>自 12 月 1 日起，自供面单须为 <strong>4x6 英寸 PDF</strong>（每页一张，300 dpi）。</p>' +
        '<ol><li>不再接受 A4 拼版面单。</li><li>条码须清晰可扫。</li></ol>' +
        '<p>其他格式的订单将转为 <em>异常</em>。</p>',
      en:
        '<p>From Dec 1, labels you supply must be <strong>4x6 inch PDF</strong> (one per page, 300 dpi).</p>' +
        '<ol><li>A4 sheets with several labels are refused.</li><li>Barcodes must scan at first attempt.</li></ol>' +
        '<p>Orders with other formats go to <em>Has error</em>.</p>',
    },
  },
  {
    type: 1,
    title: { zh: '洛杉矶仓黑五作业安排', en: 'Los Angeles Black Friday operations' },
    label: { zh: '操作', en: 'Operations' },
    daysAgo: 1,
    content: {
      zh: '<p>11 月 27 日至 12 月 1 日洛杉矶仓 7×24 小时作业，当地时间 12:00 前的订单当日出库，加急订单优先。</p>',
      en:
        '<p>From Nov 27 to Dec 1 the Los Angeles warehouse works around the clock. ' +
        'Same-day shipping for orders received before <strong>12:00 PT</strong>; expedited orders first.</p>',
    },
  },
  {
    type: 1,
    title: { zh: '入库预约规则更新', en: 'Dock appointment rules' },
    label: { zh: '入库', en: 'Inbound' },
    daysAgo: 30,
    readByDemo: true,
    content: {
      zh:
        '<p>整柜到仓须提前 <strong>48 小时</strong> 预约卸柜时段，未预约车辆可能被拒收。</p>' +
        '<p>未预约的柜子可能等待 2 天，免费用柜时间自到港起计算。</p>',
      en:
        '<p>Full containers must book an unloading slot <strong>48 hours</strong> ahead; trucks without one may be turned away.</p>' +
        '<p>Containers without an appointment may wait up to 2 days. Free container time is counted from arrival.</p>',
    },
  },
  {
    type: 1,
    title: { zh: '美东仓系统维护通知', en: 'New Jersey system maintenance' },
    label: { zh: '系统', en: 'System' },
    daysAgo: 45,
    readByDemo: true,
    content: {
      zh: '<p>新泽西仓 WMS 将于周日 02:00–04:00（美东时间）升级，期间出库单照常接收，状态更新会延迟。</p>',
      en:
        '<p>The New Jersey warehouse system is upgraded on Sunday 02:00–04:00 ET. Outbound orders are ' +
        'still received; status updates arrive late.</p>',
    },
  },
];

export const DEMO_VERSIONS: SeedAnnouncement[] = [
  {
    v: '1.0.0',
    d: 90,
    zh: '<p>客户门户上线：产品、入库、库存、出库。</p>',
    en: '<p>Portal launch: products, inbound, stock, outbound.</p>',
  },
  {
    v: '1.1.0',
    d: 60,
    zh: '<ul><li>退货单与增值服务</li><li>批量导入出库单</li></ul>',
    en: '<ul><li>Returns and VAS</li><li>Bulk outbound import</li></ul>',
  },
  {
    v: '1.2.0',
    d: 35,
    zh: '<ul><li>入库预约与仓库日历</li><li>海柜追踪</li></ul>',
    en: '<ul><li>Dock appointments and calendar</li><li>Container tracking</li></ul>',
  },
  {
    v: '1.3.0',
    d: 14,
    zh: '<ul><li>快递费试算</li><li>月度账单导出</li></ul>',
    en: '<ul><li>Express fee trial</li><li>Monthly statements export</li></ul>',
  },
  {
    v: '1.4.0',
    d: 3,
    zh: '<ul><li>待办实时推送</li><li>德国仓上线</li><li>英文界面</li></ul>',
    en: '<ul><li>Live to-do notices</li><li>Düsseldorf warehouse</li><li><strong>English</strong> interface</li></ul>',
  },
].map(({ v, d, zh, en }, i) => ({
  type: 2,
  title: { zh: `v${v}`, en: `v${v}` },
  label: i === 4 ? { zh: '新版本', en: 'New' } : { zh: '更新', en: 'Update' },
  content: { zh, en },
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
];
