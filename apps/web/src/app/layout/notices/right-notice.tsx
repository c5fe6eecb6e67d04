import { NotificationOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { READ_RECORD_TYPE } from '@oms/contracts';
import { sanitizeHtml, useBottomNotice } from '@/features/homepage';
import { LOCAL } from '@/shared/lib/storage';
import { PopupCard } from './popup-card';
import { useClosableNotice } from './use-dismissed';
import { usePopupState } from './use-popup-state';

/**
 * The popup notice at the bottom right: open once per browser session, then a pill, until a notice
 * it never showed arrives (usePopupState). Closing it records read type 3 and remembers it.
 */
export const RightNotice = () => {
  const { t } = useTranslation('layout');
  const { data } = useBottomNotice();
  const { shown: notice, close } = useClosableNotice(
    data,
    LOCAL.rightNoticeDismissed,
    READ_RECORD_TYPE.rightNotice,
  );
  const state = usePopupState('notice', notice ? [notice.id] : undefined);
  if (!notice) return null;

  return (
    <PopupCard
      state={state}
      width={340}
      icon={NotificationOutlined}
      title={<span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{notice.title}</span>}
      pill={t('notice.pill')}
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
