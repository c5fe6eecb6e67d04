import { MENU_TREE, type Language } from '@oms/contracts';
import { PATHS } from '@/shared/paths';

type Named = { zh: string; en: string };
type PageDef = Named & { path: string; code: string; hidden?: boolean };
export type PageInfo = { path: string; group: Named & { path: string; pages: PageDef[] }; page: PageDef };

const PAGES = new Map<string, PageInfo>(
  MENU_TREE.flatMap((g) =>
    g.pages.map((p) => [`${g.path}/${p.path}`, { path: `${g.path}/${p.path}`, group: g, page: p }]),
  ),
);

/** The group and page of a protected path (contracts' menu tree), or undefined elsewhere. */
export const pageInfo = (pathname: string): PageInfo | undefined =>
  PAGES.get(pathname.replace(/\/+$/, '') || '/');

/**
 * The menu entry to highlight: the page itself, or for a detail page (not in the menu) the list
 * page of its group that shares its permission code.
 */
export const activeMenuPath = (pathname: string): string => {
  const info = pageInfo(pathname);
  if (!info?.page.hidden) return info?.path ?? pathname;
  const list = info.group.pages.find((p) => !p.hidden && p.code === info.page.code);
  return list ? `${info.group.path}/${list.path}` : info.path;
};

export const nameIn = (named: Named, language: Language) => named[language];

/** The page a /redirect/<path> refresh returns to, or null when the path is no refresh. */
export const redirectTarget = (pathname: string): string | null =>
  pathname.startsWith(`${PATHS.redirect}/`) ? pathname.slice(PATHS.redirect.length) : null;
