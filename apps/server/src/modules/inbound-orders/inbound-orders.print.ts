import { PDF_FONT, code128Png, mm, renderPdf } from '../../lib/pdf';

// The inbound order's printouts (issue 11 §2 "Print"): a box label per carton (100 × 100 mm) and an
// A4 packing list. Plain data in, a PDF buffer out: the service reads the orders and stores the file.

export type PrintLine = {
  sku: string;
  nameCn: string;
  nameEn: string;
  piecesPerCarton: number;
  boxes: number;
  quantity: number;
  /** A piece's weight in grams (measured, else forecast). */
  pieceWeightG: number;
  /** A piece's volume in cm100³ (hundredths of a cm cubed; measured, else forecast), as integer text. */
  pieceVolumeCm100: string;
};

export type PrintOrder = {
  orderNo: string;
  warehouseCode: string;
  warehouseName: string;
  inboundType: string;
  headLeg: string;
  expectedArrival: string;
  /** The head-leg's own fields (a container, a truck and its driver, a parcel's tracking), labelled. */
  transport: [label: string, value: string][];
  remark: string | null;
  createdAt: string;
  /** In the order's line order. */
  lines: PrintLine[];
};

/** Label size: 100 × 100 mm, the common thermal carton label. */
const LABEL = mm(100);
const M = mm(5);
const INNER = LABEL - 2 * M;

/** The text of carton `i`'s barcode (what the warehouse scans): `<orderNo>-<i>`. */
export const cartonCode = (orderNo: string, i: number) => `${orderNo}-${i}`;

/** How many label pages the orders make: one per carton. */
export const labelPageCount = (orders: Pick<PrintOrder, 'lines'>[]) =>
  orders.reduce((n, o) => n + o.lines.reduce((m, l) => m + l.boxes, 0), 0);

/**
 * One line of text cut with an ellipsis at the label's width: `height` holds one line of the font
 * size in use (Noto Sans SC: about 1.45 × the size) and not two, so a longer text ends in "…".
 */
type Align = 'left' | 'center' | 'right';
const one = (height: number, align: Align = 'left') =>
  ({ width: INNER, align, height, ellipsis: true }) as const;
/** A height that holds one line of a font size (Noto Sans SC's line is about 1.45 × its size), not two. */
const lineOf = (size: number) => size * 1.7;

/**
 * One page per carton, cartons numbered 1…N over all lines of an order (N = its total boxes): the
 * order number and warehouse code, the Code 128 barcode of `<orderNo>-<i>`, the SKU, its Chinese and
 * English descriptions (the embedded Noto Sans SC draws both), pieces per carton and "carton i of N".
 */
export const boxLabelsPdf = (orders: PrintOrder[]) =>
  renderPdf({ size: [LABEL, LABEL], margin: 0 }, async (doc) => {
    for (const order of orders) {
      const total = order.lines.reduce((n, l) => n + l.boxes, 0);
      let i = 0;
      for (const line of order.lines) {
        for (let box = 0; box < line.boxes; box++) {
          i++;
          const code = cartonCode(order.orderNo, i);
          const barcode = await code128Png(code);
          doc.addPage({ size: [LABEL, LABEL], margin: 0 });
          const text = (value: string, y: number, size: number, bold = false, align: Align = 'left') =>
            doc
              .font(bold ? PDF_FONT.bold : PDF_FONT.body)
              .fontSize(size)
              .text(value, M, y, one(lineOf(size), align));
          const rule = (y: number) =>
            doc
              .moveTo(M, y)
              .lineTo(LABEL - M, y)
              .lineWidth(0.8)
              .stroke();
          doc
            .font(PDF_FONT.bold)
            .fontSize(13)
            .text(order.orderNo, M, mm(6), { ...one(lineOf(13)), width: INNER * 0.72 });
          text(order.warehouseCode, mm(5), 18, true, 'right');
          rule(mm(15));
          doc.image(barcode, M, mm(17.5), { fit: [INNER, mm(19)], align: 'center' });
          text(code, mm(37.5), 9, false, 'center');
          text(line.sku, mm(44), 16, true);
          text(line.nameCn, mm(53), 10);
          text(line.nameEn, mm(59), 10);
          text(`每箱数量 Pcs/carton: ${line.piecesPerCarton}`, mm(66), 10);
          rule(mm(74));
          text(`${i} / ${total}`, mm(76), 20, true, 'center');
          text(`第 ${i} 箱，共 ${total} 箱 · Carton ${i} of ${total}`, mm(88), 10, false, 'center');
        }
      }
    }
  });

// ---- the packing list (A4) ----

const A4 = { width: mm(210), height: mm(297) };
const PM = mm(12);
const TABLE_WIDTH = A4.width - 2 * PM;
/** The table's columns: header (zh / en), share of the width, alignment. */
const COLUMNS = [
  { zh: '行', en: 'Line', width: 0.04, align: 'right' },
  { zh: 'SKU / 条码', en: 'SKU / barcode', width: 0.2, align: 'left' },
  { zh: '中文描述', en: 'Description (CN)', width: 0.16, align: 'left' },
  { zh: '英文描述', en: 'Description (EN)', width: 0.17, align: 'left' },
  { zh: '箱数', en: 'Boxes', width: 0.07, align: 'right' },
  { zh: '单箱数量', en: 'Pcs/carton', width: 0.08, align: 'right' },
  { zh: '数量', en: 'Quantity', width: 0.09, align: 'right' },
  { zh: '单箱重 kg', en: 'Carton kg', width: 0.09, align: 'right' },
  { zh: '单箱体积 m³', en: 'Carton m³', width: 0.1, align: 'right' },
] as const;
/** The SKU column, where a line's barcode is drawn under its SKU. */
const SKU_COLUMN = 1;

/** Grams as kilograms with two decimals ("12.35"). */
const kg = (grams: bigint) => (Number(grams) / 1000).toFixed(2);
/** cm100³ as m³ with four decimals: (1/100 cm)³ = 1e-12 m³. */
const m3 = (cm100: bigint) => (Number(cm100 / 10_000n) / 1e8).toFixed(4);

/**
 * A line's cells on the packing list, and its share of the totals: a carton's weight and volume are
 * its pieces' (the product's measures, the warehouse's where it measured them), the line's are its
 * cartons'.
 */
export const packingRow = (line: PrintLine, k: number) => {
  const pieces = BigInt(line.piecesPerCarton);
  const cartonG = pieces * BigInt(line.pieceWeightG);
  const cartonCm100 = pieces * BigInt(line.pieceVolumeCm100);
  const boxes = BigInt(line.boxes);
  return {
    cells: [
      String(k + 1),
      line.sku,
      line.nameCn,
      line.nameEn,
      String(line.boxes),
      String(line.piecesPerCarton),
      String(line.quantity),
      kg(cartonG),
      m3(cartonCm100),
    ],
    weightG: cartonG * boxes,
    volumeCm100: cartonCm100 * boxes,
  };
};

/** The totals row of an order: lines, boxes, quantity, and the weight and volume of all cartons. */
export const packingTotals = (lines: PrintLine[]) => {
  const rows = lines.map(packingRow);
  const sum = (pick: (r: (typeof rows)[number]) => bigint) => rows.reduce((n, r) => n + pick(r), 0n);
  return [
    '',
    `合计 Total: ${lines.length} SKU`,
    '',
    '',
    String(lines.reduce((n, l) => n + l.boxes, 0)),
    '',
    String(lines.reduce((n, l) => n + l.quantity, 0)),
    `${kg(sum((r) => r.weightG))}`,
    `${m3(sum((r) => r.volumeCm100))}`,
  ];
};

const ROW = mm(7);
/** A line's row: its SKU with the SKU's Code 128 barcode under it. */
const LINE_ROW = mm(12);
const CELL_PAD = mm(1.2);

const columnX = () => {
  let x = PM;
  return COLUMNS.map((c) => {
    const at = x;
    x += c.width * TABLE_WIDTH;
    return { ...c, x: at, w: c.width * TABLE_WIDTH };
  });
};

type Doc = PDFKit.PDFDocument;

const cells = (doc: Doc, y: number, values: string[], font: string, size: number) => {
  doc.font(font).fontSize(size);
  columnX().forEach((c, k) =>
    doc.text(values[k] ?? '', c.x + CELL_PAD, y + mm(1.6), {
      width: c.w - 2 * CELL_PAD,
      align: c.align,
      height: ROW - mm(1.6),
      ellipsis: true,
    }),
  );
};

const headerRow = (doc: Doc, y: number) => {
  doc.rect(PM, y, TABLE_WIDTH, ROW * 1.6).fillAndStroke('#eeeeee', '#999999');
  doc.fillColor('#000000');
  cells(
    doc,
    y - mm(0.6),
    COLUMNS.map((c) => c.zh),
    PDF_FONT.bold,
    8,
  );
  cells(
    doc,
    y + mm(3.6),
    COLUMNS.map((c) => c.en),
    PDF_FONT.body,
    7,
  );
  return y + ROW * 1.6;
};

const rowLine = (doc: Doc, y: number, height: number) => {
  doc
    .moveTo(PM, y + height)
    .lineTo(PM + TABLE_WIDTH, y + height)
    .lineWidth(0.4)
    .strokeColor('#bbbbbb')
    .stroke()
    .strokeColor('#000000');
};

/** The header fields: two columns of "label: value" pairs under the title. */
const headerFields = (doc: Doc, order: PrintOrder, y: number) => {
  const pairs: [string, string][] = [
    ['入库单号 Order no.', order.orderNo],
    ['仓库 Warehouse', `${order.warehouseCode} ${order.warehouseName}`],
    ['入库类型 Type', order.inboundType],
    ['头程服务 Head-leg', order.headLeg],
    ['预计到仓 Expected arrival', order.expectedArrival],
    ['创建时间 Created', order.createdAt],
    ...order.transport,
  ];
  const half = TABLE_WIDTH / 2;
  pairs.forEach(([label, value], k) => {
    const x = PM + (k % 2) * half;
    const at = y + Math.floor(k / 2) * mm(6);
    doc
      .font(PDF_FONT.body)
      .fontSize(8)
      .fillColor('#555555')
      .text(label, x, at, { width: mm(38), height: lineOf(8), ellipsis: true });
    doc
      .font(PDF_FONT.bold)
      .fontSize(9)
      .fillColor('#000000')
      .text(value, x + mm(38), at - mm(0.3), {
        width: half - mm(40),
        height: lineOf(9),
        ellipsis: true,
      });
  });
  return y + Math.ceil(pairs.length / 2) * mm(6);
};

/**
 * An A4 packing list per order: the header fields, a table of its lines (line, SKU with its barcode,
 * both descriptions, boxes, pieces per carton, quantity, a carton's weight and volume) continued over
 * pages with its header row, and the totals (with the weight and volume of all cartons); the remark
 * below.
 */
export const packingListPdf = (orders: PrintOrder[]) =>
  renderPdf({ size: [A4.width, A4.height], margin: 0 }, async (doc) => {
    const sku = columnX()[SKU_COLUMN]!;
    for (const order of orders) {
      doc.addPage({ size: [A4.width, A4.height], margin: 0 });
      doc.font(PDF_FONT.bold).fontSize(16).text('装箱单 Packing list', PM, PM, { width: TABLE_WIDTH });
      let y = headerFields(doc, order, PM + mm(11)) + mm(4);
      y = headerRow(doc, y);
      const bottom = A4.height - PM - ROW * 2;
      for (const [k, line] of order.lines.entries()) {
        if (y + LINE_ROW > bottom) {
          doc.addPage({ size: [A4.width, A4.height], margin: 0 });
          doc
            .font(PDF_FONT.body)
            .fontSize(8)
            .text(`${order.orderNo} (续 cont.)`, PM, PM, { width: TABLE_WIDTH });
          y = headerRow(doc, PM + mm(6));
        }
        cells(doc, y, packingRow(line, k).cells, PDF_FONT.body, 8);
        doc.image(await code128Png(line.sku), sku.x + CELL_PAD, y + mm(5.6), {
          fit: [sku.w - 2 * CELL_PAD, mm(5.6)],
        });
        rowLine(doc, y, LINE_ROW);
        y += LINE_ROW;
      }
      cells(doc, y, packingTotals(order.lines), PDF_FONT.bold, 8);
      y += ROW + mm(3);
      if (order.remark) {
        doc
          .font(PDF_FONT.body)
          .fontSize(8)
          .text(`备注 Remark: ${order.remark}`, PM, Math.min(y, A4.height - PM - mm(10)), {
            width: TABLE_WIDTH,
            height: mm(10),
            ellipsis: true,
          });
      }
    }
  });
