// A page's permission codes (PRODUCT.md §5): its page code and the codes of the actions it offers.
// Each domain declares its own page with `definePage` (or `defineDocument` for a document), and
// `page-actions.ts` collects them for the role editor: a page's actions are written in its domain's file.
// This file imports nothing of the domains, so any of them may use it.

export const ACTIONS = [
  'view',
  'create',
  'edit',
  'delete',
  'submit',
  'cancel',
  'import',
  'export',
  'print',
] as const;
export type Action = (typeof ACTIONS)[number];

export const ROOT_CODE = 'OMS_SYSTEM';

export const actionCode = (pageCode: string, action: Action) => `${pageCode}:${action}`;

/** A page's code, the actions the role editor shows under it (none: one switch) and their codes. */
export type PageDefinition<C extends string = string, A extends Action = Action> = {
  readonly code: C;
  readonly actions: readonly A[];
  /** The page's action codes by action (`{ view: 'OMS_BASICSTORE:view', … }`). */
  readonly codes: { readonly [K in A]: string };
};

export const definePage = <const C extends string, const A extends Action = never>(
  code: C,
  actions: readonly A[],
): PageDefinition<C, A> => ({
  code,
  actions,
  codes: Object.fromEntries(actions.map((a) => [a, actionCode(code, a)])) as { readonly [K in A]: string },
});
