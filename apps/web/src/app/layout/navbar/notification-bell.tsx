import { useState } from 'react';
import { Badge, Popover, Tabs } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LIMITS, type Announcement } from '@oms/contracts';
import {
  AnnouncementDialog,
  AnnouncementFeed,
  useAnnouncementDialog,
  useUnreadCount,
  type AnnouncementKind,
} from '@/features/homepage';

/**
 * The message bell: unread count on the badge; a popover with announcements and version updates,
 * four to a page; an item opens the detail dialog, whose acknowledge lowers the count.
 */
export const NotificationBell = () => {
  const { t } = useTranslation('layout');
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<AnnouncementKind>('announcement');
  const unread = useUnreadCount();
  const { show, dialogProps } = useAnnouncementDialog();

  const openItem = (item: Announcement) => {
    setOpen(false);
    show(item);
  };

  const feed = (kind: AnnouncementKind) => (
    <AnnouncementFeed
      kind={kind}
      pageSize={LIMITS.notificationPageSize}
      onOpen={openItem}
      enabled={open && tab === kind}
    />
  );

  return (
    <>
      <Popover
        trigger="click"
        placement="bottomRight"
        open={open}
        onOpenChange={setOpen}
        arrow={false}
        content={
          <div style={{ width: 340, maxWidth: 'calc(100vw - 32px)' }} data-testid="bell-panel">
            <Tabs
              size="small"
              activeKey={tab}
              onChange={(key) => setTab(key as AnnouncementKind)}
              items={[
                {
                  key: 'announcement',
                  label: <span data-testid="bell-tab-announcement">{t('bell.announcements')}</span>,
                  children: feed('announcement'),
                },
                {
                  key: 'version',
                  label: <span data-testid="bell-tab-version">{t('bell.versions')}</span>,
                  children: feed('version'),
                },
              ]}
            />
          </div>
        }
      >
        <button type="button" className="oms-navbar-action" data-testid="bell" aria-label={t('bell.label')}>
          <Badge
            count={unread.data ?? 0}
            overflowCount={LIMITS.badgeMax}
            size="small"
            data-testid="bell-badge"
          >
            <BellOutlined style={{ fontSize: 18 }} />
          </Badge>
        </button>
      </Popover>
      <AnnouncementDialog {...dialogProps} />
    </>
  );
};
