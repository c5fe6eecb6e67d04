import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { ROUTE_CODES, type AnyDocument } from '@oms/contracts';
import { portalTextsReady } from '@/shared/i18n';

/** A page's module, imported when its route is first opened (so it ships as a chunk of its own). */
type PageModule = () => Promise<{ default: ComponentType }>;

/** The portal's texts and dayjs in the user's language: what every page but the public ones needs. */
const portalReady = () => Promise.all([portalTextsReady(), import('./dayjs-locale')]);

/**
 * A route's `lazy`: the page module's default export as the route's component, once the portal's
 * texts (and dayjs's locale) are in too (fetched alongside). `publicTexts`: a page that needs only
 * the sign-in page's texts and shows no date (sign-in, registration, the error pages), so that
 * /login loads neither the portal's texts nor dayjs.
 */
export const lazyPage =
  (load: PageModule, { publicTexts = false } = {}) =>
  async () => {
    const [page] = await Promise.all([load(), publicTexts ? undefined : portalReady()]);
    return { Component: page.default };
  };

/**
 * A page inside the layout at `path` (absolute, as ROUTE_CODES and the menus name it): open to the
 * holders of its code, loaded when first opened. `handle` adds to the route's (e.g. `affix`).
 */
export const pageRoute = (path: string, load: PageModule, handle: object = {}): RouteObject => ({
  path: path.slice(1),
  handle: { code: ROUTE_CODES[path], ...handle },
  lazy: lazyPage(load),
});

/**
 * A document's routes, from its descriptor (contracts `defineDocument`): the list, the detail and any
 * further page, each with its page module. A module without a route in the descriptor, or a route
 * without a module, is a mistake caught when the routes are built.
 */
export const documentRoutes = (
  document: Pick<AnyDocument, 'page'>,
  pages: { list: PageModule; detail?: PageModule; more?: readonly PageModule[] },
): RouteObject[] => {
  const { group, list, detail, more = [] } = document.page;
  if (Boolean(detail) !== Boolean(pages.detail) || more.length !== (pages.more?.length ?? 0))
    throw new Error(`The routes of ${document.page.code} do not match its descriptor`);
  const at = (path: string) => `${group}/${path}`;
  return [
    pageRoute(at(list.path), pages.list),
    ...(detail && pages.detail ? [pageRoute(at(detail.path), pages.detail)] : []),
    ...more.map((route, i) => pageRoute(at(route.path), pages.more![i]!)),
  ];
};
