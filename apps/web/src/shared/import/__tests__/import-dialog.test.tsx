import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntApp } from 'antd';
import type { ImportResult } from '@oms/contracts';
import '@/shared/i18n';
import { fakeClock } from '@/test/fake-clock';
import { fakeServer } from '@/test/render-route';
import { fakeUploads } from '@/test/fake-uploads';
import { ImportDialog } from '../import-dialog';

// The dialog runs on its real API module: uploads over a fake XMLHttpRequest, the other calls over
// the fake fetch (no module mocks: the web tests share their module cache within a worker).

const failed: ImportResult = {
  status: 'FAILED',
  jobId: '9',
  total: 3,
  succeeded: 0,
  failed: 1,
  errorFileId: '77',
  message: '导入失败，请下载错误文件查看原因',
};

const xlsx = (name = 'c.xlsx', size = 10) =>
  new File([new Uint8Array(size)], name, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });

const renderDialog = (onImported = vi.fn()) => {
  render(
    <AntApp>
      <ImportDialog kind="consignees" name="收件人" open onClose={() => undefined} onImported={onImported} />
    </AntApp>,
  );
  return onImported;
};
const input = () => document.querySelector<HTMLInputElement>('[data-testid=import-dialog] input[type=file]')!;

describe('ImportDialog', () => {
  it('links the template, refuses other files, and offers the error file of a failed import', async () => {
    const uploads = fakeUploads(failed);
    const file = () => new Response('xlsx', { headers: { 'content-type': 'application/octet-stream' } });
    const server = fakeServer({ '/api/files/download': file, '/api/imports/template': file });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const onImported = renderDialog();
    expect(screen.getByTestId('import-template').getAttribute('href')).toBe(
      '/api/imports/template?kind=consignees&language=zh',
    );
    await userEvent.upload(input(), new File(['x'], 'notes.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    expect(await screen.findByText('只能上传 xls 或 xlsx 文件')).toBeInTheDocument();
    expect(uploads).toEqual([]);

    await userEvent.upload(input(), xlsx());
    const result = await screen.findByTestId('import-result');
    expect(uploads).toEqual([
      { url: '/api/imports/upload?kind=consignees', headers: { language: 'zh' }, fileName: 'c.xlsx' },
    ]);
    expect(result.getAttribute('data-status')).toBe('FAILED');
    expect(result.textContent).toContain('导入失败，请下载错误文件查看原因');
    expect(screen.getByTestId('import-failed-rows')).toHaveTextContent(
      '共 3 行，其中 1 行有问题，未导入任何数据。错误文件中每行列出了该行的全部问题，在其中改正后可直接重新上传。',
    );
    await userEvent.click(screen.getByTestId('import-error-file'));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(server.fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/files/download?id=77']);
    expect(saved.mock.contexts[0]).toMatchObject({ download: '错误文件.xlsx' });
    // The template comes with the session (the company's own brands and a sample that imports for it).
    await userEvent.click(screen.getByTestId('import-template'));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(2));
    const [url, init] = server.fetchMock.mock.calls[1]!;
    expect(String(url)).toBe('/api/imports/template?kind=consignees&language=zh');
    expect(new Headers(init?.headers).get('language')).toBe('zh');
    expect(saved.mock.contexts[1]).toMatchObject({ download: '收件人导入模板.xlsx' });
    expect(onImported).not.toHaveBeenCalled();
  });

  it('follows an import still processing until it succeeds', async () => {
    const clock = fakeClock();
    fakeUploads({ ...failed, status: 'PENDING', errorFileId: null, message: '' });
    const done: ImportResult = {
      ...failed,
      status: 'SUCCEEDED',
      succeeded: 3,
      failed: 0,
      errorFileId: null,
      message: '导入成功，共 3 条',
    };
    const server = fakeServer({ '/api/imports/result': () => ({ data: done }) });
    const onImported = renderDialog();
    await userEvent.upload(input(), xlsx());
    expect(await screen.findByTestId('import-processing')).toBeInTheDocument();
    // Past the dialog's polling interval (2 s): no need to sleep through it.
    await clock.skip(2_500);
    expect(await screen.findByTestId('import-result')).toHaveTextContent('导入成功，共 3 条');
    expect(server.bodies('/api/imports/result')).toEqual([{ id: '9' }]);
    expect(onImported).toHaveBeenCalledWith(done);
  });
});
