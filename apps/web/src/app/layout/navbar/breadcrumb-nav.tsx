import { Breadcrumb } from 'antd';
import { useLocation } from 'react-router';
import { useAppStore } from '@/shared/stores/app-store';
import { nameIn, pageInfo } from '../lib/page-titles';

/** Group › page of the current path, in the current language. */
export const BreadcrumbNav = () => {
  const { pathname } = useLocation();
  const language = useAppStore((s) => s.language);
  const info = pageInfo(pathname);
  if (!info) return null;
  return (
    <Breadcrumb
      data-testid="breadcrumb"
      items={[{ title: nameIn(info.group, language) }, { title: nameIn(info.page, language) }]}
    />
  );
};
