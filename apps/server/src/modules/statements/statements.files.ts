import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import {
  CURRENCY_SHORT,
  MIME_OF,
  STATEMENT_FIELDS,
  STATEMENT_STATUS_LABELS,
  STATEMENT_TIME_ZONE,
  statementLineLabel,
  type Language,
  type StatementDetail,
} from '@oms/contracts';
import { PDF_FONT, mm, renderPdf } from '../../lib/pdf';
import { writeXlsx, type XlsxCell } from '../../lib/xlsx';
import { exportDateTime } from '../exports/define-export';
import { sanitizeFileName } from '../files/file-names';

// One statement as a file: an xlsx in the caller's language, or a PDF with Chinese and English labels
// side by side (drawn in the embedded Noto Sans SC, so the company's Chinese name renders too).

export type StatementNames = { company: string; operator: string };
type Label = { zh: string; en: string };

/** "-1234567.5" → "-1,234,567.50" (specification §9: thousands separators, two decimals). */
export const groupThousands = (amount: string) => {
  const [whole = '0', frac = '00'] = amount.split('.');
  const sign = whole.startsWith('-') ? '-' : '';
  return `${sign}${whole.replace('-', '').replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${frac.padEnd(2, '0')}`;
};

/** The rows of a statement, top to bottom: opening, each line, closing. */
const rowsOf = (
  s: StatementDetail,
): { label: Label; count: number | null; amount: string; bold?: boolean }[] => [
  { label: STATEMENT_FIELDS.opening, count: null, amount: s.opening, bold: true },
  ...s.lines.map((l) => ({ label: statementLineLabel(l), count: l.count, amount: l.amount })),
  { label: STATEMENT_FIELDS.closing, count: null, amount: s.closing, bold: true },
];

const xlsxOf = async (s: StatementDetail, names: StatementNames, language: Language) => {
  const out = new PassThrough();
  const done = buffer(out);
  const f = STATEMENT_FIELDS;
  const meta: XlsxCell[][] = [
    [f.company[language], names.company, null],
    [f.operator[language], names.operator, null],
    [f.month[language], s.month, null],
    [f.currency[language], CURRENCY_SHORT[s.currency], null],
    [f.status[language], STATEMENT_STATUS_LABELS[s.status][language], null],
    [null, null, null],
  ];
  const lines: XlsxCell[][] = rowsOf(s).map((r) => [r.label[language], r.count, Number(r.amount)]);
  await writeXlsx(out, {
    sheetName: `${f.title[language]} ${s.month}`,
    columns: [
      { header: f.line[language], width: 32 },
      { header: f.entries[language], width: 24 },
      { header: `${f.amount[language]} (${CURRENCY_SHORT[s.currency]})`, width: 18 },
    ],
    rows: [meta, lines],
  });
  return done;
};

const both = (label: Label) => `${label.zh}  ${label.en}`;

const pdfOf = (s: StatementDetail, names: StatementNames) =>
  renderPdf({ size: 'A4', margin: mm(18) }, (doc) => {
    doc.addPage({ size: 'A4', margin: mm(18) });
    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;
    const f = STATEMENT_FIELDS;
    doc.font(PDF_FONT.bold).fontSize(18).text(both(f.title), left, mm(18), { width, align: 'center' });
    doc.moveDown(0.8);
    const meta: [Label, string][] = [
      [f.company, names.company],
      [f.operator, names.operator],
      [f.month, `${s.month} (${STATEMENT_TIME_ZONE})`],
      [f.currency, `${CURRENCY_SHORT[s.currency]}`],
      [f.status, both(STATEMENT_STATUS_LABELS[s.status])],
    ];
    doc.font(PDF_FONT.body).fontSize(10);
    for (const [label, value] of meta) doc.text(`${both(label)}:  ${value}`, left, undefined, { width });
    doc.moveDown(1);

    // The table: item, entries, amount; a rule under the header and above the closing.
    const columns = [
      { x: left, w: width * 0.6, align: 'left' as const },
      { x: left + width * 0.6, w: width * 0.15, align: 'right' as const },
      { x: left + width * 0.75, w: width * 0.25, align: 'right' as const },
    ];
    const row = (cells: string[], bold = false) => {
      const y = doc.y;
      doc.font(bold ? PDF_FONT.bold : PDF_FONT.body).fontSize(10);
      // A long name wraps inside its column; the row is as tall as its tallest cell.
      const height = Math.max(
        ...cells.map((text, i) => {
          const column = columns[i]!;
          doc.text(text, column.x, y, { width: column.w, align: column.align });
          return doc.heightOfString(text, { width: column.w });
        }),
      );
      doc.x = left;
      doc.y = y + Math.max(18, height + 6);
    };
    const rule = () => {
      doc
        .moveTo(left, doc.y - 3)
        .lineTo(left + width, doc.y - 3)
        .lineWidth(0.5)
        .stroke();
      doc.y += 2;
    };
    row([both(f.line), both(f.entries), `${both(f.amount)} (${CURRENCY_SHORT[s.currency]})`], true);
    rule();
    const rows = rowsOf(s);
    rows.forEach((r, i) => {
      if (i === rows.length - 1) rule();
      row([both(r.label), r.count === null ? '' : String(r.count), groupThousands(r.amount)], r.bold);
    });
    doc.moveDown(2);
    doc
      .font(PDF_FONT.body)
      .fontSize(8)
      .fillColor('#666666')
      .text(
        `${both(f.generatedAt)}:  ${exportDateTime(new Date(), STATEMENT_TIME_ZONE)} (${STATEMENT_TIME_ZONE})`,
        left,
        undefined,
        {
          width,
        },
      );
  });

/** The statement's file: its content, its name and its type. */
export const statementFileOf = async (
  format: 'xlsx' | 'pdf',
  s: StatementDetail,
  names: StatementNames,
  language: Language,
) => ({
  content: format === 'pdf' ? await pdfOf(s, names) : await xlsxOf(s, names, language),
  name: sanitizeFileName(
    `${STATEMENT_FIELDS.title[language]}-${s.month}-${CURRENCY_SHORT[s.currency]}.${format}`,
  ),
  mime: MIME_OF[format],
});
