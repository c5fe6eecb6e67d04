import type { CSSProperties } from 'react';
import { Flex, Layout, theme } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '@/shared/stores/app-store';
import { BreadcrumbNav } from './breadcrumb-nav';
import { FullscreenToggle } from './fullscreen-toggle';
import { GlobalSearch } from './global-search';
import { LanguageSwitch } from './language-switch';
import { NotificationBell } from './notification-bell';
import { SizeSwitch } from './size-switch';
import { UserMenu } from './user-menu';

export const NAVBAR_HEIGHT = 50;

/**
 * Hamburger and breadcrumb on the left; search, bell, fullscreen, size, language and the user on the
 * right.
 */
export const Navbar = () => {
  const { t } = useTranslation('layout');
  const { token } = theme.useToken();
  const opened = useAppStore((s) => s.sidebarOpened);
  const mobile = useAppStore((s) => s.mobile);
  const toggleSidebar = useAppStore((s) => s.toggleSidebar);

  const style = {
    '--oms-hover': token.colorFillTertiary,
    height: NAVBAR_HEIGHT,
    lineHeight: `${NAVBAR_HEIGHT}px`,
    padding: 0,
    background: token.colorBgContainer,
    borderBottom: `1px solid ${token.colorBorderSecondary}`,
    color: token.colorText,
  } as CSSProperties;

  return (
    <Layout.Header style={style} data-testid="navbar">
      <Flex justify="space-between" align="stretch" style={{ height: '100%' }}>
        <Flex align="center" style={{ minWidth: 0 }}>
          <button
            type="button"
            className="oms-navbar-action"
            data-testid="hamburger"
            aria-label={t('navbar.toggleSidebar')}
            aria-expanded={opened}
            onClick={toggleSidebar}
          >
            {opened ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
          </button>
          <BreadcrumbNav />
        </Flex>
        <Flex align="stretch">
          <GlobalSearch compact={mobile} />
          <NotificationBell />
          {!mobile && <FullscreenToggle />}
          {!mobile && <SizeSwitch />}
          <LanguageSwitch />
          <UserMenu />
        </Flex>
      </Flex>
    </Layout.Header>
  );
};
