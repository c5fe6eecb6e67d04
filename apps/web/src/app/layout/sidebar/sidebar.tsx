import { useEffect, useMemo, useState } from 'react';
import { Drawer, Layout, Menu } from 'antd';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Language } from '@oms/contracts';
import { useAppStore } from '@/shared/stores/app-store';
import { useSession } from '@/shared/stores/session-store';
import { PATHS } from '@/shared/paths';
import { activeMenuPath, pageInfo } from '../lib/page-titles';
import { buildMenuItems, externalHref, flattenMenus, isExternal } from './menu-items';

/**
 * Wider in English, whose menu names are longer ("Basic information" beside its badge). The language
 * changes only with a reload (specification §1): SIDER_WIDTH, the width in this page's language, is
 * what the layout offsets its corner popups by.
 */
export const siderWidth = (language: Language) => (language === 'en' ? 232 : 210);
export const SIDER_WIDTH = siderWidth(useAppStore.getState().language);
export const SIDER_COLLAPSED_WIDTH = 64;
const SIDER_BG = '#001529';

const Logo = ({ collapsed }: { collapsed: boolean }) => {
  const { t } = useTranslation('common');
  return (
    <Link
      to={PATHS.home}
      className="oms-logo"
      data-testid="sidebar-logo"
      style={collapsed ? { padding: '0 18px' } : undefined}
    >
      <img src="/favicon.svg" alt="" />
      {!collapsed && <span>{t('appName')}</span>}
    </Link>
  );
};

const SidebarMenu = ({ collapsed }: { collapsed: boolean }) => {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const menus = useSession((s) => s.menus);
  const language = useAppStore((s) => s.language);
  const items = useMemo(() => buildMenuItems(menus ?? [], language), [menus, language]);
  const byKey = useMemo(() => flattenMenus(menus ?? []), [menus]);
  const group = pageInfo(pathname)?.group.path;
  const [openKeys, setOpenKeys] = useState<string[]>(group ? [group] : []);

  // Navigating into a group opens it, as the reference menu follows the route.
  useEffect(() => {
    if (group) setOpenKeys((keys) => (keys.includes(group) ? keys : [...keys, group]));
  }, [group]);

  return (
    <Menu
      theme="dark"
      mode="inline"
      inlineCollapsed={collapsed}
      items={items}
      selectedKeys={[activeMenuPath(pathname)]}
      {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
      onClick={({ key }) => {
        const item = byKey.get(key);
        if (item && isExternal(item)) window.open(externalHref(item), '_blank', 'noopener,noreferrer');
        else void navigate(key);
      }}
      style={{ borderInlineEnd: 0, background: 'transparent' }}
    />
  );
};

/**
 * The menu of the session: a collapsible sider on wide screens; under the mobile breakpoint it
 * overlays the page as a drawer while open (the reference layout's mobile mode).
 */
export const Sidebar = () => {
  const opened = useAppStore((s) => s.sidebarOpened);
  const mobile = useAppStore((s) => s.mobile);
  const toggleSidebar = useAppStore((s) => s.toggleSidebar);
  const width = siderWidth(useAppStore((s) => s.language));

  if (mobile) {
    return (
      <Drawer
        open={opened}
        placement="left"
        size={width}
        closable={false}
        onClose={toggleSidebar}
        styles={{ body: { padding: 0, background: SIDER_BG } }}
      >
        <nav data-testid="sidebar" data-collapsed="false" data-mobile="true">
          <Logo collapsed={false} />
          <SidebarMenu collapsed={false} />
        </nav>
      </Drawer>
    );
  }
  return (
    <Layout.Sider
      width={width}
      collapsedWidth={SIDER_COLLAPSED_WIDTH}
      collapsed={!opened}
      trigger={null}
      style={{ position: 'sticky', top: 0, height: '100vh', overflow: 'auto', background: SIDER_BG }}
    >
      <nav data-testid="sidebar" data-collapsed={opened ? 'false' : 'true'} data-mobile="false">
        <Logo collapsed={!opened} />
        <SidebarMenu collapsed={!opened} />
      </nav>
    </Layout.Sider>
  );
};
