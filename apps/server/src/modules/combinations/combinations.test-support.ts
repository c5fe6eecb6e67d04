// Helpers for the combinations API tests (not a test file itself).
import type { App } from '../../app';
import { bodyOf, call, type Company } from '../../../test/fixtures';
import { createProduct, type CreatedProduct } from '../products/products.test-support';

const measured = { actualWeightKg: '0.36', actualLengthCm: '12', actualWidthCm: '8.5', actualHeightCm: '4' };

/** A product of the company, submitted and passed by the warehouse (through the products service). */
export const passedProduct = async (app: App, c: Company): Promise<CreatedProduct> => {
  const p = await createProduct(app, c.token);
  const submitted = bodyOf(await call(app, c.token, 'products/submit', { ids: [p.id] }));
  if (submitted.code !== 0) throw new Error(`submit failed: ${submitted.message}`);
  await app.services.products.decide(
    c.tenantId,
    Number(p.id),
    { approve: true, measured: { ...measured } },
    'LAX/wms',
  );
  return { ...p, status: 'PASSED' };
};

let seq = 0;
export const uniqueCombination = (prefix = 'Set') =>
  `${prefix} ${Date.now().toString(36)}${(seq++).toString(36)}`;

/** A combination body of `lines` ([product, ratio]…). */
export const combinationBody = (lines: [{ id: string }, number][], extra: Record<string, unknown> = {}) => ({
  name: uniqueCombination(),
  components: lines.map(([p, ratio]) => ({ productId: p.id, ratio })),
  ...extra,
});

/** Creates through the API; answers the combination (fails the test on refusal). */
export const createCombination = async (app: App, token: string, body: object) => {
  const res = bodyOf<{ id: string; name: string; totalPcs: number }>(
    await call(app, token, 'combinations/create', body),
  );
  if (res.code !== 0) throw new Error(`create failed: ${res.message}`);
  return res.data;
};
