import type { DbOrTx } from '../../db/client';
import type { CheckedRow, RowProblem, TemplateData } from '../imports/define-import';
import { productsRepository as repo } from './products.repository';

type Checked = CheckedRow<{ sku: string; brand?: string }>;

/**
 * An import's rules against the company's data, for every row at once: a SKU the company has, a SKU
 * on more than one row (each of them names the rows), a brand the company does not have. Answers the
 * brands by lower-case name too, for the rows' brand ids.
 */
export const productImportProblems = async (db: DbOrTx, companyId: number, rows: Checked[]) => {
  const problems: RowProblem[] = [];
  const skus = rows.flatMap((r) => (r.data.sku ? [r.data.sku] : []));
  const taken = await repo.existingSkus(db, companyId, [...new Set(skus)]);
  const brandIds = await repo.brandIdsByName(db, companyId);
  const rowsOfSku = new Map<string, number[]>();
  for (const { rowNumber, data } of rows) {
    if (data.sku) rowsOfSku.set(data.sku, [...(rowsOfSku.get(data.sku) ?? []), rowNumber]);
  }
  for (const { rowNumber, data } of rows) {
    const same = data.sku ? rowsOfSku.get(data.sku)! : [];
    if (data.sku && taken.has(data.sku)) {
      problems.push({ rowNumber, column: 'sku', message: 'imports.cell.taken', params: { value: data.sku } });
    }
    if (same.length > 1) {
      problems.push({
        rowNumber,
        column: 'sku',
        message: 'imports.cell.twiceInFile',
        params: { value: data.sku!, rows: same.join(', ') },
      });
    }
    if (data.brand && !brandIds.has(data.brand.toLowerCase())) {
      problems.push({ rowNumber, column: 'brand', message: 'imports.cell.notFound' });
    }
  }
  return { problems, brandIds };
};

/** Brands the template lists at most (a drop-down of thousands helps nobody). */
const TEMPLATE_BRANDS_MAX = 1000;
/** The template's sample SKU, and the ones tried after it when the company already has it. */
const SAMPLE_SKU = 'EARBUD-BLK-01';
const sampleSkus = Array.from({ length: 20 }, (_, i) => `EARBUD-BLK-${String(i + 1).padStart(2, '0')}`);

/**
 * The company's part of the template: its brands to pick from, and a sample row that imports for it
 * (a SKU it does not have yet, its first brand). Without a company: no brands, the first sample SKU.
 */
export const productTemplateData = async (
  db: DbOrTx,
  company: { companyId: number } | null,
): Promise<TemplateData> => {
  if (!company) return { choices: { brand: [] }, example: { sku: SAMPLE_SKU, brand: '' } };
  const names = await repo.brandNames(db, company.companyId, TEMPLATE_BRANDS_MAX);
  const taken = await repo.existingSkus(db, company.companyId, sampleSkus);
  const sku = sampleSkus.find((s) => !taken.has(s)) ?? SAMPLE_SKU;
  return {
    choices: { brand: names.map((value) => ({ value })) },
    example: { sku, brand: names[0] ?? '' },
  };
};
