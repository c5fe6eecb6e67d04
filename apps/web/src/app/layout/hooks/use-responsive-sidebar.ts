import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { LIMITS } from '@oms/contracts';
import { useAppStore } from '@/shared/stores/app-store';

const isNarrow = () => window.innerWidth < LIMITS.mobileBreakpointPx;

/**
 * Under the mobile breakpoint the sidebar closes (and overlays when opened); above it, it follows its
 * cookie again. On mobile a navigation closes the open sidebar, as the reference layout does.
 */
export const useResponsiveSidebar = () => {
  const { pathname } = useLocation();

  useEffect(() => {
    const sync = () => {
      const app = useAppStore.getState();
      const mobile = isNarrow();
      if (app.mobile !== mobile) app.setMobile(mobile);
    };
    sync();
    window.addEventListener('resize', sync);
    return () => window.removeEventListener('resize', sync);
  }, []);

  useEffect(() => {
    const app = useAppStore.getState();
    if (app.mobile && app.sidebarOpened) app.toggleSidebar();
  }, [pathname]);
};
