import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Tag } from 'antd';
import { FILE_KINDS, type FileRecord, type FilesPageRequest } from '@oms/contracts';
import { formatDate } from '@/shared/lib/format';
import { hasKey, type NsKey } from '@/shared/i18n/keys';
import type { FiltersOf, ListColumn } from '@/shared/list-page';
import { fileKeys, filesApi } from './api';
import { NS } from './components/export-progress';
import { formatSize } from './lib/format-size';

type Filters = FiltersOf<FilesPageRequest>;

/** A module's name in the user's language; a module this page does not know shows its key. */
export const useModuleLabel = () => {
  const { t } = useTranslation(NS);
  return (module: string) => {
    const key = `modules.${module}`;
    return hasKey(NS, key) ? t(key) : module;
  };
};

/** The file center's columns: the search form, table, column settings and detail. */
export const useFileColumns = (): ListColumn<FileRecord, Filters, NsKey<typeof NS>>[] => {
  const { t } = useTranslation(NS);
  const moduleLabel = useModuleLabel();
  const modules = useQuery({
    queryKey: fileKeys.extra('modules'),
    queryFn: filesApi.modules,
    staleTime: 30_000,
  });

  return useMemo(
    (): ListColumn<FileRecord, Filters, NsKey<typeof NS>>[] => [
      {
        key: 'name',
        title: 'fields.name',
        fixed: 'left',
        ellipsis: true,
        width: 280,
        search: { type: 'text' },
      },
      {
        key: 'kind',
        title: 'fields.kind',
        search: { type: 'select', options: FILE_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) })) },
        render: (row) => t(`kind.${row.kind}`),
      },
      { key: 'size', title: 'fields.size', render: (row) => formatSize(row.size) },
      {
        key: 'module',
        title: 'fields.module',
        search: {
          type: 'select',
          options: (modules.data ?? []).map((m) => ({ value: m, label: moduleLabel(m) })),
        },
        render: (row) => moduleLabel(row.module),
      },
      {
        key: 'status',
        title: 'fields.status',
        render: (row) => (
          <Tag color={row.status === 'ATTACHED' ? 'blue' : 'green'}>{t(`fileStatus.${row.status}`)}</Tag>
        ),
      },
      { key: 'createdBy', title: 'fields.createdBy' },
      {
        key: 'createdAt',
        title: 'fields.createdAt',
        search: { type: 'dateRange', from: 'createdFrom', to: 'createdTo' },
        render: (row) => formatDate(row.createdAt),
      },
      {
        key: 'expiresAt',
        title: 'fields.expiresAt',
        render: (row) => (row.expiresAt ? formatDate(row.expiresAt) : t('neverExpires')),
      },
      { key: 'mime', title: 'fields.mime', defaultVisible: false, exportable: false },
    ],
    [t, moduleLabel, modules.data],
  );
};
