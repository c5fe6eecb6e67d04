import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { NamespaceWith } from '@/shared/i18n/keys';
import { CREATE_PARAM } from '@/shared/paths';
import type { FormTarget } from '@/shared/ui/form-dialog';
import { rowLink } from './row-link';
import { CreateButton } from './toolbar-buttons';

/**
 * A list page's create-or-edit dialog: what it is open for, the toolbar's "New" button
 * (`<testId>-create`), each row's edit link, and the dialog's props (`<XFormDialog {...form.dialog} />`).
 * `ns` gives the labels `actions.create|edit`. With `createFromUrl` (the viewer may create here), the
 * page opened at `createPathOf(path)` opens the "New" dialog, and the parameter leaves the address.
 */
export const useFormDialog = <Row extends { id: string }>(
  ns: NamespaceWith<'actions.create' | 'actions.edit'>,
  testId: string,
  options: { createFromUrl?: boolean } = {},
) => {
  const { t } = useTranslation(ns);
  const [target, setTarget] = useState<FormTarget<Row> | null>(null);
  const [params, setParams] = useSearchParams();
  const asked = params.get(CREATE_PARAM) === '1';
  useEffect(() => {
    if (!asked || !options.createFromUrl) return;
    setTarget({ mode: 'create' });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(CREATE_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [asked, options.createFromUrl, setParams]);
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
