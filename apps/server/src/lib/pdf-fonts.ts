import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/**
 * The fonts every PDF the portal draws registers (issue 10: Chinese must render in statements and
 * labels). The standard PDF fonts cover Latin only; Noto Sans SC covers Chinese and Latin alike, and
 * pdfkit embeds just the glyphs a document uses (a label stays a few KB, not the 10 MB font).
 */
export const PDF_FONT = { body: 'body', bold: 'bold' } as const;
export type PdfFont = (typeof PDF_FONT)[keyof typeof PDF_FONT];

/** Package paths of the TrueType files (@expo-google-fonts ships static TTFs per weight). */
const FONT_FILES: Record<PdfFont, string> = {
  body: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
};

// Resolved from this module's own URL, so node_modules is found from src/lib under tsx and vitest
// and from dist/ in the esbuild bundle (which keeps packages external).
const requireFrom = createRequire(import.meta.url);

/** Where a font's file is on disk. */
export const pdfFontPath = (font: PdfFont) => requireFrom.resolve(FONT_FILES[font]);

let loaded: Promise<Record<PdfFont, Buffer>> | undefined;

/**
 * The font files, read once per process and kept (about 21 MB): every document parses them again,
 * which fontkit does lazily, but the disk is read only the first time.
 */
export const pdfFontFiles = (): Promise<Record<PdfFont, Buffer>> => {
  if (!loaded) {
    const reading = Promise.all([readFile(pdfFontPath('body')), readFile(pdfFontPath('bold'))]);
    loaded = reading.then(([body, bold]) => ({ body, bold }));
    // A failed read (a broken install) is not remembered: the next document tries again.
    loaded.catch(() => {
      loaded = undefined;
    });
  }
  return loaded;
};
