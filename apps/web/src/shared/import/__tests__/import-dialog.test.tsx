import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntApp } from 'antd';
import type { ImportResult } from '@oms/contracts';
import '../../i18n';
import { ImportDialog } from '../import-dialog';
import * as api from '../import-api';

vi.mock('../import-api', () => ({
  importTemplateUrl: (kind: string, language: string) =>
    `/api/imports/template?kind=${kind}&language=${language}`,
  uploadImport: vi.fn(),
  importResultOf: vi.fn(),
  downloadErrorFile: vi.fn(async () => undefined),
}));

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
  afterEach(() => vi.clearAllMocks());

  it('links the template, refuses other files, and offers the error file of a failed import', async () => {
    vi.mocked(api.uploadImport).mockResolvedValue(failed);
    const onImported = renderDialog();
    expect(screen.getByTestId('import-template').getAttribute('href')).toBe(
      '/api/imports/template?kind=consignees&language=zh',
    );
    await userEvent.upload(input(), new File(['x'], 'notes.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    expect(await screen.findByText('只能上传 xls 或 xlsx 文件')).toBeInTheDocument();
    expect(api.uploadImport).not.toHaveBeenCalled();

    await userEvent.upload(input(), xlsx());
    const result = await screen.findByTestId('import-result');
    expect(result.getAttribute('data-status')).toBe('FAILED');
    expect(result.textContent).toContain('导入失败，请下载错误文件查看原因');
    await userEvent.click(screen.getByTestId('import-error-file'));
    expect(api.downloadErrorFile).toHaveBeenCalledWith('77', '错误文件.xlsx');
    expect(onImported).not.toHaveBeenCalled();
  });

  it('follows an import still processing until it succeeds', async () => {
    vi.mocked(api.uploadImport).mockResolvedValue({
      ...failed,
      status: 'PENDING',
      errorFileId: null,
      message: '',
    });
    const done: ImportResult = {
      ...failed,
      status: 'SUCCEEDED',
      succeeded: 3,
      failed: 0,
      errorFileId: null,
      message: '导入成功，共 3 条',
    };
    vi.mocked(api.importResultOf).mockResolvedValue(done);
    const onImported = renderDialog();
    await userEvent.upload(input(), xlsx());
    expect(await screen.findByTestId('import-processing')).toBeInTheDocument();
    await waitFor(
      () => expect(screen.getByTestId('import-result').textContent).toContain('导入成功，共 3 条'),
      {
        timeout: 5000,
      },
    );
    expect(api.importResultOf).toHaveBeenCalledWith('9');
    expect(onImported).toHaveBeenCalledWith(done);
  });
});
