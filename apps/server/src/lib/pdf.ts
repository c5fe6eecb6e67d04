import type PDFKitDocument from 'pdfkit';
import { PDF_FONT, pdfFontFiles } from './pdf-fonts';

export { PDF_FONT, type PdfFont } from './pdf-fonts';

// PDF pieces (ARCHITECTURE.md lib/pdf): documents with pdfkit, barcodes drawn by bwip-js.

// pdfkit (about 0.5 s and 25 MB) and bwip-js are loaded on the first document, not at start: only
// printing needs them. A failed load is not remembered.
let pdfkit: Promise<typeof PDFKitDocument> | undefined;
const loadPdfkit = () => {
  if (!pdfkit) {
    pdfkit = import('pdfkit').then(
      (m) => (m as { default?: typeof PDFKitDocument }).default ?? (m as unknown as typeof PDFKitDocument),
    );
    pdfkit.catch(() => (pdfkit = undefined));
  }
  return pdfkit;
};

/** Millimetres → PDF points. */
export const mm = (v: number) => (v * 72) / 25.4;

/** A Code 128 barcode as a PNG (the labels' barcode; every scanner reads it). */
export const code128Png = async (text: string): Promise<Buffer> =>
  (await import('bwip-js/node')).toBuffer({
    bcid: 'code128',
    text,
    scale: 3,
    height: 10,
    includetext: false,
  });

/**
 * Renders a pdfkit document to one buffer. The document has the CJK fonts registered as
 * `PDF_FONT.body` (the default) and `PDF_FONT.bold`; draw with those, never a standard font such as
 * Helvetica, which has no Chinese glyphs.
 */
export const renderPdf = async (
  options: PDFKit.PDFDocumentOptions,
  draw: (doc: PDFKit.PDFDocument) => Promise<void> | void,
): Promise<Buffer> => {
  const [fonts, PDFDocument] = await Promise.all([pdfFontFiles(), loadPdfkit()]);
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
