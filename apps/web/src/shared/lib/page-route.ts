import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { ROUTE_CODES } from '@oms/contracts';
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
