import { Badge, Empty, Flex, Tag, Typography, theme } from 'antd';
import type { Announcement } from '@oms/contracts';
import { formatDate } from '@/shared/lib/format';
import { previewText } from '../lib/rich-text';

type Props = {
  items: Announcement[];
  onOpen: (item: Announcement) => void;
  emptyText: string;
};

/** Title, label, date and a 22-character preview per item; a dot marks what is still unread. */
export const AnnouncementList = ({ items, onOpen, emptyText }: Props) => {
  const { token } = theme.useToken();
  if (items.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((item, index) => (
        <li
          key={item.id}
          data-testid="announcement-item"
          data-id={item.id}
          data-unread={item.alreadyRead ? 'false' : 'true'}
          role="button"
          tabIndex={0}
          onClick={() => onOpen(item)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' || e.key === ' ') {
              e.preventDefault();
              onOpen(item);
            }
          }}
          className="oms-announcement-item"
          style={{
            padding: `${token.paddingXS}px ${token.paddingXS}px`,
            borderTop: index === 0 ? undefined : `1px solid ${token.colorSplit}`,
            cursor: 'pointer',
            borderRadius: token.borderRadiusSM,
          }}
        >
          <Flex align="center" gap={8}>
            <Badge status={item.alreadyRead ? 'default' : 'error'} data-testid="announcement-unread-dot" />
            <Typography.Text strong={!item.alreadyRead} ellipsis style={{ flex: 1, minWidth: 0 }}>
              {item.title}
            </Typography.Text>
            {item.label && (
              <Tag color="processing" style={{ marginInlineEnd: 0 }}>
                {item.label}
              </Tag>
            )}
          </Flex>
          <Flex justify="space-between" gap={8} style={{ paddingInlineStart: 14, marginTop: 2 }}>
            <Typography.Text
              type="secondary"
              data-testid="announcement-preview"
              style={{ fontSize: token.fontSizeSM }}
            >
              {previewText(item.content)}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM, whiteSpace: 'nowrap' }}>
              {formatDate(item.announceDate, 'YYYY-MM-DD')}
            </Typography.Text>
          </Flex>
        </li>
      ))}
    </ul>
  );
};
