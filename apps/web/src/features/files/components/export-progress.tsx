import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Progress, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { downloadKeys, downloadsApi, fileKeys } from '../api';
import { downloadFile } from '../lib/download';
import { JOB_POLL_MS, isFinished, progressStatus } from '../lib/jobs';

export const NS = 'files';

type Props = {
  jobId: string;
  /** "Processed asynchronously…", as the server said it. */
  message: string;
  /** Opens the download center (absent without its permission). */
  onOpenCenter?: () => void;
};

/**
 * The notice of an export that runs as a job: its progress, asked for again until it finishes, then
 * the file to download (or why it failed). The download center lists the same job.
 */
export const ExportProgress = ({ jobId, message, onOpenCenter }: Props) => {
  const { t } = useTranslation(NS);
  const { message: toast } = App.useApp();
  const queryClient = useQueryClient();
  const [downloading, setDownloading] = useState(false);
  const job = useQuery({
    queryKey: downloadKeys.detail(jobId),
    queryFn: () => downloadsApi.detail(jobId),
    refetchInterval: (query) => (query.state.data && isFinished(query.state.data) ? false : JOB_POLL_MS),
  });
  const data = job.data;
  const done = data ? isFinished(data) : false;

  useEffect(() => {
    if (!done) return;
    void queryClient.invalidateQueries({ queryKey: downloadKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: fileKeys.lists() });
  }, [done, queryClient]);

  const download = async () => {
    if (!data?.fileId || !data.fileName) return;
    setDownloading(true);
    try {
      await downloadFile(data.fileId, data.fileName);
    } catch (err) {
      void toast.error(err instanceof Error && err.message ? err.message : t('downloadFailed'));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Flex vertical gap={8} data-testid="export-progress" data-status={data?.status ?? 'QUEUED'}>
      <Typography.Text>{message}</Typography.Text>
      <Progress percent={data?.progress ?? 0} status={data ? progressStatus(data) : 'active'} size="small" />
      {data && (
        <Typography.Text type="secondary">
          {t('jobs.rows', { processed: data.processed, total: data.total ?? '-' })}
        </Typography.Text>
      )}
      {data?.status === 'FAILED' && (
        <Typography.Text type="danger">{data.error ?? t('jobs.failed')}</Typography.Text>
      )}
      <Flex gap={8}>
        {data?.status === 'SUCCEEDED' && data.fileId && (
          <Button
            type="primary"
            size="small"
            icon={<DownloadOutlined />}
            loading={downloading}
            onClick={() => void download()}
            data-testid="export-progress-download"
          >
            {t('actions.download')}
          </Button>
        )}
        {onOpenCenter && (
          <Button size="small" onClick={onOpenCenter}>
            {t('downloads.open')}
          </Button>
        )}
      </Flex>
    </Flex>
  );
};
