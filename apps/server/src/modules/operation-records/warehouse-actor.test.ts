import { describe, expect, it } from 'vitest';
import type { Certification, ProductDetail, SigningDetail } from '@oms/contracts';
import { useTestApp } from '../../../test/app';
import { bodyOf, call, company } from '../../../test/fixtures';
import { fullProfile, upload } from '../certification/certification.test-support';
import { api, keyForTenant, post } from '../integration/integration.test-support';
import { createProduct } from '../products/products.test-support';

const KEY_NAME = 'simulator (built-in)';

describe('operation records: the warehouse acting through its key', () => {
  const t = useTestApp(async (app) => {
    const a = await company(app);
    return { a, k: await keyForTenant(app, a.tenantId, KEY_NAME) };
  });
  const nameIn = { zh: () => `仓库 ${t.k.warehouseCode}`, en: () => `Warehouse ${t.k.warehouseCode}` };

  it("names the warehouse, in the caller's language, on the company's records, never the key", async () => {
    // The certification: submitted by the company, passed by the warehouse's key.
    const license = await upload(t.app, t.a.token);
    const submitted = await call(t.app, t.a.token, 'certification/submit', fullProfile(license.id));
    const certificationId = bodyOf<{ id: string }>(submitted).data.id;
    const passed = await post(t.app, t.k.key, `/certifications/${certificationId}/approve`, {});
    expect(bodyOf(passed).data).toMatchObject({ status: 'PASSED' });

    // A product: submitted, then rejected by the key.
    const product = await createProduct(t.app, t.a.token);
    await call(t.app, t.a.token, 'products/submit', { ids: [product.id] });
    const rejected = await post(t.app, t.k.key, `/products/${product.id}/reject`, { reason: 'blurry' });
    expect(bodyOf(rejected).data).toMatchObject({ status: 'REJECTED' });

    // A signing: applied for, signed by the key.
    await call(t.app, t.a.token, 'signing/apply', { warehouseId: String(t.k.warehouseId) });
    const pending = bodyOf<{ id: string }[]>(await api(t.app, t.k.key, 'GET', '/signings/pending')).data;
    const signed = await post(t.app, t.k.key, `/signings/${pending[0]!.id}/approve`, {});
    expect(bodyOf(signed).data).toMatchObject({ status: 'SIGNED' });

    for (const language of ['zh', 'en'] as const) {
      const certification = await call(t.app, t.a.token, 'certification/get', {}, language);
      const detail = await call(t.app, t.a.token, 'products/detail', { id: product.id }, language);
      const signing = await call(
        t.app,
        t.a.token,
        'signing/detail',
        { id: String(t.k.warehouseId) },
        language,
      );
      const timelines = [
        bodyOf<Certification>(certification).data.operations,
        bodyOf<ProductDetail>(detail).data.operations,
        bodyOf<SigningDetail>(signing).data.operations,
      ];
      expect(timelines.map((ops) => ops.map((o) => [o.action, o.actor]))).toEqual([
        [
          ['submit', t.a.accountName],
          ['approve', nameIn[language]()],
        ],
        [
          ['create', t.a.accountName],
          ['submit', t.a.accountName],
          ['reject', nameIn[language]()],
        ],
        [
          ['apply', t.a.accountName],
          ['approve', nameIn[language]()],
        ],
      ]);
      for (const res of [certification, detail, signing]) expect(res.body).not.toContain(KEY_NAME);
    }
  });
});
