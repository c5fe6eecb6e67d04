import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, App, Button, Card, Flex, Table } from 'antd';
import { formatSort } from '@oms/contracts';
import { ColumnSettingsDialog } from './column-settings/column-settings-dialog';
import { applyLayout, defaultLayout, mergeLayout } from './column-settings/layout';
import {
  useColumnSettings,
  useResetColumnSettings,
  useSaveColumnSettings,
} from './column-settings/settings-api';
import { DetailDrawer, type DetailOptions } from './detail-drawer';
import { LIST_NS } from './i18n';
import { ListToolbar } from './list-toolbar';
import { SearchForm } from './search-form';
import type { ListSource } from './list-source';
import type { AnyTitle, BatchAction, FiltersOf, ListColumn, ListExportRequest } from './types';
import type { NsColumns, PageParams, RowContext } from './types';
import { useListQuery, type ListRefetchInterval } from './use-list-query';
import { useListUrlState } from './use-list-url-state';
import { useColumnTitle } from './use-column-title';
import { useTableColumns } from './use-table-columns';

/**
 * With `ns`, the i18n namespace of the column titles, and `columns`, titled with its keys; the rows
 * from its source (`listSource(pageKey, schema, keys, fetchPage)`).
 */
export type ListPageProps<Row, Q extends PageParams> = ListSource<Row, Q> & {
  /** Defaults to the row's `id`. */
  rowKey?: (row: Row) => string;
  /** Rows that can be selected for batch actions and export (default all). */
  selectable?: (row: Row) => boolean;
  batchActions?: BatchAction<Row>[];
  /** Page actions beside the batch actions, e.g. a "New" button. */
  toolbar?: ReactNode;
  /** Shows the Export button; the export framework runs the job. */
  onExport?: (request: ListExportRequest<FiltersOf<Q>>) => unknown;
  rowActions?: (row: Row, ctx: RowContext) => ReactNode;
  rowActionsWidth?: number;
  detail?: DetailOptions<Row>;
  title?: ReactNode;
  /** Fetch the page again after this many ms, given the page shown (e.g. while a job runs). */
  refetchInterval?: ListRefetchInterval<Row>;
  /** Paging, sort and filters in memory, not in the URL (a list inside a drawer). */
  memoryState?: boolean;
  /** Filters the context fixes (e.g. `{ storeId }`): always in the request, never in the URL. */
  scope?: Partial<FiltersOf<Q>>;
} & NsColumns<Row, FiltersOf<Q>>;

const idOf = (row: unknown) => String((row as { id: unknown }).id);

/**
 * The one list page: search form, toolbar, table, paging, column configuration and detail drawer, all
 * from one column definition; paging, sort and filters live in the URL.
 */
export const ListPage = <Row, Q extends PageParams>(props: ListPageProps<Row, Q>) => {
  const { pageKey, ns, schema, keys, fetchPage, rowKey = idOf, selectable } = props;
  const columns: ListColumn<Row, FiltersOf<Q>, AnyTitle>[] = props.columns;
  const { t } = useTranslation(LIST_NS);
  const titleOf = useColumnTitle(ns);
  const { message } = App.useApp();
  const url = useListUrlState(schema, { memory: props.memoryState, scope: props.scope });
  const query = useListQuery(keys, fetchPage, url.params, props.refetchInterval);

  const settings = useColumnSettings(pageKey);
  const saveSettings = useSaveColumnSettings(pageKey);
  const resetSettings = useResetColumnSettings(pageKey);
  const defaults = useMemo(() => defaultLayout(columns), [columns]);
  const layout = useMemo(() => mergeLayout(defaults, settings.data), [defaults, settings.data]);
  const { searchColumns, tableColumns } = useMemo(() => applyLayout(columns, layout), [columns, layout]);
  const [settingsOpen, setSettingsOpen] = useState(false);

  // The selection holds rows of any page; new filters start a new one.
  const [selected, setSelected] = useState<Map<string, Row>>(new Map());
  const filterKey = JSON.stringify(url.filters);
  const [selectionFor, setSelectionFor] = useState(filterKey);
  if (selectionFor !== filterKey) {
    setSelectionFor(filterKey);
    setSelected(new Map());
  }
  const [detailRow, setDetailRow] = useState<Row | null>(null);

  const tableProps = useTableColumns<Row>({
    columns: tableColumns as {
      column: ListColumn<Row, unknown, AnyTitle>;
      fixed: (typeof tableColumns)[number]['fixed'];
    }[],
    ns,
    sort: url.params.sort,
    openDetail: setDetailRow,
    rowActions: props.rowActions,
    rowActionsWidth: props.rowActionsWidth,
  });

  const page = query.data;
  // The table is veiled while it shows rows that are not the ones asked for: on the first load, on
  // another page, sort or search (the previous rows stay under the veil), and on the refresh button.
  // A refetch of its own (a live notice, a timer) replaces the rows in place.
  const [refreshAsked, setRefreshAsked] = useState(false);
  const refresh = () => {
    setRefreshAsked(true);
    void query.refetch().finally(() => setRefreshAsked(false));
  };
  const veiled = query.isPending || query.isPlaceholderData || refreshAsked;
  const total = page?.total ?? 0;
  const totalExact = page?.totalExact !== false;
  const labelOf = (key: string) => {
    const column = columns.find((c) => c.key === key);
    return column ? titleOf(column.title) : key;
  };

  const exportList = (mode: 'selected' | 'all') =>
    props.onExport?.({
      ids: mode === 'selected' ? [...selected.keys()] : undefined,
      filters: url.filters,
      sort: url.params.sort,
      columns: tableColumns
        .filter(({ column }) => column.exportable !== false)
        .map(({ column }) => ({ key: column.key, title: titleOf(column.title) })),
    });

  return (
    <Flex vertical gap={16} data-testid={`list-page-${pageKey}`}>
      {searchColumns.length > 0 && (
        <Card size="small">
          <SearchForm<Row, FiltersOf<Q>>
            columns={searchColumns}
            ns={ns}
            filters={url.filters}
            onSearch={url.setFilters}
            onReset={url.reset}
          />
        </Card>
      )}
      <Card title={props.title}>
        <Flex vertical gap={12}>
          <ListToolbar<Row>
            selected={[...selected.values()]}
            onClearSelection={() => setSelected(new Map())}
            batchActions={props.batchActions ?? []}
            extra={props.toolbar}
            onExport={props.onExport ? exportList : undefined}
            total={total}
            totalExact={totalExact}
            onRefresh={refresh}
            refreshing={query.isFetching}
            onOpenSettings={() => setSettingsOpen(true)}
          />
          {query.isError && (
            <Alert
              type="error"
              showIcon
              title={t('loadFailed', { ns: LIST_NS })}
              description={query.error.message}
              action={
                <Button size="small" onClick={refresh}>
                  {t('retry', { ns: LIST_NS })}
                </Button>
              }
            />
          )}
          <Table<Row>
            rowKey={rowKey}
            columns={tableProps}
            dataSource={page?.records ?? []}
            loading={veiled}
            scroll={{ x: 'max-content' }}
            size="middle"
            rowSelection={{
              preserveSelectedRowKeys: true,
              selectedRowKeys: [...selected.keys()],
              getCheckboxProps: (row) => ({ disabled: selectable ? !selectable(row) : false }),
              onChange: (_keys, rows) =>
                setSelected(new Map(rows.filter(Boolean).map((r) => [rowKey(r), r]))),
            }}
            pagination={{
              current: url.params.current,
              pageSize: url.params.size,
              total,
              showSizeChanger: true,
              pageSizeOptions: [10, 20, 50, 100],
              showTotal: (n) =>
                t(totalExact ? 'total' : 'totalApprox', { ns: LIST_NS, total: n.toLocaleString() }),
            }}
            onChange={(pagination, _filters, sorter, extra) => {
              if (extra.action === 'sort' && !Array.isArray(sorter)) {
                const key = typeof sorter.columnKey === 'string' ? sorter.columnKey : undefined;
                url.setSort(
                  key && sorter.order
                    ? formatSort({ key, order: sorter.order === 'ascend' ? 'asc' : 'desc' })
                    : undefined,
                );
              } else if (extra.action === 'paginate') {
                url.setPage(pagination.current ?? 1, pagination.pageSize ?? url.params.size);
              }
            }}
          />
        </Flex>
      </Card>
      <ColumnSettingsDialog
        open={settingsOpen}
        pageKey={pageKey}
        layout={layout}
        defaults={defaults}
        labelOf={labelOf}
        onSave={async (next) => {
          await saveSettings.mutateAsync({ pageKey, ...next });
          void message.success(t('settings.saved', { ns: LIST_NS }));
        }}
        onReset={async () => {
          await resetSettings.mutateAsync();
          void message.success(t('settings.resetDone', { ns: LIST_NS }));
        }}
        onClose={() => setSettingsOpen(false)}
      />
      <DetailDrawer<Row, FiltersOf<Q>>
        row={detailRow}
        columns={columns}
        ns={ns}
        {...props.detail}
        onClose={() => setDetailRow(null)}
      />
    </Flex>
  );
};
