import { useEffect, useRef, type CSSProperties } from 'react';
import { Dropdown, theme, type MenuProps } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '@/shared/stores/app-store';
import { nameIn, pageInfo } from '../lib/page-titles';
import { useTagsStore, type TagView } from './tags-store';
import { useTagActions, type TagAction } from './use-tag-actions';

const ACTIONS: TagAction[] = ['refresh', 'close', 'closeOthers', 'closeAll'];

/** The tabs bar of visited views, with the right-click menu of the reference layout. */
export const TagsView = () => {
  const { t } = useTranslation('layout');
  const { token } = theme.useToken();
  const location = useLocation();
  const language = useAppStore((s) => s.language);
  const views = useTagsStore((s) => s.views);
  const visit = useTagsStore((s) => s.visit);
  const { run, isActive, open } = useTagActions();
  const activeRef = useRef<HTMLDivElement>(null);

  // Every page of the menu tree becomes a tab when it is visited.
  useEffect(() => {
    if (pageInfo(location.pathname)) visit(location.pathname, location.pathname + location.search);
  }, [location.pathname, location.search, visit]);

  useEffect(() => {
    activeRef.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [location.pathname, views.length]);

  const menuFor = (view: TagView): MenuProps => ({
    items: ACTIONS.map((action) => ({
      key: action,
      disabled: action === 'close' && view.affix,
      label: <span data-testid={`tags-menu-${action}`}>{t(`tags.${action}`)}</span>,
    })),
    onClick: ({ key, domEvent }) => {
      domEvent.stopPropagation();
      run(key as TagAction, view);
    },
  });

  const style = {
    '--oms-tag-border': token.colorBorderSecondary,
    '--oms-tag-bg': token.colorBgContainer,
    '--oms-tag-text': token.colorTextSecondary,
    '--oms-tag-active': token.colorPrimary,
    '--oms-tag-hover': token.colorFillSecondary,
    background: token.colorBgContainer,
    borderBottom: `1px solid ${token.colorBorderSecondary}`,
  } as CSSProperties;

  return (
    <div
      className="oms-tags-bar"
      style={style}
      data-testid="tags-view"
      role="tablist"
      // A vertical wheel scrolls the bar sideways, as the reference layout's scroll pane does.
      onWheel={(e) => {
        if (e.deltaX === 0) e.currentTarget.scrollLeft += e.deltaY;
      }}
    >
      {views.map((view) => {
        const info = pageInfo(view.path);
        const title = info ? nameIn(info.page, language) : view.path;
        const active = isActive(view);
        return (
          <Dropdown key={view.path} trigger={['contextMenu']} menu={menuFor(view)}>
            <div
              ref={active ? activeRef : undefined}
              role="tab"
              aria-selected={active}
              tabIndex={0}
              className={active ? 'oms-tag is-active' : 'oms-tag'}
              data-testid="tags-view-tab"
              data-path={view.path}
              data-active={active ? 'true' : 'false'}
              data-affix={view.affix ? 'true' : 'false'}
              onClick={() => open(view)}
              onKeyDown={(e) => e.key === 'Enter' && open(view)}
              onAuxClick={(e) => e.button === 1 && run('close', view)}
            >
              {active && <span className="oms-tag-dot" />}
              <span>{title}</span>
              {!view.affix && (
                <button
                  type="button"
                  className="oms-tag-close"
                  data-testid="tags-view-close"
                  aria-label={t('tags.closeTab', { title })}
                  onClick={(e) => {
                    e.stopPropagation();
                    run('close', view);
                  }}
                >
                  <CloseOutlined />
                </button>
              )}
            </div>
          </Dropdown>
        );
      })}
    </div>
  );
};
