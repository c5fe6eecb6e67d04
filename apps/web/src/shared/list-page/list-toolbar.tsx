import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { App, Button, Dropdown, Flex, Space, Tooltip, Typography } from 'antd';
import { DownloadOutlined, ReloadOutlined, SettingOutlined } from '@ant-design/icons';
import { LIST_NS } from './i18n';
import type { BatchAction } from './types';
import './list-page.css';

type Props<Row> = {
  selected: Row[];
  onClearSelection: () => void;
  batchActions: BatchAction<Row>[];
  /** Page actions that need no selection (e.g. "New"). */
  extra?: ReactNode;
  onExport?: (mode: 'selected' | 'all') => void;
  total: number;
  totalExact: boolean;
  onRefresh: () => void;
  refreshing: boolean;
  onOpenSettings: () => void;
};

/** Wraps an action that needs rows: disabled with "Select rows first" until some are selected. */
const NeedsSelection = ({ empty, children }: { empty: boolean; children: ReactNode }) => {
  const { t } = useTranslation(LIST_NS);
  return (
    <Tooltip title={empty ? t('selectFirst') : undefined}>
      {/* A disabled button fires no mouse events; the span lets the tooltip show. */}
      <span style={{ display: 'inline-block' }}>{children}</span>
    </Tooltip>
  );
};

/**
 * Above the table: page actions, batch actions on the selection, export (of the selection or of all
 * matching rows), refresh and the column configuration.
 */
export const ListToolbar = <Row,>({
  selected,
  onClearSelection,
  batchActions,
  extra,
  onExport,
  total,
  totalExact,
  onRefresh,
  refreshing,
  onOpenSettings,
}: Props<Row>) => {
  const { t } = useTranslation(LIST_NS);
  const { modal } = App.useApp();
  const empty = selected.length === 0;

  const runBatch = (action: BatchAction<Row>) => {
    if (!action.confirm) {
      void action.onClick(selected);
      return;
    }
    modal.confirm({
      title: t('confirm.title'),
      content: action.confirm(selected),
      okText: t('confirm.ok'),
      cancelText: t('confirm.cancel'),
      okButtonProps: { danger: action.danger },
      onOk: () => action.onClick(selected),
    });
  };

  return (
    <Flex
      className="oms-list-toolbar"
      justify="space-between"
      align="center"
      wrap
      gap={8}
      data-testid="list-toolbar"
    >
      <Space wrap>
        {extra}
        {batchActions.map((action) => (
          <NeedsSelection key={action.key} empty={empty}>
            <Button
              danger={action.danger}
              disabled={empty}
              onClick={() => runBatch(action)}
              data-testid={`batch-${action.key}`}
            >
              {action.label}
            </Button>
          </NeedsSelection>
        ))}
        {!empty && (
          <Typography.Text type="secondary" data-testid="list-selected">
            {t('selected', { count: selected.length })}
            <Button type="link" size="small" onClick={onClearSelection}>
              {t('clearSelection')}
            </Button>
          </Typography.Text>
        )}
      </Space>
      <Space wrap>
        {onExport && (
          <Dropdown
            trigger={['click']}
            menu={{
              items: [
                {
                  key: 'selected',
                  disabled: empty,
                  label: (
                    <Tooltip title={empty ? t('selectFirst') : undefined} placement="left">
                      <span data-testid="export-selected">
                        {t('export.selected', { count: selected.length })}
                      </span>
                    </Tooltip>
                  ),
                },
                {
                  key: 'all',
                  disabled: total === 0,
                  label: (
                    <span data-testid="export-all">
                      {t(totalExact ? 'export.all' : 'export.allApprox', { total: total.toLocaleString() })}
                    </span>
                  ),
                },
              ],
              onClick: ({ key }) => onExport(key === 'selected' ? 'selected' : 'all'),
            }}
          >
            <Button icon={<DownloadOutlined />} data-testid="list-export">
              {t('export.button')}
            </Button>
          </Dropdown>
        )}
        <Tooltip title={t('refresh')}>
          <Button
            icon={<ReloadOutlined spin={refreshing} />}
            aria-label={t('refresh')}
            onClick={onRefresh}
            data-testid="list-refresh"
          />
        </Tooltip>
        <Tooltip title={t('settings.open')}>
          <Button
            icon={<SettingOutlined />}
            aria-label={t('settings.open')}
            onClick={onOpenSettings}
            data-testid="list-settings"
          />
        </Tooltip>
      </Space>
    </Flex>
  );
};
