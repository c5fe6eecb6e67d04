import { z } from 'zod';
import { pageRequest } from './api';
import { optionalInput, optionalText, requiredText } from './validation';

// The one list framework (ARCHITECTURE.md "One list page, not forty"): what every list page's request,
// URL and column configuration share. Server (lib/paginate) and web (shared/list-page) both read it.

export const LIST_LIMITS = {
  /** Largest page a list answers (also the `size` bound of `pageRequest`). */
  maxPageSize: 500,
  /** Up to this many matching rows the total is exact; above it the server estimates (see paginate.ts). */
  countCap: 10_000,
  /** Rows per batch when an export streams a list query. */
  exportBatch: 1_000,
  /** Ids one batch action (enable, disable, export of a selection…) may name. */
  maxBatchIds: 500,
  /** Items one column configuration may hold per list. */
  maxSettingItems: 100,
} as const;

/** Columns a user may fix to the left or right edge of one list (specification §5: "limited"). */
export const MAX_FIXED_COLUMNS = 3;

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export type Sort<K extends string = string> = { key: K; order: SortOrder };

const SORT_PATTERN = /^-?[A-Za-z][A-Za-z0-9_]{0,63}$/;

/** `createdAt` sorts ascending, `-createdAt` descending (the JSON:API convention: short in a URL). */
export const parseSort = (sort: string): Sort =>
  sort.startsWith('-') ? { key: sort.slice(1), order: 'desc' } : { key: sort, order: 'asc' };
export const formatSort = (sort: Sort): string => (sort.order === 'desc' ? `-${sort.key}` : sort.key);

/**
 * The `sort` parameter of a list: one whitelisted key, optionally prefixed with `-` for descending.
 * An unknown key answers 422 with `list.unknownSort`.
 */
export const sortParam = <K extends string>(keys: readonly K[]) =>
  z
    .string()
    .regex(SORT_PATTERN, { error: 'list.unknownSort' })
    .refine((v) => (keys as readonly string[]).includes(parseSort(v).key), { error: 'list.unknownSort' });

/** An opaque keyset cursor (the server's `nextCursor`), for deep pages and streaming. */
export const cursorParam = z
  .string()
  .max(512)
  .regex(/^[A-Za-z0-9_-]+$/);

/** A page request with a whitelisted sort: `{ current, size, sort?, cursor? }`; add the filters. */
export const listRequest = <K extends string>(sortKeys: readonly K[]) =>
  pageRequest.extend({ sort: sortParam(sortKeys).optional(), cursor: cursorParam.optional() });

// Filters arrive from forms and URLs, where an empty field is '' (or absent): both mean "no filter"
// (`optionalInput` of ./validation).

/**
 * What a filter of a list request means, by the constructor that made it: `filterText` is a contains
 * search, `filterEnum` a choice compared as is, `filterId` an id compared as a number. The server's
 * list queries read it (lib/paginate-filters: `listFilters`), so each repository names only its
 * exceptions. Kept beside the schemas, not in zod's metadata, which JSON schemas would publish.
 */
export type FilterKind = 'contains' | 'equals' | 'id';

const filterKinds = new WeakMap<z.ZodType, FilterKind>();

const filterOf = <T extends z.ZodType>(kind: FilterKind, schema: T): T => {
  filterKinds.set(schema, kind);
  return schema;
};

/** The filter kind of a list request's field (`request.shape[key]`), or undefined for another field. */
export const filterKindOf = (schema: z.ZodType): FilterKind | undefined => filterKinds.get(schema);

/** A text filter (contains); blank means no filter. */
export const filterText = (max = 100) => filterOf('contains', optionalText(max));

/** One of a fixed set of values; blank means no filter. */
export const filterEnum = <const T extends readonly [string, ...string[]]>(values: T) =>
  filterOf('equals', optionalInput(z.enum(values)));

/** Ids travel as decimal strings (bigint keys never lose digits in JavaScript). */
export const ID_PATTERN = /^[1-9]\d{0,15}$/;
export const idSchema = z
  .string({ error: 'error.validation' })
  .regex(ID_PATTERN, { error: 'error.validation' });

/** An id filter; blank means no filter. */
export const filterId = filterOf('id', optionalInput(idSchema));

/**
 * A time bound of a range filter (ISO 8601 with offset): the web sends the start and end of the days
 * the user picked in their own time zone, so "today" means the user's today. Blank means no bound.
 */
export const filterDateTime = optionalInput(z.iso.datetime({ offset: true, error: 'error.validation' }));

/** The "created between" filter most lists offer: spread it into the list request's filters. */
export const createdRange = { createdFrom: filterDateTime, createdTo: filterDateTime };

/** A list request's filters alone (what an export of "all matching" sends). */
export type ListFilters<Request> = Omit<Request, 'current' | 'size' | 'sort' | 'cursor'>;

export const idRequest = z.object({ id: idSchema });
export type IdRequest = z.infer<typeof idRequest>;

/** A batch action on the selected rows. */
export const idsRequest = z.object({
  ids: z
    .array(idSchema)
    .min(1, { error: 'list.selectRows' })
    .max(LIST_LIMITS.maxBatchIds, { error: 'validation.tooLong' }),
});
export type IdsRequest = z.infer<typeof idsRequest>;

/** What a batch action did: how many rows changed. */
export const batchResult = z.object({ affected: z.number().int() });
export type BatchResult = z.infer<typeof batchResult>;

/** One entry of a document's timeline (PRODUCT.md §3 "operation record"). */
export const operationRecord = z.object({
  id: z.string(),
  actor: z.string(),
  action: z.string(),
  fromState: z.string().nullable(),
  toState: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type OperationRecordView = z.infer<typeof operationRecord>;

/** A record's detail: the record as its list shows it, with its timeline. */
export const withOperations = <Shape extends z.core.$ZodShape, Config extends z.core.$ZodObjectConfig>(
  record: z.ZodObject<Shape, Config>,
) => record.extend({ operations: z.array(operationRecord) });

// ---- Column configuration (specification §2 dialog, §5 rules) ----

export const FIXED_SIDES = ['left', 'right'] as const;
export type FixedSide = (typeof FIXED_SIDES)[number];

export const pageKeySchema = z.string().regex(/^[a-z][a-z0-9-]{0,63}$/, { error: 'error.validation' });
const itemKey = z.string().regex(/^[A-Za-z][A-Za-z0-9_.-]{0,63}$/, { error: 'error.validation' });

export const searchItemSetting = z.object({
  key: itemKey,
  visible: z.boolean(),
  order: z.number().int().min(0).max(999),
});
export type SearchItemSetting = z.infer<typeof searchItemSetting>;

export const columnSetting = searchItemSetting.extend({ fixed: z.enum(FIXED_SIDES).nullable() });
export type ColumnSetting = z.infer<typeof columnSetting>;

const duplicateOf = (items: readonly { key: string }[]) =>
  items.find((item, i) => items.findIndex((other) => other.key === item.key) !== i)?.key;

const settingsShape = {
  searchItems: z.array(searchItemSetting).max(LIST_LIMITS.maxSettingItems),
  columns: z.array(columnSetting).min(1, { error: 'list.noVisibleColumn' }).max(LIST_LIMITS.maxSettingItems),
};
type SettingsShape = { searchItems: SearchItemSetting[]; columns: ColumnSetting[] };

const checkSettings = (v: SettingsShape, ctx: z.RefinementCtx) => {
  if (v.searchItems.length > 0 && !v.searchItems.some((s) => s.visible))
    ctx.addIssue({ code: 'custom', path: ['searchItems'], message: 'list.noVisibleSearchItem' });
  if (v.columns.length > 0 && !v.columns.some((c) => c.visible))
    ctx.addIssue({ code: 'custom', path: ['columns'], message: 'list.noVisibleColumn' });
  const fixed = v.columns.filter((c) => c.fixed !== null).length;
  if (fixed > MAX_FIXED_COLUMNS)
    // A "too big" issue carries its bound, so the server and the forms both fill {{max}}.
    ctx.addIssue({
      code: 'too_big',
      origin: 'array',
      maximum: MAX_FIXED_COLUMNS,
      inclusive: true,
      input: fixed,
      path: ['columns'],
      message: 'list.tooManyFixed',
    });
  if (duplicateOf(v.searchItems) ?? duplicateOf(v.columns))
    ctx.addIssue({ code: 'custom', path: ['columns'], message: 'list.duplicateItem' });
};

/**
 * One user's configuration of one list: which search items and columns show, in which order, and
 * which columns are fixed. At least one search item (when the list has any) and one column stay
 * visible; at most MAX_FIXED_COLUMNS columns are fixed. The server and the dialog check the same.
 */
export const columnSettingsBody = z.object(settingsShape).superRefine(checkSettings);
export type ColumnSettingsBody = z.infer<typeof columnSettingsBody>;

export const columnSettings = z
  .object({ pageKey: pageKeySchema, ...settingsShape })
  .superRefine(checkSettings);
export type ColumnSettings = z.infer<typeof columnSettings>;

export const columnSettingsKey = z.object({ pageKey: pageKeySchema });
export type ColumnSettingsKey = z.infer<typeof columnSettingsKey>;

/** The saved configuration, or null when the user keeps the page's defaults. */
export const columnSettingsResponse = columnSettings.nullable();

/** Deleting needs a reason (specification §5): one rule for every list's delete; it goes to the record. */
export const DELETE_REASON_MAX = 500;
export const deleteReasonSchema = requiredText('list.deleteReasonRequired', DELETE_REASON_MAX);

/** A delete of the selected rows with its reason: `{ ids, reason }`. */
export const deleteWithReasonRequest = idsRequest.extend({ reason: deleteReasonSchema });
export type DeleteWithReasonRequest = z.infer<typeof deleteWithReasonRequest>;
