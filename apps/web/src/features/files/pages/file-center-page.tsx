import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Space } from 'antd';
import { FILE_CENTER_DELETE_CODE, type FileRecord } from '@oms/contracts';
import { ListPage, type BatchAction } from '@/shared/list-page';
import { useSession } from '@/shared/stores/session-store';
import { fileKeys, fileList, filesApi } from '../api';
import { DownloadButton } from '../components/download-button';
import { NS } from '../components/export-progress';
import { useFileColumns } from '../file-columns';

/** /fileManage/list: every uploaded, imported and exported file of the company. */
const FileCenterPage = () => {
  const { t } = useTranslation(NS);
  const { modal, message } = App.useApp();
  const canDelete = useSession((s) => s.permissions.includes(FILE_CENTER_DELETE_CODE));
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: filesApi.delete,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fileKeys.all }),
  });

  /** A file a document uses stays until the document lets it go. */
  const deletable = (row: FileRecord) => row.status !== 'ATTACHED';

  const deleteRows = async (rows: FileRecord[]) => {
    try {
      const { deleted } = await remove.mutateAsync(rows.map((r) => r.id));
      void message.success(t('done.deleted', { count: deleted }));
    } catch (err) {
      void message.error(err instanceof Error && err.message ? err.message : t('failed'));
    }
  };

  const confirmDelete = (row: FileRecord) =>
    modal.confirm({
      title: t('actions.delete'),
      content: t('confirm.delete', { name: row.name }),
      okButtonProps: { danger: true },
      onOk: () => deleteRows([row]),
    });

  const batchActions: BatchAction<FileRecord>[] = canDelete
    ? [
        {
          key: 'delete',
          label: t('actions.batchDelete'),
          danger: true,
          confirm: (rows) => t('confirm.batchDelete', { count: rows.length }),
          onClick: (rows) => deleteRows(rows),
        },
      ]
    : [];

  return (
    <ListPage
      {...fileList}
      {...useFileColumns()}
      title={t('fileCenter.title')}
      selectable={canDelete ? deletable : () => false}
      batchActions={batchActions}
      rowActionsWidth={140}
      rowActions={(row) => (
        <Space size="small">
          <DownloadButton id={row.id} name={row.name} testId={`file-download-${row.id}`} />
          {canDelete && deletable(row) && (
            <Button
              type="link"
              size="small"
              danger
              onClick={() => confirmDelete(row)}
              data-testid={`file-delete-${row.id}`}
              style={{ paddingInline: 0 }}
            >
              {t('actions.delete')}
            </Button>
          )}
        </Space>
      )}
      detail={{ title: (row) => row.name }}
    />
  );
};

export default FileCenterPage;
