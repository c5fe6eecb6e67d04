import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { ROUTE_CODES } from '@oms/contracts';

/** A page's module, imported when its route is first opened (so it ships as a chunk of its own). */
type PageModule = () => Promise<{ default: ComponentType }>;

/** A route's `lazy`: the page module's default export as the route's component. */
export const lazyPage = (load: PageModule) => async () => ({ Component: (await load()).default });

/**
 * A page inside the layout at `path` (absolute, as ROUTE_CODES and the menus name it): open to the
 * holders of its code, loaded when first opened. `handle` adds to the route's (e.g. `affix`).
 */
export const pageRoute = (path: string, load: PageModule, handle: object = {}): RouteObject => ({
  path: path.slice(1),
  handle: { code: ROUTE_CODES[path], ...handle },
  lazy: lazyPage(load),
});
