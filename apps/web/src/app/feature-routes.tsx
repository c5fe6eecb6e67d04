import type { RouteObject } from 'react-router';

/**
 * Every feature's routes, under the layout: the default export of each `features/<feature>/routes.tsx`,
 * collected by the file's name (a new feature adds its routes file, not a line here). A route's
 * `handle.code` is the permission it needs; the pages themselves load lazily.
 */
const modules = import.meta.glob<RouteObject[]>('../features/*/routes.tsx', {
  eager: true,
  import: 'default',
});

export const featureRoutes: RouteObject[] = Object.values(modules).flat();
