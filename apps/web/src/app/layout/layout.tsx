import { Layout, theme } from 'antd';
import { useMenuOrderCount } from '@/features/homepage';
import { useAppStore } from '@/shared/stores/app-store';
import { useDocumentTitle } from './hooks/use-document-title';
import { useLiveTodos } from './hooks/use-live-todos';
import { useResponsiveSidebar } from './hooks/use-responsive-sidebar';
import { Navbar } from './navbar/navbar';
import { RightNotice } from './notices/right-notice';
import { TodoPopup } from './notices/todo-popup';
import { TopNotice } from './notices/top-notice';
import { SIDER_COLLAPSED_WIDTH, SIDER_WIDTH, Sidebar } from './sidebar/sidebar';
import { KeepAliveOutlet } from './tags-view/keep-alive';
import { TagsView } from './tags-view/tags-view';
import './layout.css';

const GAP = 16;
const POPUP_GAP = 24;

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
        <Layout.Content style={{ padding: GAP, background: token.colorBgLayout }} data-testid="app-main">
          <KeepAliveOutlet />
        </Layout.Content>
      </Layout>
      {mobile ? (
        // One column at the bottom on a narrow screen, so that the two popups never overlap.
        <div className="oms-popup-stack" style={{ zIndex: token.zIndexPopupBase - 1 }}>
          <RightNotice floating={null} />
          <TodoPopup floating={null} />
        </div>
      ) : (
        <>
          <TodoPopup floating={{ left: siderWidth + POPUP_GAP, bottom: POPUP_GAP }} />
          <RightNotice floating={{ right: POPUP_GAP, bottom: POPUP_GAP }} />
        </>
      )}
    </Layout>
  );
};

export default AppLayout;
