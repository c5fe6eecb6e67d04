import { expect } from 'vitest';
import { COMPANY_PASSWORD, api, register, uploadPng } from './accounts';
import { PNG_1PX } from './browser';

// A company of its own that can ship from LAX, made through the calls a customer makes and decided by
// the built-in warehouse simulator (global-setup: 2-second steps), as a new customer would get there:
// registered, its identity verified, LAX signed, a product passed and received into stock, and no
// money on its accounts. For journeys whose figures the demo company's full accounts would hide.

type Page<T> = { records: T[] };
type Signing = { id: string; warehouseCode: string; status: string };
type Inbound = { id: string; status: string };

/** Waits (polling) until `read` answers what `done` accepts; answers it. */
const until = async <T>(read: () => Promise<T>, done: (v: T) => boolean, timeout = 60_000): Promise<T> => {
  let last: T | undefined;
  await expect
    .poll(
      async () => {
        last = await read();
        return done(last);
      },
      { timeout, interval: 1000 },
    )
    .toBe(true);
  return last!;
};

/**
 * A new company with `pieces` pieces of one passed product available at LAX and empty accounts;
 * answers its account name, session token and the product's SKU.
 */
export const stockedCompany = async (companyName: string, pieces = 20) => {
  const accountName = await register(companyName);
  const { token } = await api<{ token: string }>('user/login', { accountName, password: COMPANY_PASSWORD });
  const stamp = Date.now().toString(36).toUpperCase();

  await api(
    'certification/submit',
    {
      companyNameCn: companyName,
      companyNameEn: 'E2E Balance Trading Co., Ltd.',
      companyCode: `B${stamp}`.slice(0, 20),
      address: '广东省深圳市南山区科技园 9 号',
      website: 'https://e2e-balance.example.com',
      phone: '+86 755-2666 9999',
      email: 'contact@e2e-balance.example.com',
      contact: '赵六',
      organizationCode: '91440300MA5E2E002X',
      licenseFileId: await uploadPng(token, 'certification', PNG_1PX),
    },
    token,
  );
  await until(
    () => api<{ status: string }>('certification/state', {}, token),
    (c) => c.status === 'PASSED',
  );

  const lax = (await api<Page<Signing>>('signing/page', { current: 1, size: 20 }, token)).records.find(
    (w) => w.warehouseCode === 'LAX',
  )!;
  await api('signing/apply', { warehouseId: lax.id }, token);
  const images = [];
  for (let i = 0; i < 3; i++) images.push(await uploadPng(token, 'products', PNG_1PX));
  const sku = `E2E-BAL-${stamp}`;
  const product = await api<{ id: string }>(
    'products/create',
    {
      sku,
      nameCn: '蓝牙音箱',
      nameEn: 'Bluetooth speaker',
      category: 'ELECTRONICS',
      weightUnit: 'kg',
      sizeUnit: 'cm',
      forecastWeight: '0.35',
      forecastLength: '12',
      forecastWidth: '8.5',
      forecastHeight: '4',
      piecesPerCarton: pieces,
      declaredValue: '19.90',
      imageFileIds: images,
    },
    token,
  );
  await api('products/submit', { ids: [product.id] }, token);
  await until(
    async () =>
      (await api<Page<Signing>>('signing/page', { current: 1, size: 20 }, token)).records.find(
        (w) => w.id === lax.id,
      )!.status,
    (s) => s === 'SIGNED',
  );
  await until(
    () => api<{ status: string }>('products/detail', { id: product.id }, token),
    (p) => p.status === 'PASSED',
  );

  // One carton delivered by the company itself; a difference the warehouse finds is confirmed.
  const inbound = await api<Inbound>(
    'inbound-orders/create',
    {
      warehouseId: lax.id,
      inboundType: 'STANDARD',
      headLeg: 'SELF_DELIVERY',
      expectedArrival: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
      lines: [{ productId: product.id, boxes: 1 }],
      submit: true,
    },
    token,
  );
  const settled = await until(
    () => api<Inbound>('inbound-orders/detail', { id: inbound.id }, token),
    (o) => o.status === 'COMPLETED' || o.status === 'WITH_DIFFERENCE',
    90_000,
  );
  if (settled.status === 'WITH_DIFFERENCE') {
    await api('inbound-orders/confirmDifference', { id: inbound.id }, token);
    await until(
      () => api<Inbound>('inbound-orders/detail', { id: inbound.id }, token),
      (o) => o.status === 'COMPLETED',
      60_000,
    );
  }
  return { accountName, token, sku };
};
