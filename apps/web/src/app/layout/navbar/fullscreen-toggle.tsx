import { useEffect, useState } from 'react';
import { App, Tooltip } from 'antd';
import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** Whole-page fullscreen through the Fullscreen API; a warning where the browser has none (spec §8). */
export const FullscreenToggle = () => {
  const { t } = useTranslation('layout');
  const { message } = App.useApp();
  const [full, setFull] = useState(() => Boolean(document.fullscreenElement));

  useEffect(() => {
    const sync = () => setFull(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);

  const toggle = () => {
    if (!document.fullscreenEnabled) {
      void message.warning(t('fullscreen.unsupported'));
      return;
    }
    const done = document.fullscreenElement
      ? document.exitFullscreen()
      : document.documentElement.requestFullscreen();
    done.catch(() => void message.warning(t('fullscreen.unsupported')));
  };

  return (
    <Tooltip title={t(full ? 'fullscreen.exit' : 'fullscreen.enter')}>
      <button
        type="button"
        className="oms-navbar-action"
        data-testid="fullscreen-toggle"
        aria-label={t(full ? 'fullscreen.exit' : 'fullscreen.enter')}
        onClick={toggle}
      >
        {full ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
      </button>
    </Tooltip>
  );
};
