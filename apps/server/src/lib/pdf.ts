import PDFDocument from 'pdfkit';
import { toBuffer } from 'bwip-js/node';
import { PDF_FONT, pdfFontFiles } from './pdf-fonts';

export { PDF_FONT, type PdfFont } from './pdf-fonts';

// PDF pieces (ARCHITECTURE.md lib/pdf): documents with pdfkit, barcodes drawn by bwip-js.

/** Millimetres → PDF points. */
export const mm = (v: number) => (v * 72) / 25.4;

/** A Code 128 barcode as a PNG (the labels' barcode; every scanner reads it). */
export const code128Png = (text: string): Promise<Buffer> =>
  toBuffer({ bcid: 'code128', text, scale: 3, height: 10, includetext: false });

/**
 * Renders a pdfkit document to one buffer. The document has the CJK fonts registered as
 * `PDF_FONT.body` (the default) and `PDF_FONT.bold`; draw with those, never a standard font such as
 * Helvetica, which has no Chinese glyphs.
 */
export const renderPdf = async (
  options: PDFKit.PDFDocumentOptions,
  draw: (doc: PDFKit.PDFDocument) => Promise<void> | void,
): Promise<Buffer> => {
  const fonts = await pdfFontFiles();
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      ...options,
      autoFirstPage: false,
      info: { Producer: 'OMS', Creator: 'OMS' },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    // Only the fonts a page actually uses are embedded, each as a subset of its glyphs.
    doc.registerFont(PDF_FONT.body, fonts.body);
    doc.registerFont(PDF_FONT.bold, fonts.bold);
    doc.font(PDF_FONT.body);
    Promise.resolve()
      .then(() => draw(doc))
      .then(() => doc.end())
      .catch(reject);
  });
};
