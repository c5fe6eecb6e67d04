import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRODUCT_IMAGES_ZIP, productsEndpoints, type ProductImagesImportResult } from '@oms/contracts';
import { urlOf } from '@/shared/api/call';
import { fakeServer, setUpPortalEachTest } from '@/test/render-route';
import { fakeUploads } from '@/test/fake-uploads';
import { pageGrants, pageOf, renderRoutesAt, signInAs } from '@/test/page-helpers';
import { productsRoutes } from '../routes';

// The product list's "Import images" dialog goes through the same upload steps as a list import
// (shared/import/upload-steps): a file that is not a zip, or too large, is refused before anything is
// sent; a zip is sent with its progress and the result says what each product got; "again" brings the
// drop zone back.

const result: ProductImagesImportResult = {
  added: 3,
  products: [{ sku: 'GX-LAMP-01', added: 3, total: 4 }],
  skipped: [{ file: 'notes.txt', reason: '不是图片' }],
};

const zip = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: 'application/zip' });
const input = () => document.querySelector<HTMLInputElement>('[data-testid=images-dialog] input[type=file]')!;

describe('product images import', () => {
  setUpPortalEachTest();
  beforeEach(() => signInAs(pageGrants('OMS_BASICSKU', ['view', 'edit'])));

  it('refuses what is not a zip or is too large, sends a zip and shows what each product got', async () => {
    fakeServer({
      '/api/products/page': pageOf([]),
      '/api/brands/options': () => ({ data: [] }),
      '/api/column-settings/get': () => ({ data: null }),
    });
    const sent = fakeUploads(result);
    renderRoutesAt([productsRoutes[0]!], '/basic/productManage');
    await userEvent.click(await screen.findByTestId('product-import-images'));
    await screen.findByTestId('images-dialog');

    await userEvent.upload(input(), zip('images.rar'), { applyAccept: false });
    expect(await screen.findByTestId('images-error')).toHaveTextContent('只能上传 zip 压缩包');
    await userEvent.upload(input(), zip('big.zip', PRODUCT_IMAGES_ZIP.maxBytes + 1));
    expect(screen.getByTestId('images-error')).toHaveTextContent(
      `zip 压缩包不能超过 ${PRODUCT_IMAGES_ZIP.maxMb}MB`,
    );
    expect(sent).toEqual([]);

    await userEvent.upload(input(), zip('images.zip'));
    const shown = await screen.findByTestId('images-result');
    expect(shown.getAttribute('data-added')).toBe('3');
    expect(screen.queryByTestId('images-error')).toBeNull();
    expect(screen.getByTestId('images-product-GX-LAMP-01')).toHaveTextContent(
      'GX-LAMP-01：新增 3 张，共 4 张',
    );
    expect(screen.getByTestId('images-skipped')).toHaveTextContent('notes.txt 不是图片');
    expect(sent.map((s) => [s.url, s.fileName])).toEqual([
      [urlOf(productsEndpoints.importImages), 'images.zip'],
    ]);

    await userEvent.click(screen.getByTestId('images-again'));
    await waitFor(() => expect(screen.queryByTestId('images-result')).toBeNull());
    expect(screen.getByTestId('images-upload')).toBeInTheDocument();
  });
});
