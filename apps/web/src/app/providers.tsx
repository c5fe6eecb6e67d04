import { useMemo, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider, type ThemeConfig } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import enUS from 'antd/locale/en_US';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@/shared/api/query-client';
import { useAppStore } from '@/shared/stores/app-store';
import { useReducedMotion } from '@/shared/lib/use-reduced-motion';
import { FeedbackBridge } from '@/shared/ui/feedback';
import { refreshPermissionsOnForbidden } from '@/features/auth';

// A role changed elsewhere shows in the menus at the user's next refused call.
refreshPermissionsOnForbidden(queryClient);

/**
 * antd's locale and component size follow the language and the size kept in a cookie. dayjs's
 * locale is set with the first page that shows dates (shared/lib/dayjs-locale.ts). When the system
 * asks for reduced motion, antd's dialogs, menus and messages appear without animating (as the
 * shell's own CSS does, layout.css). antd runs without making styles at run time (`zeroRuntime`):
 * its styles come as one static file (main.tsx), which took three quarters of the home page's
 * blocking time away (bench/reports/lighthouse.md).
 */
export const Providers = ({ children }: { children: ReactNode }) => {
  const language = useAppStore((s) => s.language);
  const size = useAppStore((s) => s.size);
  const reducedMotion = useReducedMotion();
  const theme = useMemo<ThemeConfig>(
    () => ({ zeroRuntime: true, ...(reducedMotion ? { token: { motion: false } } : {}) }),
    [reducedMotion],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={language === 'zh' ? zhCN : enUS} componentSize={size} theme={theme}>
        <AntApp>
          <FeedbackBridge />
          {children}
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
};
