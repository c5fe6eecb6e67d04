import { describe, expect, it } from 'vitest';
import { CERTIFICATION_CODES, CONSIGNEE_CODES, PRODUCT_CODES } from '@oms/contracts';
import { useTestApp } from '../../../test/app';
import { bodyOf, call, company, subAccountWith } from '../../../test/fixtures';
import { fullProfile, upload as uploadCertificationFile } from '../certification/certification.test-support';
import { productBody, uploadImages } from '../products/products.test-support';

describe('files: a document file is read by the codes of its document', () => {
  const t = useTestApp(async (app) => {
    const main = await company(app);
    const codes = async (list: string[]) => (await subAccountWith(app, main.companyId, list)).token;
    return {
      main,
      // Creates products but may not list them: reads its own uploads only.
      uploader: await codes([PRODUCT_CODES.create]),
      productViewer: await codes([PRODUCT_CODES.view]),
      certificationViewer: await codes([CERTIFICATION_CODES.view]),
      outsider: await codes([CONSIGNEE_CODES.view]),
    };
  });
  const download = async (token: string, id: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/files/download?id=${id}`, headers: { token } }))
      .statusCode;

  it("shows a product's images to its uploader and to product viewers, never to other sub-accounts", async () => {
    const images = await uploadImages(t.app, t.uploader);
    const created = await call(t.app, t.uploader, 'products/create', productBody(images));
    expect(bodyOf(created).code).toBe(0);
    const image = images[0]!;
    expect(await download(t.outsider, image)).toBe(404);
    expect(await download(t.certificationViewer, image)).toBe(404);
    expect(await download(t.productViewer, image)).toBe(200);
    expect(await download(t.main.token, image)).toBe(200);
    expect(await download(t.uploader, image)).toBe(200);

    // Taken off the product, the image loses the product's codes: back to its owner and the file center.
    const id = bodyOf<{ id: string }>(created).data.id;
    const detail = bodyOf<Record<string, unknown>>(
      await call(t.app, t.main.token, 'products/detail', { id }),
    );
    const more = await uploadImages(t.app, t.main.token, 1);
    const edit = await call(t.app, t.main.token, 'products/update', {
      ...productBody([...images.slice(1), ...more]),
      id,
      sku: detail.data.sku,
    });
    expect(bodyOf(edit).code).toBe(0);
    expect(await download(t.productViewer, image)).toBe(404);
    expect(await download(t.uploader, image)).toBe(200);
    expect(await download(t.main.token, image)).toBe(200);
  });

  it('shows the certification licence to certification viewers only (and its uploader)', async () => {
    const licence = await uploadCertificationFile(t.app, t.main.token);
    const saved = await call(t.app, t.main.token, 'certification/save', fullProfile(licence.id));
    expect(bodyOf(saved).code).toBe(0);
    expect(await download(t.certificationViewer, licence.id)).toBe(200);
    expect(await download(t.productViewer, licence.id)).toBe(404);
    expect(await download(t.outsider, licence.id)).toBe(404);
    expect(await download(t.main.token, licence.id)).toBe(200);
  });
});
