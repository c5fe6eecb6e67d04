// The list framework (ARCHITECTURE.md "One list page, not forty"). A list screen is a columns file
// (ListColumn[]), the page's query schema from contracts, and a short page rendering <ListPage>.
export { ListPage, type ListPageProps } from './list-page';
export { createQueryKeys, type QueryKeys } from './query-keys';
export { useListQuery } from './use-list-query';
export { useListUrlState, parseListParams, toListSearch } from './use-list-url-state';
export { renderCell } from './cell';
export { rowLink } from './row-link';
export { useStatusActions } from './use-status-actions';
export { useDeleteWithReason } from './use-delete-with-reason';
export { CreateButton, ImportButton } from './toolbar-buttons';
export { createdAtColumn, updatedAtColumn } from './time-columns';
export { LIST_NS } from './i18n';
export type {
  BatchAction,
  FetchPage,
  FiltersOf,
  ListColumn,
  ListExportRequest,
  ListKeys,
  PageParams,
  RowContext,
  SearchSpec,
  SelectOption,
} from './types';
