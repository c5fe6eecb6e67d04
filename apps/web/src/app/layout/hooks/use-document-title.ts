import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '@/shared/stores/app-store';
import { nameIn, pageInfo } from '../lib/page-titles';

/** "Page - 海外仓 OMS" in the browser tab, in the current language. */
export const useDocumentTitle = () => {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const language = useAppStore((s) => s.language);
  useEffect(() => {
    const info = pageInfo(pathname);
    const app = t('appName');
    document.title = info ? `${nameIn(info.page, language)} - ${app}` : app;
  }, [pathname, language, t]);
};
