import { create } from 'zustand';
import { PATHS } from '@/shared/paths';

export type TagView = { path: string; fullPath: string; affix: boolean };

type TagsState = {
  /** Visited views in tab order; the affix home view is always first and never closes. */
  views: TagView[];
  /** Paths whose view is kept alive while another is shown; a view not listed unmounts when left. */
  cached: string[];
  visit: (path: string, fullPath: string) => void;
  /** Closes one view (not an affix one) and answers the views that remain. */
  close: (path: string) => TagView[];
  /** Keeps the affix views and `path`. */
  closeOthers: (path: string) => TagView[];
  /** Keeps the affix views. */
  closeAll: () => TagView[];
  /** Drops the cached element of `path`; the view mounts anew when it is shown next. */
  refresh: (path: string) => void;
  reset: () => void;
};

const affixViews = (): TagView[] => [{ path: PATHS.home, fullPath: PATHS.home, affix: true }];

const keepOnly = (cached: string[], views: TagView[]) =>
  cached.filter((path) => views.some((v) => v.path === path));

export const useTagsStore = create<TagsState>((set, get) => ({
  views: affixViews(),
  cached: [],
  visit: (path, fullPath) => {
    const { views, cached } = get();
    const known = views.find((v) => v.path === path);
    const nextViews = known
      ? known.fullPath === fullPath
        ? views
        : views.map((v) => (v.path === path ? { ...v, fullPath } : v))
      : [...views, { path, fullPath, affix: false }];
    const nextCached = cached.includes(path) ? cached : [...cached, path];
    if (nextViews !== views || nextCached !== cached) set({ views: nextViews, cached: nextCached });
  },
  close: (path) => {
    const views = get().views.filter((v) => v.affix || v.path !== path);
    set({ views, cached: keepOnly(get().cached, views) });
    return views;
  },
  closeOthers: (path) => {
    const views = get().views.filter((v) => v.affix || v.path === path);
    set({ views, cached: keepOnly(get().cached, views) });
    return views;
  },
  closeAll: () => {
    const views = get().views.filter((v) => v.affix);
    set({ views, cached: keepOnly(get().cached, views) });
    return views;
  },
  refresh: (path) => set({ cached: get().cached.filter((p) => p !== path) }),
  reset: () => set({ views: affixViews(), cached: [] }),
}));
