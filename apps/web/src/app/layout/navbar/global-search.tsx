import { lazy, Suspense, useEffect, useState } from 'react';
import { Tooltip } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

// The dialog (its list, query and keyboard) loads on first use: the navbar is on every page.
const SearchDialog = lazy(() => import('./search-dialog'));

/**
 * The top bar's search: a document number, SKU or tracking number → the company's matching
 * documents by type, each opening its detail. Opens on a click or Ctrl/⌘+K.
 */
export const GlobalSearch = ({ compact }: { compact: boolean }) => {
  const { t } = useTranslation('layout');
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        setOpened(true);
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const show = () => {
    setOpened(true);
    setOpen(true);
  };

  return (
    <>
      <Tooltip title={compact ? t('search.title') : undefined}>
        <button
          type="button"
          className="oms-navbar-action oms-navbar-search"
          data-testid="global-search"
          aria-label={t('search.title')}
          aria-keyshortcuts="Control+K Meta+K"
          onClick={show}
        >
          <SearchOutlined />
          {!compact && <span className="oms-navbar-search-hint">{t('search.placeholder')}</span>}
        </button>
      </Tooltip>
      {opened && (
        <Suspense fallback={null}>
          <SearchDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
};
