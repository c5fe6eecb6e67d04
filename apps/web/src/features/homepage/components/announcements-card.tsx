import { Card, Flex } from 'antd';
import { NotificationOutlined, RocketOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '@oms/contracts';
import type { AnnouncementKind } from '../api';
import { AnnouncementFeed } from './announcement-feed';

const HOME_PAGE_SIZE = 5;

type Props = { kind: AnnouncementKind; onOpen: (item: Announcement) => void };

/** The latest announcements or version notes; an item opens the shared detail dialog. */
export const AnnouncementsCard = ({ kind, onOpen }: Props) => {
  const { t } = useTranslation('homepage');
  const isAnnouncement = kind === 'announcement';
  return (
    <Card
      data-testid={isAnnouncement ? 'home-announcements' : 'home-versions'}
      variant="borderless"
      title={
        <Flex gap={8} align="center">
          {isAnnouncement ? <NotificationOutlined /> : <RocketOutlined />}
          {t(isAnnouncement ? 'announcement.title' : 'announcement.versionTitle')}
        </Flex>
      }
      styles={{ body: { paddingTop: 8 } }}
    >
      <AnnouncementFeed kind={kind} pageSize={HOME_PAGE_SIZE} onOpen={onOpen} />
    </Card>
  );
};
