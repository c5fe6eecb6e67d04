import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Brand } from '@oms/contracts';
import { fill } from '@/test/fill';
import { fakeServer, setUpPortalEachTest } from '@/test/render-route';
import { expectGuardedRoute, pageGrants, renderRoutesAt, signInAs } from '@/test/page-helpers';
import { brandsRoutes } from '../routes';

const PATH = '/basic/brandManage';
const ROWS: Brand[] = [
  {
    id: '4',
    name: 'Galaxy Home',
    productCount: 3,
    createdBy: 'demo',
    createdAt: '2026-03-01T08:00:00.000Z',
    updatedAt: '2026-03-01T08:00:00.000Z',
  },
];
const ALL = pageGrants('OMS_BASICBRAND', ['view', 'create', 'edit', 'delete']);

describe('BrandManagePage', () => {
  setUpPortalEachTest();
  beforeEach(() => signInAs(ALL));

  it('is a lazy route guarded by OMS_BASICBRAND', () => {
    expectGuardedRoute(brandsRoutes, 'basic/brandManage', 'OMS_BASICBRAND');
  });

  it('creates a brand, shows the name taken on its field, and says why a brand in use stays', async () => {
    const server = fakeServer({
      '/api/brands/page': () => ({
        data: { records: ROWS, total: 1, totalExact: true, current: 1, size: 20 },
      }),
      '/api/brands/create': (body) =>
        (body as { name: string }).name === 'Galaxy Home'
          ? Response.json({ code: 422, message: '品牌名称已存在', data: { field: 'name' } }, { status: 422 })
          : { data: { ...ROWS[0], id: '5', name: (body as { name: string }).name, productCount: 0 } },
      '/api/brands/delete': () =>
        Response.json(
          { code: 409, message: '品牌“Galaxy Home”正被 3 个产品使用，不能删除', data: null },
          { status: 409 },
        ),
      '/api/user/current': () => ({ data: null }),
      '/api/column-settings/get': () => ({ data: null }),
    });
    renderRoutesAt(brandsRoutes, PATH);
    await screen.findByText('Galaxy Home');

    await userEvent.click(screen.getByTestId('brand-create'));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('请输入品牌名称')).toBeTruthy();
    await fill(within(dialog).getByLabelText('品牌名称'), 'Galaxy Home');
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('品牌名称已存在')).toBeTruthy();
    await userEvent.clear(within(dialog).getByLabelText('品牌名称'));
    await fill(within(dialog).getByLabelText('品牌名称'), 'BlueWave');
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(server.bodies('/api/brands/create').at(-1)).toEqual({ name: 'BlueWave' }));

    await userEvent.click(screen.getByTestId('row-delete-4'));
    await waitFor(() => expect(document.querySelector('#brand_confirm_delete')).not.toBeNull());
    await userEvent.click(document.querySelector<HTMLElement>('#brand_confirm_delete')!);
    expect(await screen.findByText('品牌“Galaxy Home”正被 3 个产品使用，不能删除')).toBeTruthy();
  });
});
