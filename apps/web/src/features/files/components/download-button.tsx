import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { App, Button } from 'antd';
import { downloadFile } from '../lib/download';
import { NS } from './export-progress';

type Props = { id: string; name: string; label?: string; testId: string };

/** A link-style button that downloads a stored file with the session (and says why when it cannot). */
export const DownloadButton = ({ id, name, label, testId }: Props) => {
  const { t } = useTranslation(NS);
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await downloadFile(id, name);
    } catch (err) {
      void message.error(err instanceof Error && err.message ? err.message : t('downloadFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      type="link"
      size="small"
      loading={busy}
      onClick={() => void run()}
      data-testid={testId}
      style={{ paddingInline: 0 }}
    >
      {label ?? t('actions.download')}
    </Button>
  );
};
