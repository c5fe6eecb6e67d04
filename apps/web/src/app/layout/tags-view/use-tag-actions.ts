import { useLocation, useNavigate } from 'react-router';
import { PATHS } from '@/shared/paths';
import { useTagsStore, type TagView } from './tags-store';

export type TagAction = 'refresh' | 'close' | 'closeOthers' | 'closeAll';

/** The tabs bar's actions, as the reference layout does them (and where each one lands). */
export const useTagActions = () => {
  const location = useLocation();
  const navigate = useNavigate();
  const isActive = (view: TagView) => view.path === location.pathname;

  const toLastView = (remaining: TagView[]) => {
    const last = remaining.at(-1);
    void navigate(last ? last.fullPath : PATHS.home);
  };

  const run = (action: TagAction, view: TagView) => {
    const store = useTagsStore.getState();
    switch (action) {
      case 'refresh':
        store.refresh(view.path);
        void navigate(`${PATHS.redirect}${view.fullPath}`, { replace: true });
        return;
      case 'close': {
        if (view.affix) return;
        const remaining = store.close(view.path);
        if (isActive(view)) toLastView(remaining);
        return;
      }
      case 'closeOthers':
        store.closeOthers(view.path);
        if (!isActive(view)) void navigate(view.fullPath);
        return;
      case 'closeAll': {
        const remaining = store.closeAll();
        if (!remaining.some((v) => v.path === location.pathname)) toLastView(remaining);
        return;
      }
    }
  };

  return { run, isActive, open: (view: TagView) => void navigate(view.fullPath) };
};
