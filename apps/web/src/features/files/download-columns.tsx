import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Progress, Tag, Typography } from 'antd';
import {
  DOWNLOAD_TYPES,
  JOB_STATUSES,
  type DownloadRecord,
  type DownloadsPageRequest,
  type JobStatus,
} from '@oms/contracts';
import { formatDate } from '@/shared/lib/format';
import type { NsKey } from '@/shared/i18n/keys';
import type { FiltersOf, ListColumn } from '@/shared/list-page';
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
export const useDownloadColumns = (): ListColumn<DownloadRecord, Filters, NsKey<typeof NS>>[] => {
  const { t } = useTranslation(NS);
  return useMemo(
    (): ListColumn<DownloadRecord, Filters, NsKey<typeof NS>>[] => [
      { key: 'name', title: 'fields.taskName', fixed: 'left', width: 200 },
      {
        key: 'type',
        title: 'fields.type',
        search: { type: 'select', options: DOWNLOAD_TYPES.map((v) => ({ value: v, label: t(`type.${v}`) })) },
        render: (row) => t(`type.${row.type}`),
      },
      {
        key: 'status',
        title: 'fields.status',
        search: {
          type: 'select',
          options: JOB_STATUSES.map((v) => ({ value: v, label: t(`jobStatus.${v}`) })),
        },
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
      { key: 'createdAt', title: 'fields.createdAt', render: (row) => formatDate(row.createdAt) },
      {
        key: 'finishedAt',
        title: 'fields.finishedAt',
        defaultVisible: false,
        render: (row) => formatDate(row.finishedAt),
      },
      { key: 'expiresAt', title: 'fields.expiresAt', render: (row) => formatDate(row.expiresAt) },
    ],
    [t],
  );
};
