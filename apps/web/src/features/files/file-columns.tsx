import { useQuery } from '@tanstack/react-query';
import { Tag } from 'antd';
import { FILE_KINDS, fileModuleLabel, type FileRecord, type FilesPageRequest } from '@oms/contracts';
import { formatDate } from '@/shared/lib/format';
import { useAppStore } from '@/shared/stores/app-store';
import { choiceColumn, dateColumn, useListColumns, type FiltersOf } from '@/shared/list-page';
import { fileKeys, filesApi } from './api';
import { NS } from './components/export-progress';
import { formatSize } from './lib/format-size';

type Filters = FiltersOf<FilesPageRequest>;

/** A module's name in the user's language; a module this page does not know shows its key. */
export const useModuleLabel = () => {
  const language = useAppStore((st) => st.language);
  return (module: string) => fileModuleLabel(module, language);
};

/** The file center's columns: the search form, table, column settings and detail. */
export const useFileColumns = () => {
  const moduleLabel = useModuleLabel();
  const modules = useQuery({
    queryKey: fileKeys.extra('modules'),
    queryFn: filesApi.modules,
    staleTime: 30_000,
  });

  return useListColumns<FileRecord, Filters, typeof NS>(
    NS,
    ({ t }) => [
      {
        key: 'name',
        title: 'fields.name',
        fixed: 'left',
        ellipsis: true,
        width: 280,
        search: { type: 'text' },
      },
      choiceColumn('kind', 'fields.kind', FILE_KINDS, (k) => t(`kind.${k}`)),
      { key: 'size', title: 'fields.size', render: (row) => formatSize(row.size) },
      choiceColumn('module', 'fields.module', modules.data ?? [], moduleLabel),
      {
        key: 'status',
        title: 'fields.status',
        render: (row) => (
          <Tag color={row.status === 'ATTACHED' ? 'blue' : 'green'}>{t(`fileStatus.${row.status}`)}</Tag>
        ),
      },
      { key: 'createdBy', title: 'fields.createdBy' },
      dateColumn('createdAt', 'fields.createdAt', {
        search: { type: 'dateRange', from: 'createdFrom', to: 'createdTo' },
      }),
      {
        key: 'expiresAt',
        title: 'fields.expiresAt',
        render: (row) => (row.expiresAt ? formatDate(row.expiresAt) : t('neverExpires')),
      },
      { key: 'mime', title: 'fields.mime', defaultVisible: false, exportable: false },
    ],
    // `moduleLabel` follows `t`.
    [modules.data],
  );
};
