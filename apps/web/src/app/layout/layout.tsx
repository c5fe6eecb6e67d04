import { useState } from 'react';
import { Layout, theme } from 'antd';
import { useMenuOrderCount } from '@/features/homepage';
import { useAppStore } from '@/shared/stores/app-store';
import { useDocumentTitle } from './hooks/use-document-title';
import { useLiveTodos } from './hooks/use-live-todos';
import { useResponsiveSidebar } from './hooks/use-responsive-sidebar';
import { Navbar } from './navbar/navbar';
import { PopupLayer } from './notices/popup-layer';
import { TopNotice } from './notices/top-notice';
import { SIDER_COLLAPSED_WIDTH, SIDER_WIDTH, Sidebar } from './sidebar/sidebar';
import { KeepAliveOutlet } from './tags-view/keep-alive';
import { TagsView } from './tags-view/tags-view';
import './layout.css';

const GAP = 16;

/**
 * The shell around every signed-in page: sidebar, top bar, tabs of visited views, the notices and
 * the live channel; the pages themselves are kept alive per tab.
 */
const AppLayout = () => {
  const { token } = theme.useToken();
  const opened = useAppStore((s) => s.sidebarOpened);
  const mobile = useAppStore((s) => s.mobile);
  useResponsiveSidebar();
  useDocumentTitle();
  useLiveTodos();
  useMenuOrderCount();
  // The page ends this far above the bottom popups, so its last rows and pagination can be scrolled
  // clear of them.
  const [popupRoom, setPopupRoom] = useState(0);

  const siderWidth = mobile ? 0 : opened ? SIDER_WIDTH : SIDER_COLLAPSED_WIDTH;

  return (
    <Layout style={{ minHeight: '100vh' }} data-testid="app-layout">
      <Sidebar />
      <Layout style={{ minWidth: 0 }}>
        <div style={{ position: 'sticky', top: 0, zIndex: 10 }}>
          <Navbar />
          <TagsView />
        </div>
        <TopNotice />
        <Layout.Content
          style={{ padding: GAP, paddingBottom: GAP + popupRoom, background: token.colorBgLayout }}
          data-testid="app-main"
        >
          <KeepAliveOutlet />
        </Layout.Content>
      </Layout>
      <PopupLayer left={siderWidth} onRoom={setPopupRoom} />
    </Layout>
  );
};

export default AppLayout;
