import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NamespaceWith } from '@/shared/i18n/keys';
import type { FormTarget } from '@/shared/ui/form-dialog';
import { rowLink } from './row-link';
import { CreateButton } from './toolbar-buttons';

/**
 * A list page's create-or-edit dialog: what it is open for, the toolbar's "New" button
 * (`<testId>-create`), each row's edit link, and the dialog's props (`<XFormDialog {...form.dialog} />`).
 * `ns` gives the labels `actions.create|edit`.
 */
export const useFormDialog = <Row extends { id: string }>(
  ns: NamespaceWith<'actions.create' | 'actions.edit'>,
  testId: string,
) => {
  const { t } = useTranslation(ns);
  const [target, setTarget] = useState<FormTarget<Row> | null>(null);
  const edit = (row: Row) => setTarget({ mode: 'edit', row });
  return {
    dialog: { target, onClose: () => setTarget(null) },
    edit,
    createButton: (
      <CreateButton
        label={t('actions.create')}
        onClick={() => setTarget({ mode: 'create' })}
        testId={`${testId}-create`}
      />
    ),
    editLink: (row: Row) => rowLink('edit', row.id, t('actions.edit'), () => edit(row)),
  };
};
