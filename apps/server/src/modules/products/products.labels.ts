import { showSize, showWeight } from '@oms/contracts';
import { PDF_FONT, code128Png, mm, renderPdf } from '../../lib/pdf';
import type { ProductRow } from './products.table';

/** Label size: 60 × 40 mm, the common thermal SKU label. */
const WIDTH = mm(60);
const HEIGHT = mm(40);
const MARGIN = mm(3);

/**
 * One line of small text, cut with an ellipsis when it is longer than the label is wide (the height
 * holds one 7 pt line of Noto Sans SC, 3.6 mm, and not two).
 */
const LINE = { width: WIDTH - 2 * MARGIN, align: 'center', height: mm(4), ellipsis: true } as const;

/**
 * One label page per copy: the SKU's Code 128 barcode, the SKU, the Chinese and English names
 * (the embedded CJK font draws both) and the forecast weight and size, for sticking on the goods
 * before they go to the warehouse.
 */
export const productLabelsPdf = (rows: { product: ProductRow; copies: number }[]) =>
  renderPdf({ size: [WIDTH, HEIGHT], margin: 0 }, async (doc) => {
    for (const { product: p, copies } of rows) {
      const barcode = await code128Png(p.sku);
      const details = `${showWeight(p.forecastWeightG, 'kg')} kg  ${[
        p.forecastLengthCm100,
        p.forecastWidthCm100,
        p.forecastHeightCm100,
      ]
        .map((v) => showSize(v, 'cm'))
        .join('x')} cm`;
      for (let i = 0; i < copies; i++) {
        doc.addPage({ size: [WIDTH, HEIGHT], margin: 0 });
        doc.image(barcode, MARGIN, MARGIN, { fit: [WIDTH - 2 * MARGIN, mm(15)], align: 'center' });
        doc
          .font(PDF_FONT.bold)
          .fontSize(11)
          .text(p.sku, MARGIN, mm(19), { width: WIDTH - 2 * MARGIN, align: 'center' });
        doc
          .font(PDF_FONT.body)
          .fontSize(7)
          .text(p.nameCn, MARGIN, mm(25), LINE)
          .text(p.nameEn, MARGIN, mm(28.5), LINE)
          .text(details, MARGIN, mm(33.5), LINE);
      }
    }
  });
