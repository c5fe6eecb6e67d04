import { describe, expect, it } from 'vitest';
import type { FileRecord, ImportResult, PageResult, Product } from '@oms/contracts';
import { useTestApp } from '../../../test/app';
import { bodyOf, call, company } from '../../../test/fixtures';
import { multipart } from '../../lib/file-fixtures.test-support';
import { bombXlsx } from '../../lib/zip.test-support';

describe('imports: a zip bomb passed off as an xlsx', () => {
  const t = useTestApp(async (app) => ({ a: await company(app) }));
  // 300 MB of zeros in about 300 KB: honest about its size, or declaring 1,000 bytes.
  const honest = bombXlsx(300);
  const lying = bombXlsx(300, 1000);

  const upload = (content: Buffer, language: 'zh' | 'en' = 'en') => {
    const body = multipart({ name: 'products.xlsx', content }, { kind: 'products' });
    return t.app.inject({
      method: 'POST',
      url: '/api/imports/upload',
      headers: { ...body.headers, token: t.a.token, language },
      payload: body.payload,
    });
  };
  const productCount = async () =>
    bodyOf<PageResult<Product>>(await call(t.app, t.a.token, 'products/page', { size: 10 })).data.total;
  const importFiles = async () =>
    bodyOf<PageResult<FileRecord>>(await call(t.app, t.a.token, 'files/page', { kind: 'import' })).data.total;

  it('refuses at upload a file whose directory declares more than 100 MB, keeping nothing', async () => {
    const started = performance.now();
    const res = await upload(honest);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(res.statusCode).toBe(422);
    expect(bodyOf(res)).toMatchObject({
      message: 'This file unpacks to more than 100 MB and cannot be read as a spreadsheet; check the file',
      data: { field: 'file' },
    });
    expect(bodyOf(await upload(honest, 'zh')).message).toBe(
      '文件解压后超过 100 MB，无法作为表格读取，请检查文件',
    );
    expect(await importFiles()).toBe(0);
    expect(await productCount()).toBe(0);
  });

  it('fails the import of a file that lies about its sizes as soon as it unpacks past them', async () => {
    const res = await upload(lying);
    expect(res.statusCode).toBe(200);
    expect(bodyOf<ImportResult>(res).data).toMatchObject({
      status: 'FAILED',
      succeeded: 0,
      errorFileId: null,
      message: 'This file unpacks to more than 100 MB and cannot be read as a spreadsheet; check the file',
    });
    expect(await productCount()).toBe(0);
  });
});
