import { showSize, showWeight } from '@oms/contracts';
import { code128Png, mm, renderPdf } from '../../lib/pdf';
import type { ProductRow } from './products.table';

/** Label size: 60 × 40 mm, the common thermal SKU label. */
const WIDTH = mm(60);
const HEIGHT = mm(40);
const MARGIN = mm(3);

/** Latin-only text for the standard PDF font (Chinese would need an embedded CJK font). */
const latin = (s: string) => s.replace(/[^\x20-\x7e]/g, '').trim();

/**
 * One label page per copy: the SKU's Code 128 barcode, the SKU, the English description and the
 * forecast weight and size, for sticking on the goods before they go to the warehouse.
 */
export const productLabelsPdf = (rows: { product: ProductRow; copies: number }[]) =>
  renderPdf({ size: [WIDTH, HEIGHT], margin: 0 }, async (doc) => {
    for (const { product: p, copies } of rows) {
      const barcode = await code128Png(p.sku);
      const details = latin(
        `${showWeight(p.forecastWeightG, 'kg')} kg  ${[
          p.forecastLengthCm100,
          p.forecastWidthCm100,
          p.forecastHeightCm100,
        ]
          .map((v) => showSize(v, 'cm'))
          .join('x')} cm`,
      );
      for (let i = 0; i < copies; i++) {
        doc.addPage({ size: [WIDTH, HEIGHT], margin: 0 });
        doc.image(barcode, MARGIN, MARGIN, { fit: [WIDTH - 2 * MARGIN, mm(15)], align: 'center' });
        doc
          .font('Helvetica-Bold')
          .fontSize(11)
          .text(p.sku, MARGIN, mm(20), { width: WIDTH - 2 * MARGIN, align: 'center' });
        doc
          .font('Helvetica')
          .fontSize(7)
          .text(latin(p.nameEn), MARGIN, mm(26), {
            width: WIDTH - 2 * MARGIN,
            align: 'center',
            height: mm(7),
            ellipsis: true,
          })
          .text(details, MARGIN, mm(34), { width: WIDTH - 2 * MARGIN, align: 'center' });
      }
    }
  });
