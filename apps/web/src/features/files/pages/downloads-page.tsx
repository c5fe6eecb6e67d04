import { useTranslation } from 'react-i18next';
import { ListPage } from '@/shared/list-page';
import { downloadList } from '../api';
import { DownloadButton } from '../components/download-button';
import { NS } from '../components/export-progress';
import { useDownloadColumns } from '../download-columns';
import { pollWhileRunning } from '../lib/jobs';

/**
 * /clientCenter/download: the user's export and import jobs, with live progress while any runs, the
 * result file (an import's error file), its expiry, and why a job failed.
 */
const DownloadsPage = () => {
  const { t } = useTranslation(NS);
  return (
    <ListPage
      {...downloadList}
      {...useDownloadColumns()}
      title={t('downloads.title')}
      selectable={() => false}
      refetchInterval={pollWhileRunning}
      rowActionsWidth={120}
      rowActions={(row) =>
        row.fileId && row.fileName ? (
          <DownloadButton
            id={row.fileId}
            name={row.fileName}
            label={row.type === 'import' ? t('actions.errorFile') : undefined}
            testId={`job-download-${row.id}`}
          />
        ) : null
      }
      detail={{ title: (row) => row.name }}
    />
  );
};

export default DownloadsPage;
