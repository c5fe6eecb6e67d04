import { useState } from 'react';
import { App, Button, Flex, Modal, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { READ_RECORD_TYPE, type Announcement } from '@oms/contracts';
import { formatDate } from '@/shared/lib/format';
import { useReadRecord } from '../api';
import { sanitizeHtml } from '../lib/rich-text';
import './rich-text.css';

type DialogState = { item: Announcement | null; open: boolean };

/** Which announcement the detail dialog shows; the item stays while the dialog animates out. */
export const useAnnouncementDialog = () => {
  const [state, setState] = useState<DialogState>({ item: null, open: false });
  return {
    show: (item: Announcement) => setState({ item, open: true }),
    dialogProps: { ...state, onClose: () => setState((s) => ({ ...s, open: false })) },
  };
};

type Props = DialogState & { onClose: () => void };

/**
 * The detail of an announcement or version note, shared by the bell and the home page. Acknowledging
 * an unread one records read type 1; the lists and the unread badge then refetch.
 */
export const AnnouncementDialog = ({ item, open, onClose }: Props) => {
  const { t } = useTranslation('homepage');
  const { message } = App.useApp();
  const readRecord = useReadRecord();

  const acknowledge = async () => {
    if (!item || item.alreadyRead) {
      onClose();
      return;
    }
    try {
      await readRecord.mutateAsync({ announcementId: item.id, announcementType: READ_RECORD_TYPE.dialog });
      onClose();
    } catch (err) {
      void message.error(err instanceof Error && err.message ? err.message : t('loadFailed'));
    }
  };

  return (
    <Modal
      open={open}
      title={item?.title}
      onCancel={onClose}
      width={720}
      centered
      footer={
        <Button
          type="primary"
          loading={readRecord.isPending}
          onClick={() => void acknowledge()}
          data-testid="announcement-acknowledge"
        >
          {t('announcement.acknowledge')}
        </Button>
      }
    >
      {item && (
        <div data-testid="announcement-dialog" data-id={item.id}>
          <Flex gap={8} align="center" wrap style={{ marginBottom: 12 }}>
            {item.label && <Tag color="processing">{item.label}</Tag>}
            <Typography.Text type="secondary">{formatDate(item.announceDate)}</Typography.Text>
          </Flex>
          <div
            className="oms-rich-text"
            data-testid="announcement-content"
            dangerouslySetInnerHTML={{ __html: sanitizeHtml(item.content) }}
          />
        </div>
      )}
    </Modal>
  );
};
