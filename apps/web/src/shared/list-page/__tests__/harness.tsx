// A list page of the tests' own, on the framework alone (not a test file itself).
import type { ColumnSettings, PageResult } from '@oms/contracts';
import { beforeEach, vi } from 'vitest';
import i18n from '@/shared/i18n';
import { request } from '@/shared/api/client';
import { useSession } from '@/shared/stores/session-store';
import { renderRoutes, fakeServer, setUpPortalEachTest } from '@/test/render-route';
import { ListPage, createQueryKeys, type ListExportRequest } from '..';
import type { NsColumns } from '../types';
import { COLUMNS, ROWS, itemQuery, type Item, type ItemFilters, type ItemQuery } from './items';

i18n.addResourceBundle('zh', 'items', {
  name: '名称',
  code: '编码',
  status: '状态',
  weight: '重量',
  note: '备注',
});

// The tests' own namespace, added at run time: the app's typed namespaces cannot name it.
const itemsPage = { ns: 'items', columns: COLUMNS } as unknown as NsColumns<Item, ItemFilters>;

const keys = createQueryKeys('test-items');
const fetchPage = (body: ItemQuery) => request<PageResult<Item>>('test-items/page', body);

const signedIn = () =>
  useSession.setState({ token: 'token-1', userId: '7', tenantId: '1', companyId: '3', permissions: [] });

/** For each test of the calling suite: the portal's runtime config, then a signed-in session. */
export const setUpItemsEachTest = () => {
  setUpPortalEachTest();
  beforeEach(signedIn);
};

/** A fake server for the page: list rows and column settings kept in memory like the real API. */
export const itemsServer = (
  opts: { saved?: ColumnSettings | null; total?: number; totalExact?: boolean; delayMs?: number } = {},
) => {
  let saved: ColumnSettings | null = opts.saved ?? null;
  return fakeServer({
    '/api/test-items/page': async (body) => {
      const q = body as ItemQuery;
      if (opts.delayMs) await new Promise((r) => setTimeout(r, opts.delayMs));
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
  props: {
    onExport?: (r: ListExportRequest<ItemFilters>) => void;
    onBatch?: (rows: Item[]) => void;
    /** A row action ("编辑 <name>") in a column of its own. */
    rowActions?: boolean;
  } = {},
) => {
  const onBatch = props.onBatch ?? vi.fn();
  return renderRoutes(
    [
      {
        path: '/items',
        element: (
          <ListPage<Item, ItemQuery>
            pageKey="test-items"
            {...itemsPage}
            schema={itemQuery}
            keys={keys}
            fetchPage={fetchPage}
            selectable={(row) => row.id !== '3'}
            batchActions={[{ key: 'archive', label: '归档', onClick: onBatch }]}
            rowActions={props.rowActions ? (row) => <a>{`编辑 ${row.name}`}</a> : undefined}
            rowActionsWidth={120}
            onExport={props.onExport}
          />
        ),
      },
    ],
    path,
  );
};
