import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductDetail } from '@oms/contracts';
import { fakeServer, renderRoutes, setUpPortalEachTest } from '@/test/render-route';
import { fill } from '@/test/fill';
import { pageGrants, pageOf, signInAs } from '@/test/page-helpers';
import { productsRoutes } from '../routes';
import { convertSize, convertWeight } from '../lib/form-values';

const PATH = '/basic/productDetail';
const ALL = pageGrants('OMS_BASICSKU', ['view', 'edit', 'submit', 'delete', 'print']);

const product = (extra: Partial<ProductDetail> = {}): ProductDetail => ({
  id: '9',
  sku: 'EARBUD-1',
  brandId: null,
  brandName: null,
  nameCn: '蓝牙耳机',
  nameEn: 'Earbuds',
  category: 'ELECTRONICS',
  weightUnit: 'lbs',
  sizeUnit: 'inch',
  forecast: { weightG: 1134, lengthCm100: 3048, widthCm100: 2096, heightCm100: 787 },
  actual: { weightG: null, lengthCm100: null, widthCm100: null, heightCm100: null },
  piecesPerCarton: 40,
  declaredValue: '19.90',
  imageFileIds: [],
  introductionUrl: null,
  remark: null,
  hsCode: null,
  declaredNameCn: null,
  declaredNameEn: null,
  material: null,
  batteryType: null,
  dangerousClass: null,
  status: 'TO_BE_SUBMITTED',
  rejectReason: null,
  submittedAt: null,
  decidedAt: null,
  createdBy: 'demo',
  createdAt: '2026-03-01T08:00:00.000Z',
  updatedAt: '2026-03-01T08:00:00.000Z',
  operations: [],
  ...extra,
});

const open = async (p: ProductDetail, permissions = ALL) => {
  signInAs(permissions);
  const server = fakeServer({
    '/api/products/detail': () => ({ data: p }),
    '/api/products/submit': () => ({ data: { affected: 1 } }),
    '/api/brands/options': () => ({ data: [] }),
    '/api/products/delete': () => ({ data: { affected: 1 } }),
    '/api/products/page': pageOf([]),
    '/api/column-settings/get': () => ({ data: null }),
  });
  renderRoutes(
    productsRoutes.map((r) => ({ ...r, path: r.path === 'basic/productDetail' ? PATH : `/${r.path}` })),
    `${PATH}?id=${p.id}`,
  );
  await screen.findByTestId('product-detail');
  return server;
};

describe('ProductDetailPage', () => {
  setUpPortalEachTest();

  it('converts typed measures on a unit switch', () => {
    expect(convertWeight('2.5', 'lbs', 'kg')).toBe('1.13');
    expect(convertWeight('1.13', 'kg', 'lbs')).toBe('2.49');
    expect(convertSize('12', 'inch', 'cm')).toBe('30.48');
    expect(convertSize('30.48', 'cm', 'inch')).toBe('12');
    expect(convertSize('abc', 'cm', 'inch')).toBe('abc');
  });

  it('shows the measures in the units entered, switches to metric, and offers what the state allows', async () => {
    const server = await open(product());
    expect(screen.getByTestId('forecast-weight').textContent).toBe('2.50 lbs');
    expect(screen.getByTestId('forecast-length').textContent).toBe('12.00 inch');
    expect(screen.getByTestId('actual-weight').textContent).toBe('-');
    await userEvent.click(screen.getByText('公制 kg/cm'));
    expect(screen.getByTestId('forecast-weight').textContent).toBe('1.134 kg');
    expect(screen.getByTestId('detail-edit')).toBeTruthy();
    expect(screen.getByTestId('detail-delete')).toBeTruthy();
    await userEvent.click(screen.getByTestId('detail-submit'));
    await waitFor(() => expect(server.bodies('/api/products/submit')).toEqual([{ ids: ['9'] }]));
  });

  it('deletes its product and goes back to the list without asking for the deleted product again', async () => {
    const server = await open(product());
    await userEvent.click(screen.getByTestId('detail-delete'));
    await fill(await waitFor(() => document.getElementById('delete-reason_reason')!), 'made twice');
    await userEvent.click(document.getElementById('delete-reason_ok')!);
    await waitFor(() =>
      expect(server.bodies('/api/products/delete')).toEqual([{ ids: ['9'], reason: 'made twice' }]),
    );
    await waitFor(() => expect(server.bodies('/api/products/page').length).toBeGreaterThan(0));
    // Asked for once, when the page opened: the refresh after the delete leaves the deleted row alone.
    expect(server.bodies('/api/products/detail')).toHaveLength(1);
  });

  it('shows the rejection reason and offers a resubmit', async () => {
    await open(product({ status: 'REJECTED', rejectReason: 'Photos are blurry' }));
    expect(screen.getByTestId('reject-reason').textContent).toContain('Photos are blurry');
    expect(screen.getByTestId('detail-submit').textContent).toBe('重新提交');
  });

  it('offers no submit or delete once passed, and no actions without the codes', async () => {
    await open(
      product({
        status: 'PASSED',
        actual: { weightG: 1157, lengthCm100: 3098, widthCm100: 2146, heightCm100: 837 },
      }),
      ['OMS_SYSTEM', 'OMS_BASICSKU', 'OMS_BASICSKU:view', 'OMS_BASICSKU:edit'],
    );
    expect(screen.getByTestId('actual-weight').textContent).toBe('2.55 lbs');
    expect(screen.queryByTestId('detail-submit')).toBeNull();
    expect(screen.queryByTestId('detail-delete')).toBeNull();
    expect(screen.queryByTestId('detail-label')).toBeNull();
    expect(screen.getByTestId('detail-edit')).toBeTruthy();
  });
});
