import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { App } from 'antd';
import type { StatementKey } from '@oms/contracts';
import { errorText } from '@/shared/api/errors';
import { downloadFile } from '@/features/files';
import { statementsApi } from '../api';
import { NS } from './display';

type Format = 'xlsx' | 'pdf';

/**
 * Downloads one statement: the server draws the file (kept in the file center) and the browser saves
 * it under its name. `isPending` names the statement and format being made.
 */
export const useStatementDownload = () => {
  const { t } = useTranslation(NS);
  const { message } = App.useApp();
  const [pending, setPending] = useState<string | null>(null);
  const download = async (key: StatementKey, format: Format) => {
    setPending(`${key.month}-${key.currency}-${format}`);
    try {
      const { fileId, name } = await statementsApi.download({ ...key, format });
      await downloadFile(fileId, name);
    } catch (err) {
      void message.error(errorText(err, t('downloadFailed')));
    } finally {
      setPending(null);
    }
  };
  const isPending = (key: StatementKey, format: Format) =>
    pending === `${key.month}-${key.currency}-${format}`;
  return { download, isPending };
};
