import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Divider, Flex, Modal } from 'antd';
import { columnSettings, isMessageKey, MAX_FIXED_COLUMNS, MESSAGE_PARAMS } from '@oms/contracts';
import i18n from '@/shared/i18n';
import { LIST_NS } from '../i18n';
import type { ListLayout } from './layout';
import { SettingList } from './setting-list';

type Props = {
  open: boolean;
  pageKey: string;
  layout: ListLayout;
  defaults: ListLayout;
  /** Translated title of an item key. */
  labelOf: (key: string) => string;
  onSave: (layout: ListLayout) => Promise<unknown>;
  onReset: () => Promise<unknown>;
  onClose: () => void;
};

/**
 * The column configuration dialog of specification §2: the search items and the columns of a list,
 * each visible or not, ordered, columns fixed left or right (at most MAX_FIXED_COLUMNS). Saving checks
 * the contracts' schema (the same the server checks) before it sends anything.
 */
export const ColumnSettingsDialog = (props: Props) => {
  const { t } = useTranslation(LIST_NS);
  return (
    <Modal
      title={t('settings.title')}
      open={props.open}
      onCancel={props.onClose}
      footer={null}
      destroyOnHidden
      width={820}
    >
      <SettingsForm {...props} />
    </Modal>
  );
};

/** Schema issues as text: message keys of the contracts, with the bound of a "too big" issue. */
const issueTexts = (issues: { message: string; code: string; maximum?: unknown }[]) => [
  ...new Set(
    issues.map((issue) =>
      isMessageKey(issue.message)
        ? i18n.t(`messages:${issue.message}`, {
            ...(MESSAGE_PARAMS as Record<string, object>)[issue.message],
            max: issue.code === 'too_big' ? Number(issue.maximum) : MAX_FIXED_COLUMNS,
          })
        : issue.message,
    ),
  ),
];

const SettingsForm = ({ pageKey, layout, defaults, labelOf, onSave, onReset, onClose }: Props) => {
  const { t } = useTranslation(LIST_NS);
  const [draft, setDraft] = useState<ListLayout>(layout);
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState<'save' | 'reset' | null>(null);

  const run = async (kind: 'save' | 'reset', action: () => Promise<unknown>) => {
    setBusy(kind);
    try {
      await action();
      onClose();
    } catch (err) {
      setErrors([err instanceof Error && err.message ? err.message : t('settings.failed')]);
    } finally {
      setBusy(null);
    }
  };

  const save = () => {
    const checked = columnSettings.safeParse({ pageKey, ...draft });
    if (!checked.success) {
      setErrors(issueTexts(checked.error.issues as { message: string; code: string; maximum?: unknown }[]));
      return;
    }
    setErrors([]);
    void run('save', () => onSave(draft));
  };

  const change = (next: ListLayout) => {
    setErrors([]);
    setDraft(next);
  };

  return (
    <Flex vertical gap={12}>
      <Alert type="info" showIcon title={t('settings.hint')} />
      {errors.length > 0 && (
        <Alert type="error" showIcon title={errors.join('；')} data-testid="settings-errors" />
      )}
      <Flex gap={24} wrap>
        {draft.searchItems.length > 0 && (
          <>
            <SettingList
              kind="search"
              items={draft.searchItems}
              labelOf={labelOf}
              onChange={(searchItems) => change({ ...draft, searchItems })}
            />
            <Divider orientation="vertical" style={{ height: 'auto' }} />
          </>
        )}
        <SettingList
          kind="columns"
          items={draft.columns}
          labelOf={labelOf}
          onChange={(columns) => change({ ...draft, columns })}
        />
      </Flex>
      <Flex justify="space-between">
        <Button
          onClick={() => {
            setDraft(defaults);
            void run('reset', onReset);
          }}
          loading={busy === 'reset'}
          data-testid="settings-reset"
        >
          {t('settings.reset')}
        </Button>
        <Flex gap={8}>
          <Button onClick={onClose}>{t('settings.cancel')}</Button>
          <Button type="primary" onClick={save} loading={busy === 'save'} data-testid="settings-save">
            {t('settings.save')}
          </Button>
        </Flex>
      </Flex>
    </Flex>
  );
};
