import type { CSSProperties } from 'react';
import { NotificationOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { READ_RECORD_TYPE } from '@oms/contracts';
import { sanitizeHtml, useBottomNotice } from '@/features/homepage';
import { LOCAL } from '@/shared/lib/storage';
import { PopupCard } from './popup-card';
import { useClosableNotice } from './use-dismissed';

/**
 * The popup notice at the bottom right (floating; null: in the flow of the mobile popup stack).
 * Closing it records read type 3 and remembers it.
 */
export const RightNotice = ({ floating }: { floating: CSSProperties | null }) => {
  const { t } = useTranslation('layout');
  const { data } = useBottomNotice();
  const { shown: notice, close } = useClosableNotice(
    data,
    LOCAL.rightNoticeDismissed,
    READ_RECORD_TYPE.rightNotice,
  );
  if (!notice) return null;

  return (
    <PopupCard
      floating={floating}
      width={340}
      icon={NotificationOutlined}
      title={<span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{notice.title}</span>}
      role="dialog"
      label={notice.title}
      testId="right-notice"
      dataId={notice.id}
      closeLabel={t('notice.close')}
      onClose={() => close(notice.id)}
    >
      <div
        className="oms-rich-text"
        style={{ maxHeight: 240 }}
        dangerouslySetInnerHTML={{ __html: sanitizeHtml(notice.content) }}
      />
    </PopupCard>
  );
};
