import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Checkbox, Flex, Select, Tooltip, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined } from '@ant-design/icons';
import { MAX_FIXED_COLUMNS, type FixedSide } from '@oms/contracts';
import { LIST_NS } from '../i18n';

export type SettingItem = { key: string; visible: boolean; order: number; fixed?: FixedSide | null };

type Props<T extends SettingItem> = {
  /** `search` or `columns`: the list's title, its rows' test ids and ids; columns have a fixed side. */
  kind: 'search' | 'columns';
  items: T[];
  labelOf: (key: string) => string;
  onChange: (items: T[]) => void;
};

const renumber = <T extends SettingItem>(items: T[]) => items.map((item, order) => ({ ...item, order }));

const move = <T extends SettingItem>(items: T[], from: number, to: number) => {
  if (to < 0 || to >= items.length || from === to) return items;
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return renumber(next);
};

/**
 * One list of the column configuration dialog: a visibility box, arrows and drag to order, and for
 * columns a fixed side. The last visible item cannot be hidden; a side is offered only while fewer than
 * MAX_FIXED_COLUMNS columns are fixed.
 */
export const SettingList = <T extends SettingItem>({ kind, items, labelOf, onChange }: Props<T>) => {
  const { t } = useTranslation(LIST_NS);
  const withFixed = kind === 'columns';
  const [dragging, setDragging] = useState<number | null>(null);
  const visibleCount = items.filter((i) => i.visible).length;
  const fixedCount = items.filter((i) => i.fixed).length;
  const full = fixedCount >= MAX_FIXED_COLUMNS;

  const update = (index: number, patch: Partial<SettingItem>) =>
    onChange(items.map((item, i) => (i === index ? { ...item, ...patch } : item)));
  const drop = (event: DragEvent, index: number) => {
    event.preventDefault();
    if (dragging !== null) onChange(move(items, dragging, index));
    setDragging(null);
  };

  return (
    <Flex vertical gap={4} style={{ flex: 1, minWidth: 0 }} data-testid={`settings-${kind}`}>
      <Flex justify="space-between" align="baseline">
        <Typography.Text strong>{t(withFixed ? 'settings.columns' : 'settings.searchItems')}</Typography.Text>
        {withFixed && (
          <Typography.Text type={full ? 'warning' : 'secondary'} data-testid="settings-fixed-count">
            {t('settings.fixedCount', { count: fixedCount, max: MAX_FIXED_COLUMNS })}
          </Typography.Text>
        )}
      </Flex>
      {items.map((item, index) => {
        const label = labelOf(item.key);
        const lastVisible = item.visible && visibleCount === 1;
        const sideOption = (value: FixedSide, text: string) => ({
          value,
          label: text,
          disabled: full && !item.fixed,
        });
        return (
          <Flex
            key={item.key}
            align="center"
            gap={8}
            draggable
            onDragStart={() => setDragging(index)}
            onDragOver={(e) => e.preventDefault()}
            onDrop={(e) => drop(e, index)}
            data-testid={`setting-${kind}-${item.key}`}
            style={{
              padding: '2px 4px',
              borderRadius: 4,
              opacity: dragging === index ? 0.5 : 1,
              cursor: 'grab',
            }}
          >
            <HolderOutlined aria-label={t('settings.drag')} />
            <Tooltip title={lastVisible ? t('settings.keepOne') : undefined}>
              <Checkbox
                checked={item.visible}
                disabled={lastVisible}
                onChange={(e) => update(index, { visible: e.target.checked })}
                aria-label={label}
              >
                {label}
              </Checkbox>
            </Tooltip>
            <Flex gap={2} style={{ marginLeft: 'auto' }}>
              {withFixed && (
                <Tooltip
                  title={
                    full && !item.fixed ? t('settings.fixedFull', { max: MAX_FIXED_COLUMNS }) : undefined
                  }
                >
                  <Select<FixedSide | 'none'>
                    size="small"
                    style={{ width: 120 }}
                    aria-label={`${label} ${t('settings.fixedNone')}`}
                    data-testid={`fixed-${item.key}`}
                    value={item.fixed ?? 'none'}
                    onChange={(value) => update(index, { fixed: value === 'none' ? null : value })}
                    options={[
                      { value: 'none', label: t('settings.fixedNone') },
                      sideOption('left', t('settings.fixedLeft')),
                      sideOption('right', t('settings.fixedRight')),
                    ]}
                  />
                </Tooltip>
              )}
              <Button
                size="small"
                type="text"
                icon={<ArrowUpOutlined />}
                aria-label={`${t('settings.moveUp')} ${label}`}
                disabled={index === 0}
                onClick={() => onChange(move(items, index, index - 1))}
              />
              <Button
                size="small"
                type="text"
                icon={<ArrowDownOutlined />}
                aria-label={`${t('settings.moveDown')} ${label}`}
                disabled={index === items.length - 1}
                onClick={() => onChange(move(items, index, index + 1))}
              />
            </Flex>
          </Flex>
        );
      })}
    </Flex>
  );
};
