import type { OutboundReview, ShipOutboundRequest } from '@oms/contracts';
import { PDF_FONT, code128Png, renderPdf } from '../../lib/pdf';

// The simulated carrier's label for a parcel: a 4 × 6 in page as a thermal printer takes it, with the
// carrier, the service, where it goes, what it weighs and the tracking number as a Code 128 barcode.
// It says that it is a simulation: no carrier will take it.

const W = 4 * 72;
const H = 6 * 72;
const M = 14;

/** The label of one parcel of the order, as a PDF. */
export const simulatedLabelPdf = (o: OutboundReview, parcel: ShipOutboundRequest['parcels'][number]) =>
  renderPdf({ size: [W, H], margin: 0 }, async (doc) => {
    doc.addPage({ size: [W, H], margin: 0 });
    const text = (t: string, y: number, size: number, bold = false) =>
      doc
        .font(bold ? PDF_FONT.bold : PDF_FONT.body)
        .fontSize(size)
        .fillColor('#000000')
        .text(t, M, y, { width: W - 2 * M, height: size * 1.4, ellipsis: true });
    text(parcel.carrier, M, 18, true);
    text(o.serviceName ?? o.estimate?.service?.name ?? '', M + 24, 10);
    doc
      .moveTo(M, 62)
      .lineTo(W - M, 62)
      .lineWidth(1.5)
      .stroke();
    text('SHIP TO 收件人', 70, 8);
    const r = o.recipient;
    const lines = r
      ? [
          r.name,
          r.company,
          r.address,
          `${r.city}${r.state ? `, ${r.state}` : ''} ${r.postalCode ?? ''}`,
          r.country,
        ]
      : [o.warehouse.code];
    lines.filter((l): l is string => Boolean(l)).forEach((l, k) => text(l, 84 + k * 16, 12, k === 0));
    text(`${o.orderNo} · ${parcel.weightKg} kg`, 176, 9);
    doc.image(await code128Png(parcel.trackingNo), M, 200, { fit: [W - 2 * M, 120], align: 'center' });
    text(parcel.trackingNo, 330, 14, true);
    text('SIMULATED LABEL · 模拟面单，承运商不收', H - M - 14, 8);
  });
