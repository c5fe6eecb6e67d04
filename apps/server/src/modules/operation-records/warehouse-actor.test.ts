import { describe, expect, it } from 'vitest';
import type {
  Certification,
  Dispute,
  FeeDetail,
  FeeRow,
  MovementRow,
  PageResult,
  PostedFee,
  ProductDetail,
  SigningDetail,
} from '@oms/contracts';
import { useTestApp } from '../../../test/app';
import { bodyOf, call, company } from '../../../test/fixtures';
import { fullProfile, upload } from '../certification/certification.test-support';
import { api, keyForTenant, post } from '../integration/integration.test-support';
import { createProduct } from '../products/products.test-support';
import { docOf, inTx, ownerOf } from '../inventory/inventory.test-support';

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

  // Issue 22 §2: a fee's detail read "LAX/simulator (built-in)" beside its time. A warehouse's key
  // writes the same actor into a fee, a dispute's answer, a ledger entry and a stock movement.
  it('names the warehouse on the fee it charged, the dispute it answered and the stock it moved', async () => {
    const actor = `${t.k.warehouseCode}/${KEY_NAME}`;
    const owner = ownerOf(t.a);
    await inTx(t.app, (tx) =>
      t.app.services.finance.credit(tx, owner, {
        currency: 'USD',
        amountMinor: 10_000,
        type: 'RECHARGE',
        documentType: 'RECHARGE',
        documentNo: 'RC-ACTOR',
        actor: 'test',
      }),
    );
    const posted = await post(t.app, t.k.key, '/fees', {
      companyId: String(t.a.companyId),
      feeType: 'SUPPLEMENT',
      currency: 'USD',
      unitPrice: '12.00',
      reason: 'Pallet wrap',
    });
    const feeId = bodyOf<PostedFee>(posted).data.id;
    const opened = bodyOf<Dispute>(
      await call(t.app, t.a.token, 'fees/dispute', { feeId, reason: 'Not ordered' }),
    ).data;
    await post(t.app, t.k.key, `/fees/disputes/${opened.id}/refuse`, { reason: 'Per rate card' });
    const product = await createProduct(t.app, t.a.token);
    const [balance] = await inTx(t.app, (tx) =>
      t.app.services.inventory.receive(tx, owner, {
        ...docOf(t.k.warehouseId, { actor }),
        lines: [{ productId: Number(product.id), fromTransit: 0, quantity: 4 }],
      }),
    );

    for (const language of ['zh', 'en'] as const) {
      const name = nameIn[language]();
      const page = await call(t.app, t.a.token, 'fees/page', {}, language);
      const detail = await call(t.app, t.a.token, 'fees/detail', { id: feeId }, language);
      const movements = await call(
        t.app,
        t.a.token,
        'inventory/movements',
        { id: String(balance!.id) },
        language,
      );
      const fee = bodyOf<FeeDetail>(detail).data;
      expect(bodyOf<PageResult<FeeRow>>(page).data.records.find((r) => r.id === feeId)!.createdBy).toBe(name);
      expect([fee.createdBy, fee.ledger[0]!.createdBy, fee.disputes[0]!.answeredBy]).toEqual([
        name,
        name,
        name,
      ]);
      expect(fee.disputes[0]!.operations.map((o) => o.actor)).toEqual([t.a.accountName, name]);
      expect(bodyOf<PageResult<MovementRow>>(movements).data.records.map((m) => m.createdBy)).toEqual([name]);
      for (const res of [page, detail, movements]) expect(res.body).not.toContain(KEY_NAME);
    }
  });
});
