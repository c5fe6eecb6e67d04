// One factory per domain (ARCHITECTURE.md): every query key of the domain comes from it, and mutations
// invalidate through it, so no key is ever retyped as a string.

export const createQueryKeys = <const D extends string>(domain: D) => {
  const all = [domain] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: <P>(params: P) => [...all, 'list', params] as const,
    details: () => [...all, 'detail'] as const,
    detail: (id: string | null | undefined) => [...all, 'detail', id ?? null] as const,
    /** Any other query of the domain, e.g. `keys.extra('options')`. */
    extra: <P>(name: string, params?: P) => [...all, name, params ?? null] as const,
  };
};
export type QueryKeys = ReturnType<typeof createQueryKeys>;
