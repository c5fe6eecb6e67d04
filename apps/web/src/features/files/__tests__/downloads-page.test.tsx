import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DownloadRecord } from '@oms/contracts';
import { fakeClock } from '@/test/fake-clock';
import { fakeServer, setUpPortalEachTest } from '@/test/render-route';
import { renderRoutesAt, signInAs } from '@/test/page-helpers';
import { JOB_POLL_MS } from '../lib/jobs';
import { filesRoutes } from '../routes';

const PATH = '/clientCenter/download';
const job = (over: Partial<DownloadRecord>): DownloadRecord => ({
  id: '41',
  type: 'export',
  kind: 'sub-accounts',
  name: '账号列表',
  status: 'RUNNING',
  progress: 40,
  processed: 1200,
  total: 3000,
  fileId: null,
  fileName: null,
  expiresAt: null,
  error: null,
  createdAt: '2026-03-01T08:00:00.000Z',
  finishedAt: null,
  ...over,
});

describe('DownloadsPage', () => {
  setUpPortalEachTest();
  beforeEach(() => {
    signInAs(['OMS_SYSTEM', 'OMS_CLIENTDOWNLOAD', 'OMS_CLIENTDOWNLOAD:view'], {
      token: 'tok',
      isMain: false,
    });
  });

  it('declares its routes behind their codes', () => {
    expect(filesRoutes.map((r) => [r.path, (r.handle as { code: string }).code])).toEqual([
      ['fileManage', 'OMS_FILECENTER'],
      ['fileManage/list', 'OMS_FILECENTER'],
      ['clientCenter/download', 'OMS_CLIENTDOWNLOAD'],
    ]);
  });

  it('follows a running export until it finishes, then downloads its file with the session', async () => {
    const clock = fakeClock();
    let calls = 0;
    const finished = job({
      status: 'SUCCEEDED',
      progress: 100,
      processed: 3000,
      fileId: '88',
      fileName: '账号列表-20260301-160000.xlsx',
      expiresAt: '2026-03-08T08:00:00.000Z',
      finishedAt: '2026-03-01T08:00:05.000Z',
    });
    const failed = job({
      id: '40',
      name: '角色列表',
      status: 'FAILED',
      progress: 10,
      processed: 100,
      total: 1000,
      error: '导出失败，请重试',
    });
    const api = fakeServer({
      '/api/downloads/page': () => {
        calls += 1;
        return {
          data: { records: [calls < 2 ? job({}) : finished, failed], total: 2, current: 1, size: 20 },
        };
      },
      '/api/column-settings/get': () => ({ data: null }),
      '/api/files/download': () =>
        new Response('xlsx', {
          headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
        }),
    });
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:file');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);

    renderRoutesAt(
      filesRoutes.filter((r) => r.path === 'clientCenter/download'),
      PATH,
    );
    expect(await screen.findByTestId('job-status-41')).toHaveAttribute('data-status', 'RUNNING');
    expect(screen.getByText('1200 / 3000')).toBeInTheDocument();
    expect(screen.getByText('导出失败，请重试')).toBeInTheDocument();
    expect(screen.queryByTestId('job-download-41')).toBeNull();

    // The page asks again by itself while the job runs, and stops once nothing runs.
    await clock.skip(JOB_POLL_MS);
    await waitFor(() =>
      expect(screen.getByTestId('job-status-41')).toHaveAttribute('data-status', 'SUCCEEDED'),
    );
    const settled = calls;
    await clock.skip(JOB_POLL_MS * 3);
    expect(calls).toBe(settled);

    await userEvent.click(screen.getByTestId('job-download-41'));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    const [input, init] = api.fetchMock.mock.calls.find(([u]) => String(u).includes('/files/download'))!;
    expect(String(input)).toBe('/api/files/download?id=88');
    expect((init?.headers as Record<string, string>).token).toBe('tok');
    expect(created).toHaveBeenCalled();
    expect(clicked.mock.contexts[0]).toMatchObject({ download: '账号列表-20260301-160000.xlsx' });
    clicked.mockRestore();
  });
});
