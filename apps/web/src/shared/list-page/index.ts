// The list framework (ARCHITECTURE.md "One list page, not forty"). A list screen is a columns file
// (`useListColumns` with the shared column builders), the domain's list source (`listSource`: page key,
// query schema, keys, page call) and a short page rendering <ListPage> with the shared actions
// (`useFormDialog`, `useDeleteWithReason` or `useConfirmDelete`, `useStatusActions`).
export { ListPage, type ListPageProps } from './list-page';
export { createQueryKeys, type QueryKeys } from './query-keys';
export { listSource, type ListSource } from './list-source';
export { useListQuery } from './use-list-query';
export { useListUrlState, parseListParams, toListSearch } from './use-list-url-state';
export { renderCell } from './cell';
export { rowLink } from './row-link';
export { useStatusActions } from './use-status-actions';
export { detailAction, useDocumentActions, type DocumentAction } from './use-document-actions';
export { useCancelAction } from './use-cancel-action';
export { useReasonCancelAction } from './use-reason-cancel-action';
export { useSubmitEachAction } from './use-submit-each-action';
export { useDraftActions } from './use-draft-actions';
export { useDeleteWithReason } from './use-delete-with-reason';
export { useConfirmDelete } from './use-confirm-delete';
export { useFormDialog } from './use-form-dialog';
export { useRowsChange, type RowsChange } from './use-rows-change';
export { CreateButton, ImportButton } from './toolbar-buttons';
export { createdAtColumn, dateColumn, updatedAtColumn } from './time-columns';
export { choiceColumn, choiceSearch, leadColumn, pageLinkColumn } from './common-columns';
export { remarkColumn, statusColumn } from './common-columns';
export { catalogueColumns } from './catalogue-columns';
export { useCatalogueColumns } from './use-catalogue-columns';
export { useListColumns, type ColumnTools, type NsPageColumns, type PageColumns } from './use-list-columns';
export { LIST_NS } from './i18n';
export type { BatchAction, FetchPage, FiltersOf, ListColumn, ListExportRequest } from './types';
export type { ListKeys, PageParams, RowContext, SearchSpec, SelectOption } from './types';
