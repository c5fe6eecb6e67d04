/** The permission code a route declares in `handle.code`, if any. */
export const routeCode = (handle: unknown): string | undefined =>
  typeof handle === 'object' && handle !== null && 'code' in handle && typeof handle.code === 'string'
    ? handle.code
    : undefined;
