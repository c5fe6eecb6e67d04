import { useState } from 'react';
import { Alert, Flex, Pagination, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '@oms/contracts';
import { useAnnouncements, type AnnouncementKind } from '../api';
import { AnnouncementList } from './announcement-list';

type Props = {
  kind: AnnouncementKind;
  pageSize: number;
  onOpen: (item: Announcement) => void;
  /** False while the container is closed, so that nothing loads before it is looked at. */
  enabled?: boolean;
};

/** One page of announcements or version notes, with a pager. */
export const AnnouncementFeed = ({ kind, pageSize, onOpen, enabled = true }: Props) => {
  const { t } = useTranslation('homepage');
  const [current, setCurrent] = useState(1);
  const query = useAnnouncements(kind, { current, size: pageSize }, enabled);
  const emptyText = t(kind === 'announcement' ? 'announcement.empty' : 'announcement.versionEmpty');

  if (query.isError) return <Alert type="error" showIcon title={t('loadFailed')} />;
  return (
    <Spin spinning={query.isFetching && !query.data}>
      <div data-testid={`announcement-feed-${kind}`} style={{ minHeight: query.data ? undefined : 80 }}>
        {query.data && <AnnouncementList items={query.data.records} onOpen={onOpen} emptyText={emptyText} />}
        {query.data && query.data.total > pageSize && (
          <Flex justify="flex-end" style={{ marginTop: 8 }}>
            <Pagination
              simple
              size="small"
              current={current}
              pageSize={pageSize}
              total={query.data.total}
              onChange={setCurrent}
            />
          </Flex>
        )}
      </div>
    </Spin>
  );
};
