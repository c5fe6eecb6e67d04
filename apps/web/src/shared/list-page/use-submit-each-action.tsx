import { useTranslation } from 'react-i18next';
import { App } from 'antd';
import type { NamespaceWith } from '@/shared/i18n/keys';
import { errorText } from '@/shared/api/errors';
import type { DocumentAction } from './use-document-actions';

type Options = {
  /** The page's namespace: `actions.submit|batchSubmit`, `done.submitted` ({count}) and `failed`. */
  ns: NamespaceWith<'actions.submit' | 'actions.batchSubmit' | 'done.submitted' | 'failed'>;
  /** Submits one document (its mutation's `mutateAsync`). */
  submit: (id: string) => Promise<unknown>;
  /** The page's code of the action (`RELABEL_CODES.submit`). */
  code: string;
};

/**
 * The document action that submits drafts, the selection's too: one call per document (the server
 * judges each), then how many went through and the first refusal. The detail page's main button.
 */
export const useSubmitEachAction = <Row extends { id: string }>(
  options: Options,
): DocumentAction<Row, 'submit'> => {
  const { t } = useTranslation(options.ns);
  const { message } = App.useApp();
  const submitEach = async (rows: Row[]) => {
    let ok = 0;
    let refusal: string | null = null;
    for (const row of rows) {
      try {
        await options.submit(row.id);
        ok++;
      } catch (err) {
        refusal ??= errorText(err, t('failed'));
      }
    }
    if (ok > 0) void message.success(t('done.submitted', { count: ok }));
    if (refusal) void message.error(refusal);
  };
  return {
    key: 'submit',
    label: t('actions.submit'),
    batch: t('actions.batchSubmit'),
    primary: true,
    code: options.code,
    move: 'submit',
    run: submitEach,
  };
};
