import type { CSSProperties } from 'react';
import { Button, Card, Flex, theme } from 'antd';
import { CloseOutlined, NotificationOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { READ_RECORD_TYPE } from '@oms/contracts';
import { sanitizeHtml, useBottomNotice, useReadRecord } from '@/features/homepage';
import { LOCAL } from '@/shared/lib/storage';
import { useDismissed } from './use-dismissed';

/**
 * The popup notice at the bottom right (floating; null: in the flow of the mobile popup stack).
 * Closing it records read type 3 and remembers it.
 */
export const RightNotice = ({ floating }: { floating: CSSProperties | null }) => {
  const { t } = useTranslation('layout');
  const { token } = theme.useToken();
  const { data: notice } = useBottomNotice();
  const readRecord = useReadRecord();
  const { dismissed, dismiss } = useDismissed(LOCAL.rightNoticeDismissed);
  if (!notice || dismissed === notice.id) return null;

  const close = () => {
    dismiss(notice.id);
    readRecord.mutate({ announcementId: notice.id, announcementType: READ_RECORD_TYPE.rightNotice });
  };

  return (
    <Card
      size="small"
      role="dialog"
      aria-label={notice.title}
      data-testid="right-notice"
      data-id={notice.id}
      title={
        <Flex gap={8} align="center">
          <NotificationOutlined style={{ color: token.colorPrimary }} />
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{notice.title}</span>
        </Flex>
      }
      extra={
        <Button
          type="text"
          size="small"
          icon={<CloseOutlined />}
          aria-label={t('notice.close')}
          data-testid="right-notice-close"
          onClick={close}
        />
      }
      style={{
        ...(floating
          ? { position: 'fixed', width: 340, zIndex: token.zIndexPopupBase - 1, ...floating }
          : { width: '100%' }),
        boxShadow: token.boxShadowSecondary,
      }}
    >
      <div
        className="oms-rich-text"
        style={{ maxHeight: 240 }}
        dangerouslySetInnerHTML={{ __html: sanitizeHtml(notice.content) }}
      />
    </Card>
  );
};
