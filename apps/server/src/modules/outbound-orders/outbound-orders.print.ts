import { PDF_FONT, code128Png, mm, renderPdf } from '../../lib/pdf';

// The outbound order's packing list (issue 24 §1 "print the selected orders' packing lists"): an A4
// page per order for the picker and the parcel: the order's barcode, where it goes, what it holds
// (combinations as the products they ship), in Chinese and English. Plain data in, a PDF out.

export type PackingLine = {
  sku: string;
  nameCn: string;
  nameEn: string;
  quantity: number;
  from: string | null;
};

export type PackingOrder = {
  orderNo: string;
  referenceNo: string | null;
  type: string;
  warehouse: string;
  service: string | null;
  /** The recipient's label lines (name, company, address, city, state, postal code, country, phone). */
  shipTo: string[];
  options: [label: string, value: string][];
  remark: string | null;
  createdAt: string;
  lines: PackingLine[];
};

type Doc = PDFKit.PDFDocument;
const A4 = { width: mm(210), height: mm(297) };
const PM = mm(14);
const WIDTH = A4.width - 2 * PM;
const ROW = mm(12);
const COLUMNS = [
  { zh: '#', en: '', width: 0.06, align: 'left' as const },
  { zh: 'SKU', en: 'SKU', width: 0.3, align: 'left' as const },
  { zh: '品名', en: 'Description', width: 0.46, align: 'left' as const },
  { zh: '数量', en: 'Qty', width: 0.1, align: 'right' as const },
  { zh: '已拣', en: 'Picked', width: 0.08, align: 'center' as const },
];
const columns = () => {
  let x = PM;
  return COLUMNS.map((c) => {
    const at = x;
    x += c.width * WIDTH;
    return { ...c, x: at, w: c.width * WIDTH };
  });
};

const label = (doc: Doc, text: string, x: number, y: number, w: number) =>
  doc
    .font(PDF_FONT.body)
    .fontSize(8)
    .fillColor('#555555')
    .text(text, x, y, { width: w, height: mm(4), ellipsis: true });
const value = (doc: Doc, text: string, x: number, y: number, w: number, size = 10) =>
  doc
    .font(PDF_FONT.bold)
    .fontSize(size)
    .fillColor('#000000')
    .text(text, x, y, { width: w, height: mm(5), ellipsis: true });

const headerRow = (doc: Doc, y: number) => {
  doc.rect(PM, y, WIDTH, mm(9)).fillAndStroke('#eeeeee', '#999999');
  for (const c of columns()) {
    value(doc, c.zh, c.x + mm(1), y + mm(1), c.w - mm(2), 8);
    label(doc, c.en, c.x + mm(1), y + mm(4.6), c.w - mm(2));
  }
  return y + mm(9);
};

/** One A4 page (and its continuations) per order. */
export const packingListPdf = (orders: PackingOrder[]) =>
  renderPdf({ size: [A4.width, A4.height], margin: 0 }, async (doc) => {
    for (const order of orders) {
      doc.addPage({ size: [A4.width, A4.height], margin: 0 });
      doc
        .font(PDF_FONT.bold)
        .fontSize(16)
        .fillColor('#000000')
        .text('出库装箱单 Packing list', PM, PM, { width: WIDTH / 2 });
      doc.image(await code128Png(order.orderNo), PM + WIDTH - mm(70), PM, { fit: [mm(70), mm(12)] });
      value(doc, order.orderNo, PM + WIDTH - mm(70), PM + mm(13), mm(70), 9);
      let y = PM + mm(22);
      // Left: the order; right: where it goes.
      const half = WIDTH / 2;
      const facts: [string, string][] = [
        ['客户订单号 Reference', order.referenceNo ?? '-'],
        ['出库类型 Type', order.type],
        ['发货仓库 Warehouse', order.warehouse],
        ['物流服务 Service', order.service ?? '-'],
        ['创建时间 Created', order.createdAt],
        ...order.options,
      ];
      facts.forEach(([l, v], k) => {
        label(doc, l, PM, y + k * mm(8), half - mm(4));
        value(doc, v, PM, y + k * mm(8) + mm(3.4), half - mm(4), 9);
      });
      label(doc, '收件人 Ship to', PM + half, y, half);
      order.shipTo.forEach((line, k) => value(doc, line, PM + half, y + mm(4) + k * mm(5), half, 10));
      y += Math.max(facts.length * mm(8), mm(4) + order.shipTo.length * mm(5)) + mm(4);
      y = headerRow(doc, y);
      const bottom = A4.height - PM - mm(20);
      for (const [k, line] of order.lines.entries()) {
        if (y + ROW > bottom) {
          doc.addPage({ size: [A4.width, A4.height], margin: 0 });
          label(doc, `${order.orderNo} (续 cont.)`, PM, PM, WIDTH);
          y = headerRow(doc, PM + mm(6));
        }
        const [n, sku, name, qty, picked] = columns();
        value(doc, String(k + 1), n!.x + mm(1), y + mm(1.5), n!.w - mm(2), 9);
        value(doc, line.sku, sku!.x + mm(1), y + mm(1), sku!.w - mm(2), 9);
        doc.image(await code128Png(line.sku), sku!.x + mm(1), y + mm(5.4), {
          fit: [sku!.w - mm(2), mm(5.6)],
        });
        value(doc, line.nameCn, name!.x + mm(1), y + mm(1), name!.w - mm(2), 9);
        label(
          doc,
          line.from ? `${line.nameEn} · ${line.from}` : line.nameEn,
          name!.x + mm(1),
          y + mm(6),
          name!.w - mm(2),
        );
        doc
          .font(PDF_FONT.bold)
          .fontSize(12)
          .text(String(line.quantity), qty!.x, y + mm(3), { width: qty!.w - mm(1), align: 'right' });
        doc
          .rect(picked!.x + picked!.w / 2 - mm(2.5), y + mm(3.2), mm(5), mm(5))
          .lineWidth(0.6)
          .stroke();
        doc
          .moveTo(PM, y + ROW)
          .lineTo(PM + WIDTH, y + ROW)
          .lineWidth(0.4)
          .strokeColor('#bbbbbb')
          .stroke()
          .strokeColor('#000000');
        y += ROW;
      }
      const total = order.lines.reduce((s, l) => s + l.quantity, 0);
      value(doc, `合计 Total: ${total}`, PM, y + mm(2), WIDTH, 10);
      if (order.remark) label(doc, `备注 Remark: ${order.remark}`, PM, y + mm(9), WIDTH);
    }
  });
