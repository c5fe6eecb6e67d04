import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, setUpPortalEachTest } from '@/test/render-route';
import { fieldError, findById, pageGrants, pageOf, renderRoutesAt, signInAs } from '@/test/page-helpers';
import { fill } from '@/test/fill';
import { productsRoutes } from '../routes';

// The product drawer says what the server says of a weight or a declared value at or below 0: that
// it must be above 0 (not that it is badly written), from the same contracts rule.

const server = () =>
  fakeServer({
    '/api/products/page': pageOf([]),
    '/api/brands/options': () => ({ data: [] }),
    '/api/column-settings/get': () => ({ data: null }),
  });

describe('product form', () => {
  setUpPortalEachTest();
  beforeEach(() => signInAs(pageGrants('OMS_BASICSKU', ['view', 'create', 'edit'])));

  it('says "must be above 0" for a negative weight or declared value', async () => {
    const api = server();
    renderRoutesAt([productsRoutes[0]!], '/basic/productManage');
    await userEvent.click(await screen.findByTestId('product-create'));
    const typed = { forecastWeight: '-1', declaredValue: '-3', forecastLength: '1.234' };
    for (const [name, value] of Object.entries(typed)) await fill(await findById(`product_${name}`), value);
    await userEvent.click(await findById('product_submit'));
    await waitFor(() => expect(fieldError('product_forecastWeight')).toBe('必须大于 0'));
    expect(fieldError('product_declaredValue')).toBe('申报价值必须大于 0');
    expect(fieldError('product_forecastLength')).toBe('请输入数字，最多两位小数');
    expect(api.bodies('/api/products/create')).toEqual([]);
  });
});
