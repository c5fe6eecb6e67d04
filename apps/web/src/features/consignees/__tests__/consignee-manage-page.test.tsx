import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Consignee } from '@oms/contracts';
import { fakeServer, setUpPortalEachTest } from '@/test/render-route';
import {
  expectGuardedRoute,
  expectTestIds,
  formErrors,
  openPage,
  pageGrants,
  pageOf,
  rowOf,
} from '@/test/page-helpers';
import { consigneesRoutes } from '../routes';

const PATH = '/basic/consigneeManage';
const ROWS: Consignee[] = [
  {
    id: '21',
    name: 'Jane Roe',
    company: 'Acme',
    country: 'US',
    state: 'CA',
    city: 'Los Angeles',
    address: '100 Main St',
    postalCode: '90001',
    email: null,
    phone: '+1 213 555 0100',
    createdAt: '2026-03-01T08:00:00.000Z',
    updatedAt: '2026-03-01T08:00:00.000Z',
  },
];
const ALL = pageGrants('OMS_BASICCONSIGNEE', ['view', 'create', 'edit', 'delete', 'import', 'export']);

const server = () =>
  fakeServer({
    '/api/consignees/page': pageOf(ROWS),
    '/api/consignees/create': (body) => ({ data: { ...ROWS[0], ...(body as object), id: '22' } }),
    '/api/consignees/delete': (body) => ({ data: { affected: (body as { ids: string[] }).ids.length } }),
    '/api/column-settings/get': () => ({ data: null }),
  });

const PAGE = { routes: consigneesRoutes, path: PATH, ready: 'Jane Roe' };
const field = (id: string) => document.getElementById(`consignee_${id}`)!;

describe('ConsigneeManagePage', () => {
  setUpPortalEachTest();

  it('is a lazy route guarded by OMS_BASICCONSIGNEE', () => {
    expectGuardedRoute(consigneesRoutes, 'basic/consigneeManage', 'OMS_BASICCONSIGNEE');
  });

  it('lists the address book with country names, and hides actions without the codes', async () => {
    await openPage(PAGE, ['OMS_SYSTEM', 'OMS_BASICCONSIGNEE', 'OMS_BASICCONSIGNEE:view'], server);
    const row = rowOf('Jane Roe');
    expect(within(row).getByText('美国 (US)')).toBeInTheDocument();
    expectTestIds({
      absent: ['consignee-create', 'consignee-import', 'row-edit-21'],
      present: ['row-detail-21'],
    });
  });

  it('checks the postal code by the chosen country with its example, then creates', async () => {
    const api = await openPage(PAGE, ALL, server);
    await userEvent.click(screen.getByTestId('consignee-create'));
    await waitFor(() => expect(field('submit')).toBeTruthy());
    expect(screen.getByTestId('postal-hint').textContent).toBe('该国家/地区邮编示例：90001');

    await userEvent.click(field('country'));
    await userEvent.paste('加拿大');
    await userEvent.click((await screen.findAllByTitle('加拿大 (CA)')).at(-1)!);
    await waitFor(() =>
      expect(screen.getByTestId('postal-hint').textContent).toBe('该国家/地区邮编示例：K1A 0B1'),
    );
    const fill = async (id: string, text: string) => {
      await userEvent.click(field(id));
      await userEvent.paste(text);
    };
    await fill('name', 'Ben Ode');
    await fill('city', 'Ottawa');
    await fill('address', '1 Wellington St');
    await fill('phone', '020 7946 0321');
    await fill('postalCode', '123 456');
    await userEvent.click(field('submit'));
    await waitFor(() =>
      expect(formErrors()).toEqual(
        expect.arrayContaining([
          '加拿大邮编格式不正确，例如 K1A 0B1',
          '该国家/地区须填写州/省',
          '不是收件国家/地区的有效电话号码；其他国家的号码请以 + 和国家区号开头',
        ]),
      ),
    );
    expect(api.bodies('/api/consignees/create')).toEqual([]);

    await userEvent.clear(field('postalCode'));
    await fill('postalCode', 'k1a 0b1');
    await userEvent.clear(field('phone'));
    await fill('phone', '613 555 0100');
    // Canada's provinces are a list, searched by name.
    await userEvent.click(field('state'));
    await userEvent.paste('安大略');
    await userEvent.click((await screen.findAllByTitle('ON · 安大略省')).at(-1)!);
    await userEvent.click(field('submit'));
    await waitFor(() => expect(api.bodies('/api/consignees/create')).toHaveLength(1));
    expect(api.bodies('/api/consignees/create')[0]).toMatchObject({
      name: 'Ben Ode',
      country: 'CA',
      state: 'ON',
      postalCode: 'k1a 0b1',
      phone: '613 555 0100',
    });
    expect(await screen.findByText('收件人已新增')).toBeInTheDocument();
  });

  it('asks for a reason before deleting', async () => {
    const api = await openPage(PAGE, ALL, server);
    await userEvent.click(screen.getByTestId('row-delete-21'));
    expect(await screen.findByText(/确定删除 1 个收件人（Jane Roe）吗/)).toBeInTheDocument();
    await userEvent.click(document.getElementById('delete-reason_ok')!);
    expect(await screen.findByText('请填写删除原因')).toBeInTheDocument();
    await userEvent.click(document.getElementById('delete-reason_reason')!);
    await userEvent.paste('duplicate entry');
    await userEvent.click(document.getElementById('delete-reason_ok')!);
    await waitFor(() =>
      expect(api.bodies('/api/consignees/delete')).toEqual([{ ids: ['21'], reason: 'duplicate entry' }]),
    );
    expect(await screen.findByText('已删除 1 个收件人')).toBeInTheDocument();
  });
});
