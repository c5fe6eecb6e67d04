// A list page of the tests' own, on the framework alone (not a test file itself).
import type { z } from 'zod';
import {
  ACCOUNT_STATUSES,
  filterEnum,
  filterText,
  listRequest,
  type ColumnSettings,
  type PageResult,
} from '@oms/contracts';
import { vi } from 'vitest';
import i18n from '../../i18n';
import { request } from '../../api/client';
import { useSession } from '../../stores/session-store';
import { renderRoutes, fakeServer } from '../../../test/render-route';
import { ListPage, createQueryKeys, type ListColumn, type ListExportRequest } from '..';

export type Item = { id: string; name: string; code: string; status: string; weight: number };
export const itemQuery = listRequest(['name', 'weight']).extend({
  name: filterText(),
  code: filterText(),
  status: filterEnum(ACCOUNT_STATUSES),
});
export type ItemQuery = z.infer<typeof itemQuery>;
type ItemFilters = Omit<ItemQuery, 'current' | 'size' | 'sort' | 'cursor'>;

i18n.addResourceBundle('zh', 'items', {
  name: '名称',
  code: '编码',
  status: '状态',
  weight: '重量',
  note: '备注',
});

export const COLUMNS: ListColumn<Item, ItemFilters>[] = [
  { key: 'name', title: 'name', sortable: true, search: { type: 'text' }, detailLink: true },
  { key: 'code', title: 'code', search: { type: 'text' } },
  {
    key: 'status',
    title: 'status',
    search: {
      type: 'select',
      options: [
        { value: 'ENABLED', label: '启用' },
        { value: 'DISABLED', label: '停用' },
      ],
    },
  },
  { key: 'weight', title: 'weight', sortable: true },
  { key: 'note', title: 'note', defaultVisible: false, exportable: false },
];

export const ROWS: Item[] = Array.from({ length: 3 }, (_, i) => ({
  id: String(i + 1),
  name: `item-${i + 1}`,
  code: `C${i + 1}`,
  status: 'ENABLED',
  weight: i + 1,
}));

const keys = createQueryKeys('test-items');
const fetchPage = (body: ItemQuery) => request<PageResult<Item>>('test-items/page', body);

export const signedIn = () =>
  useSession.setState({ token: 'token-1', userId: '7', tenantId: '1', companyId: '3', permissions: [] });

export const runtime = () => {
  window.__OMS_CONFIG__ = {
    apiBase: '/api',
    wsBase: '',
    loginCaptcha: false,
    demo: false,
    demoAccounts: [],
    appVersion: '',
  };
};

/** A fake server for the page: list rows and column settings kept in memory like the real API. */
export const itemsServer = (
  opts: { saved?: ColumnSettings | null; total?: number; totalExact?: boolean } = {},
) => {
  let saved: ColumnSettings | null = opts.saved ?? null;
  return fakeServer({
    '/api/test-items/page': (body) => {
      const q = body as ItemQuery;
      return {
        data: {
          records: ROWS,
          total: opts.total ?? ROWS.length,
          totalExact: opts.totalExact ?? true,
          current: q.current,
          size: q.size,
        },
      };
    },
    '/api/column-settings/get': () => ({ data: saved }),
    '/api/column-settings/save': (body) => {
      saved = body as ColumnSettings;
      return { data: saved };
    },
    '/api/column-settings/reset': () => {
      saved = null;
      return { data: null };
    },
  });
};

export const renderItems = (
  path = '/items',
  props: { onExport?: (r: ListExportRequest<ItemFilters>) => void; onBatch?: (rows: Item[]) => void } = {},
) => {
  const onBatch = props.onBatch ?? vi.fn();
  return renderRoutes(
    [
      {
        path: '/items',
        element: (
          <ListPage<Item, ItemQuery>
            pageKey="test-items"
            ns="items"
            schema={itemQuery}
            columns={COLUMNS}
            keys={keys}
            fetchPage={fetchPage}
            selectable={(row) => row.id !== '3'}
            batchActions={[{ key: 'archive', label: '归档', onClick: onBatch }]}
            onExport={props.onExport}
          />
        ),
      },
    ],
    path,
  );
};
