import PDFDocument from 'pdfkit';
import { toBuffer } from 'bwip-js/node';

// PDF pieces (ARCHITECTURE.md lib/pdf): documents with pdfkit, barcodes drawn by bwip-js.

/** Millimetres → PDF points. */
export const mm = (v: number) => (v * 72) / 25.4;

/** A Code 128 barcode as a PNG (the labels' barcode; every scanner reads it). */
export const code128Png = (text: string): Promise<Buffer> =>
  toBuffer({ bcid: 'code128', text, scale: 3, height: 10, includetext: false });

/** Renders a pdfkit document to one buffer. */
export const renderPdf = (
  options: PDFKit.PDFDocumentOptions,
  draw: (doc: PDFKit.PDFDocument) => Promise<void> | void,
): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      ...options,
      autoFirstPage: false,
      info: { Producer: 'OMS', Creator: 'OMS' },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    Promise.resolve(draw(doc))
      .then(() => doc.end())
      .catch(reject);
  });
