import { JOB_FINISHED, type DownloadRecord, type PageResult } from '@oms/contracts';

/** How often the download center and an export's progress notice ask again while a job runs. */
export const JOB_POLL_MS = 1500;

export const isFinished = (job: Pick<DownloadRecord, 'status'>) => JOB_FINISHED.includes(job.status);

/** The download center polls while any job on screen is queued or running. */
export const pollWhileRunning = (page: PageResult<DownloadRecord> | undefined): number | false =>
  page?.records.some((r) => !isFinished(r)) ? JOB_POLL_MS : false;

/** The progress bar's state of a job. */
export const progressStatus = (job: Pick<DownloadRecord, 'status'>) =>
  job.status === 'FAILED'
    ? 'exception'
    : job.status === 'SUCCEEDED'
      ? 'success'
      : job.status === 'RUNNING'
        ? 'active'
        : 'normal';
