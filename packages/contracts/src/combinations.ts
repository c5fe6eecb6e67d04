import { z } from 'zod';
import { pageResult } from './api';
import { COMBINATION_FIELDS } from './combinations-fields';
import { countField, dateTimeField, defineCatalogue, textField } from './field-catalogue';
import { LIMITS } from './limits';
import {
  createdRange,
  deleteWithReasonRequest,
  filterText,
  ID_PATTERN,
  idSchema,
  listRequest,
  withOperations,
  type ListFilters,
} from './list';
import { definePage } from './page';
import { PRODUCT_STATUSES } from './products';
import { optionalText, requiredText } from './validation';

// Combinations (/basic/combinationManage, /basic/combinationDetail): a named bundle of the company's
// passed products (component SKUs), each with a ratio (pieces of it in one combination). Ordering one
// combination reserves its components. Calls are POST /api/combinations/<action>; reading needs
// OMS_BASICCOMBINATION:view, creating :create, changing :edit, deleting :delete, exporting :export.

export const COMBINATION_CODE = 'OMS_BASICCOMBINATION';
export const COMBINATION_PAGE = definePage(COMBINATION_CODE, ['view', 'create', 'edit', 'delete', 'export']);
export const COMBINATION_CODES = COMBINATION_PAGE.codes;

/** The page key of the list's column configuration, and the export's kind. */
export const COMBINATION_PAGE_KEY = 'combinations';
export const COMBINATION_EXPORT_KIND = 'combinations';

export const COMBINATION_LIMITS = {
  /** A unique (indexed) name: short like a brand's, not the specification's 3000 of free text. */
  name: 100,
  remark: LIMITS.defaultMaxLength,
  componentsMin: 1,
  componentsMax: 50,
  ratioMin: 1,
  ratioMax: 9_999,
} as const;

export const COMBINATION_SORT_KEYS = ['name', 'totalPcs', 'createdAt', 'updatedAt'] as const;
export type CombinationSortKey = (typeof COMBINATION_SORT_KEYS)[number];

export const combinationPageRequest = listRequest(COMBINATION_SORT_KEYS).extend({
  name: filterText(COMBINATION_LIMITS.name),
  /** A component's SKU (contains). */
  sku: filterText(LIMITS.skuMaxLength),
  ...createdRange,
});
export type CombinationPageRequest = z.infer<typeof combinationPageRequest>;
export type CombinationFilters = ListFilters<CombinationPageRequest>;

/** A component as the list shows it: its SKU and ratio, in the combination's order. */
export const combinationComponentBrief = z.object({
  productId: z.string(),
  sku: z.string(),
  ratio: z.number().int(),
});
export type CombinationComponentBrief = z.infer<typeof combinationComponentBrief>;

export const combination = z.object({
  id: z.string(),
  name: z.string(),
  remark: z.string().nullable(),
  /** The sum of the ratios: pieces in one combination (`combinationTotalPcs`). */
  totalPcs: z.number().int(),
  components: z.array(combinationComponentBrief),
  createdBy: z.string().nullable(),
  updatedBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Combination = z.infer<typeof combination>;
export const combinationPage = pageResult(combination);

/** A component line as the list and the file write it: `SKU-1 × 2`. */
export const componentLineText = (line: CombinationComponentBrief) => `${line.sku} × ${line.ratio}`;

/**
 * How each field of a combination reads: the list's columns and the export. The components read as
 * their lines in the combination's order (`SKU-1 × 2, SKU-2 × 1`), as the list's tooltip lists them.
 */
export const COMBINATION_CATALOGUE = defineCatalogue<Combination>()(COMBINATION_FIELDS, {
  name: textField((r) => r.name, 30),
  components: textField((r) => r.components.map(componentLineText).join(', '), 50),
  componentCount: countField((r) => r.components.length, 10),
  totalPcs: countField((r) => r.totalPcs, 10),
  remark: textField((r) => r.remark, 30),
  createdBy: textField((r) => r.createdBy, 16),
  createdAt: dateTimeField((r) => r.createdAt),
  updatedAt: dateTimeField((r) => r.updatedAt),
});

/** A component on the detail page: the product as it is now. */
export const combinationComponent = combinationComponentBrief.extend({
  nameCn: z.string(),
  nameEn: z.string(),
  status: z.enum(PRODUCT_STATUSES),
  /** The product's main image (a file of the company), if it has one. */
  imageFileId: z.string().nullable(),
});
export type CombinationComponent = z.infer<typeof combinationComponent>;

export const combinationDetail = withOperations(
  combination.extend({ components: z.array(combinationComponent) }),
);
export type CombinationDetail = z.infer<typeof combinationDetail>;

export const combinationNameSchema = requiredText('combinations.nameRequired', COMBINATION_LIMITS.name);

export const ratioSchema = z.coerce
  .number({ error: 'combinations.ratioRequired' })
  .int({ error: 'combinations.ratioFormat' })
  .min(COMBINATION_LIMITS.ratioMin, { error: 'combinations.ratioFormat' })
  .max(COMBINATION_LIMITS.ratioMax, { error: 'combinations.ratioFormat' });

/** The picked product's id; an empty picker asks for one. */
export const componentProductSchema = z
  .string({ error: 'combinations.productRequired' })
  .regex(ID_PATTERN, { error: 'combinations.productRequired' });

export const componentInput = z.object({ productId: componentProductSchema, ratio: ratioSchema });
export type ComponentInput = z.infer<typeof componentInput>;

/** 1 to 50 lines, each product once: the repeated line is the one marked. */
export const componentsSchema = z
  .array(componentInput, { error: 'combinations.componentsRequired' })
  .min(COMBINATION_LIMITS.componentsMin, { error: 'combinations.componentsRequired' })
  .max(COMBINATION_LIMITS.componentsMax, { error: 'combinations.componentsTooMany' })
  .superRefine((lines, ctx) => {
    const seen = new Set<string>();
    lines.forEach((line, i) => {
      if (seen.has(line.productId))
        ctx.addIssue({ code: 'custom', path: [i, 'productId'], message: 'combinations.componentDuplicate' });
      seen.add(line.productId);
    });
  });

export const combinationFields = {
  name: combinationNameSchema,
  remark: optionalText(COMBINATION_LIMITS.remark),
  components: componentsSchema,
};

export const createCombinationRequest = z.object(combinationFields);
export type CreateCombinationRequest = z.infer<typeof createCombinationRequest>;
export const updateCombinationRequest = z.object({ id: idSchema, ...combinationFields });
export type UpdateCombinationRequest = z.infer<typeof updateCombinationRequest>;

/** Deleting needs a reason (specification §5), written to each combination's record. */
export const deleteCombinationsRequest = deleteWithReasonRequest;
export type DeleteCombinationsRequest = z.infer<typeof deleteCombinationsRequest>;

/** Pieces in one combination: the sum of the ratios (the server stores it, the form shows it live). */
export const combinationTotalPcs = (components: readonly { ratio?: number | string | null }[]): number =>
  components.reduce((sum, c) => {
    const ratio = Number(c.ratio);
    return Number.isInteger(ratio) && ratio > 0 ? sum + ratio : sum;
  }, 0);

/**
 * How many combinations the stock of one warehouse makes: the minimum over the components of
 * ⌊available / ratio⌋; 0 when a component has no stock there (or the combination has no components).
 * The inventory module calls it per warehouse with the available buckets of its tables.
 */
export const combinationAvailable = (
  components: readonly { productId: string; ratio: number }[],
  availableByProduct: ReadonlyMap<string, number> | Readonly<Record<string, number>>,
): number => {
  if (components.length === 0) return 0;
  const availableOf = (id: string) =>
    availableByProduct instanceof Map
      ? availableByProduct.get(id)
      : (availableByProduct as Readonly<Record<string, number>>)[id];
  let least = Number.POSITIVE_INFINITY;
  for (const c of components) {
    const available = availableOf(c.productId) ?? 0;
    if (!(c.ratio > 0) || !(available > 0)) return 0;
    least = Math.min(least, Math.floor(available / c.ratio));
  }
  return least;
};
