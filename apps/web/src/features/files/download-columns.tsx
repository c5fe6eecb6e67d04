import { Progress, Tag, Typography } from 'antd';
import {
  DOWNLOAD_TYPES,
  JOB_STATUSES,
  type DownloadRecord,
  type DownloadsPageRequest,
  type JobStatus,
} from '@oms/contracts';
import { choiceColumn, choiceSearch, dateColumn, useListColumns, type FiltersOf } from '@/shared/list-page';
import { NS } from './components/export-progress';
import { progressStatus } from './lib/jobs';

type Filters = FiltersOf<DownloadsPageRequest>;

const STATUS_COLOR: Record<JobStatus, string> = {
  QUEUED: 'default',
  RUNNING: 'processing',
  SUCCEEDED: 'success',
  FAILED: 'error',
};

/** The download center's columns: the user's export and import jobs. */
export const useDownloadColumns = () =>
  useListColumns<DownloadRecord, Filters, typeof NS>(NS, ({ t }) => [
    { key: 'name', title: 'fields.taskName', fixed: 'left', width: 200 },
    choiceColumn('type', 'fields.type', DOWNLOAD_TYPES, (v) => t(`type.${v}`)),
    {
      key: 'status',
      title: 'fields.status',
      search: choiceSearch(JOB_STATUSES, (v) => t(`jobStatus.${v}`)),
      render: (row) => (
        <Tag color={STATUS_COLOR[row.status]} data-testid={`job-status-${row.id}`} data-status={row.status}>
          {t(`jobStatus.${row.status}`)}
        </Tag>
      ),
    },
    {
      key: 'progress',
      title: 'fields.progress',
      width: 180,
      render: (row) => (
        <Progress
          percent={row.progress}
          status={progressStatus(row)}
          size="small"
          style={{ minWidth: 140 }}
        />
      ),
    },
    {
      key: 'rows',
      title: 'fields.rows',
      render: (row) => (row.total === null ? row.processed : `${row.processed} / ${row.total}`),
    },
    { key: 'fileName', title: 'fields.fileName', ellipsis: true, width: 240 },
    {
      key: 'error',
      title: 'fields.error',
      ellipsis: true,
      render: (row) => (row.error ? <Typography.Text type="danger">{row.error}</Typography.Text> : '-'),
    },
    dateColumn('createdAt', 'fields.createdAt'),
    dateColumn('finishedAt', 'fields.finishedAt', { defaultVisible: false }),
    dateColumn('expiresAt', 'fields.expiresAt'),
  ]);
