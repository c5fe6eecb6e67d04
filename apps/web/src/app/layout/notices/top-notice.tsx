import { theme } from 'antd';
import { CloseOutlined, SoundOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { READ_RECORD_TYPE } from '@oms/contracts';
import { htmlToText, useTopNotice } from '@/features/homepage';
import { LOCAL } from '@/shared/lib/storage';
import { useClosableNotice } from './use-dismissed';

/** Seconds per character of scrolling text, so that long and short notices move at one speed. */
const SECONDS_PER_CHAR = 0.25;
const MIN_SECONDS = 12;

/** The thin scrolling bar above the content; closing it records read type 2 and remembers it. */
export const TopNotice = () => {
  const { t } = useTranslation('layout');
  const { token } = theme.useToken();
  const { data } = useTopNotice();
  const { shown: notice, close } = useClosableNotice(
    data,
    LOCAL.topNoticeDismissed,
    READ_RECORD_TYPE.topNotice,
  );
  if (!notice) return null;

  const content = htmlToText(notice.content, t('notice.partSeparator'));
  const text = [notice.title, content].filter(Boolean).join(t('notice.separator'));

  return (
    <div
      className="oms-marquee"
      data-testid="top-notice"
      data-id={notice.id}
      role="status"
      style={{
        background: token.colorWarningBg,
        borderBottom: `1px solid ${token.colorWarningBorder}`,
        color: token.colorWarningText,
      }}
    >
      <SoundOutlined aria-hidden />
      <div className="oms-marquee-track" title={text}>
        <span
          className="oms-marquee-text"
          style={{ animationDuration: `${Math.max(MIN_SECONDS, text.length * SECONDS_PER_CHAR)}s` }}
        >
          {text}
        </span>
      </div>
      <button
        type="button"
        className="oms-tag-close"
        data-testid="top-notice-close"
        aria-label={t('notice.close')}
        onClick={() => close(notice.id)}
        style={{ fontSize: 12, width: 24, height: 24 }}
      >
        <CloseOutlined />
      </button>
    </div>
  );
};
