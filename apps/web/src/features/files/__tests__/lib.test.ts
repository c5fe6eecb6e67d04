import { describe, expect, it } from 'vitest';
import type { DownloadRecord, PageResult } from '@oms/contracts';
import { formatSize } from '../lib/format-size';
import { JOB_POLL_MS, pollWhileRunning, progressStatus } from '../lib/jobs';

const page = (...statuses: DownloadRecord['status'][]): PageResult<DownloadRecord> => ({
  records: statuses.map((status, i) => ({ status, id: String(i) }) as DownloadRecord),
  total: statuses.length,
  current: 1,
  size: 20,
});

describe('formatSize', () => {
  it('shows bytes in binary steps with at most one decimal', () => {
    expect(formatSize(0)).toBe('0 B');
    expect(formatSize(1023)).toBe('1023 B');
    expect(formatSize(1024)).toBe('1 KB');
    expect(formatSize(1536)).toBe('1.5 KB');
    expect(formatSize(500 * 1024)).toBe('500 KB');
    expect(formatSize(10 * 1024 * 1024 + 1)).toBe('10 MB');
    expect(formatSize(3.25 * 1024 ** 3)).toBe('3.3 GB');
  });

  it('answers - for what is not a size', () => {
    expect(formatSize(null)).toBe('-');
    expect(formatSize(undefined)).toBe('-');
    expect(formatSize(-1)).toBe('-');
    expect(formatSize(Number.NaN)).toBe('-');
  });
});

describe('download center polling', () => {
  it('polls while a job on screen is queued or running, and stops when all finished', () => {
    expect(pollWhileRunning(undefined)).toBe(false);
    expect(pollWhileRunning(page())).toBe(false);
    expect(pollWhileRunning(page('SUCCEEDED', 'FAILED'))).toBe(false);
    expect(pollWhileRunning(page('SUCCEEDED', 'RUNNING'))).toBe(JOB_POLL_MS);
    expect(pollWhileRunning(page('QUEUED'))).toBe(JOB_POLL_MS);
  });

  it('colours the progress bar by status', () => {
    expect(
      ['QUEUED', 'RUNNING', 'SUCCEEDED', 'FAILED'].map((status) =>
        progressStatus({ status } as DownloadRecord),
      ),
    ).toEqual(['normal', 'active', 'success', 'exception']);
  });
});
