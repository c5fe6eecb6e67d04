import { z } from 'zod';
import { pageResult } from './api';
import { createdRange, filterText, idSchema, listRequest, withOperations, type ListFilters } from './list';
import { ROOT_CODE, actionCode, type Action } from './page';
import { pageActions } from './page-actions';
import { ALL_PERMISSION_CODES, MENU_TREE } from './permissions';
import { optionalInput, requiredText } from './validation';

// Roles (/clientCenter/roleManage): named sets of permission codes the company's sub-accounts hold.
// Calls are POST /api/roles/<action>; reading needs OMS_CLIENTROLE:view, creating :create, changing
// :edit, deleting :delete, exporting :export. A holder's codes are read on every call, so a change
// takes effect on the holder's next call, and their menus follow.

export { ROLE_CODE, ROLE_CODES, ROLE_PAGE } from './roles-page';

/** The page key of the list's column configuration, and the export's kind. */
export const ROLE_PAGE_KEY = 'roles';

export const ROLE_NAME_MAX = 30;

/** The names of the actions, as the permission tree and the export show them. */
export const ACTION_NAMES: Record<Action, { zh: string; en: string }> = {
  view: { zh: '查看', en: 'View' },
  create: { zh: '新增', en: 'Create' },
  edit: { zh: '编辑', en: 'Edit' },
  delete: { zh: '删除', en: 'Delete' },
  submit: { zh: '提交', en: 'Submit' },
  cancel: { zh: '取消', en: 'Cancel' },
  import: { zh: '导入', en: 'Import' },
  export: { zh: '导出', en: 'Export' },
  print: { zh: '打印', en: 'Print' },
};

// ---- The permission tree (groups → pages → actions) ----

export type PermissionActionNode = { code: string; action: Action; zh: string; en: string };
export type PermissionPageNode = {
  code: string;
  zh: string;
  en: string;
  routePath: string;
  actions: PermissionActionNode[];
};
export type PermissionGroupNode = { key: string; zh: string; en: string; pages: PermissionPageNode[] };

/**
 * What a role can be given, from MENU_TREE: the menu groups, their built menu pages (detail pages
 * share their list's code and are left out) and each page's actions (`PAGE_ACTIONS`).
 */
export const permissionTree = (): PermissionGroupNode[] =>
  MENU_TREE.flatMap((g) => {
    const pages = g.pages
      .filter((p) => p.built && !p.hidden)
      .map<PermissionPageNode>((p) => ({
        code: p.code,
        zh: p.zh,
        en: p.en,
        routePath: `${g.path}/${p.path}`,
        actions: pageActions(p.code).map((action) => ({
          code: actionCode(p.code, action),
          action,
          ...ACTION_NAMES[action],
        })),
      }));
    return pages.length > 0 ? [{ key: g.path, zh: g.zh, en: g.en, pages }] : [];
  });

/** Every code the tree offers (page codes and their actions). */
export const treeCodes = (tree: PermissionGroupNode[] = permissionTree()): Set<string> =>
  new Set(tree.flatMap((g) => g.pages.flatMap((p) => [p.code, ...p.actions.map((a) => a.code)])));

const pageOf = (code: string) => code.split(':')[0]!;
const CODE_ORDER = new Map(ALL_PERMISSION_CODES.map((code, i) => [code, i]));

/**
 * The codes a role stores for a choice: without the root code (every account holds it), without
 * duplicates, in a fixed order; and an action brings its page with it (the page opens) and the page's
 * `view` when the page offers one (an action on a list one cannot read makes no sense). Unknown codes
 * are kept, for the schema to refuse. The server stores it; the editor applies it on every change.
 */
export const normalizeRoleCodes = (codes: Iterable<string>): string[] => {
  const out = new Set<string>();
  for (const code of codes) {
    if (code === ROOT_CODE) continue;
    out.add(code);
    if (!code.includes(':')) continue;
    const page = pageOf(code);
    out.add(page);
    if (pageActions(page).includes('view')) out.add(actionCode(page, 'view'));
  }
  return sortPermissionCodes(out);
};

/** Codes in the order of the menus (ALL_PERMISSION_CODES), unknown ones last. */
export const sortPermissionCodes = (codes: Iterable<string>): string[] => {
  const rank = (code: string) => CODE_ORDER.get(code) ?? Number.MAX_SAFE_INTEGER;
  return [...codes].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
};

/** The menu pages a set of codes opens, named (for the list, the export and the detail). */
export const pageNamesOf = (codes: Iterable<string>, language: 'zh' | 'en'): string[] => {
  const held = new Set(codes);
  return permissionTree().flatMap((g) => g.pages.filter((p) => held.has(p.code)).map((p) => p[language]));
};

// ---- Requests and records ----

export const ROLE_SORT_KEYS = ['name', 'createdAt', 'updatedAt'] as const;
export type RoleSortKey = (typeof ROLE_SORT_KEYS)[number];

/** The list request, also the schema of the page's URL (filters, paging and sort). */
export const rolePageRequest = listRequest(ROLE_SORT_KEYS).extend({
  name: filterText(ROLE_NAME_MAX),
  /** Roles holding this page code (e.g. OMS_CLIENTACCOUNT): who can open a page. */
  pageCode: optionalInput(
    z
      .string()
      .refine((c) => !c.includes(':') && ALL_PERMISSION_CODES.includes(c), { error: 'error.validation' }),
  ),
  ...createdRange,
});
export type RolePageRequest = z.infer<typeof rolePageRequest>;
export type RoleFilters = ListFilters<RolePageRequest>;

export const role = z.object({
  id: z.string(),
  name: z.string(),
  /** The permission codes (without the root code every account holds). */
  codes: z.array(z.string()),
  /** How many accounts of the company hold the role. */
  userCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Role = z.infer<typeof role>;

export const rolePage = pageResult(role);

export const roleDetail = withOperations(role);
export type RoleDetail = z.infer<typeof roleDetail>;

export const roleNameSchema = requiredText('roles.nameRequired', ROLE_NAME_MAX);

/** At least one permission; every code a real one (ALL_PERMISSION_CODES). */
export const roleCodesSchema = z
  .array(z.string().max(80), { error: 'roles.permissionsRequired' })
  .max(ALL_PERMISSION_CODES.length * 2, { error: 'validation.tooLong' })
  .transform(normalizeRoleCodes)
  .pipe(
    z
      .array(z.string())
      .min(1, { error: 'roles.permissionsRequired' })
      .refine((codes) => codes.every((code) => ALL_PERMISSION_CODES.includes(code)), {
        error: 'roles.unknownPermission',
      }),
  );

export const createRoleRequest = z.object({ name: roleNameSchema, codes: roleCodesSchema });
export type CreateRoleRequest = z.input<typeof createRoleRequest>;

export const updateRoleRequest = createRoleRequest.extend({ id: idSchema });
export type UpdateRoleRequest = z.input<typeof updateRoleRequest>;

export const deleteRolesRequest = z.object({
  ids: z.array(idSchema).min(1, { error: 'list.selectRows' }).max(100, { error: 'validation.tooLong' }),
});
export type DeleteRolesRequest = z.infer<typeof deleteRolesRequest>;
