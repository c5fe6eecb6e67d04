import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { DOWNLOADS_CODE } from '@oms/contracts';
import type { ListExportRequest } from '@/shared/list-page';
import { useSession } from '@/shared/stores/session-store';
import { downloadKeys, exportsApi, fileKeys } from './api';
import { ExportProgress, NS } from './components/export-progress';
import { downloadFile } from './lib/download';

const DOWNLOADS_PATH = '/clientCenter/download';

/** The user's time zone, so the file's dates read as the list shows them. */
const timeZone = () => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
};

/**
 * The list page's Export (ListPage `onExport`) for an export kind of the server: the selection or all
 * matching rows, with the visible columns in the user's order. A small export downloads at once; a
 * large one runs as a job whose progress a notice follows (and the download center lists). Either way
 * the download center records it.
 */
export const useListExport = (kind: string) => {
  const { t } = useTranslation(NS);
  const { message, notification } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canOpenCenter = useSession((s) => s.permissions.includes(DOWNLOADS_CODE));

  return async <F extends object>(request: ListExportRequest<F>) => {
    const key = `export-${kind}`;
    void message.loading({ key, content: t('export.preparing'), duration: 0 });
    try {
      const result = await exportsApi.create({
        kind,
        ids: request.ids,
        // The export reads the list's sort with its filters.
        filters: { ...request.filters, ...(request.sort ? { sort: request.sort } : {}) },
        columns: request.columns.map((c) => c.key),
        timeZone: timeZone(),
      });
      if (result.mode === 'sync') {
        await downloadFile(result.fileId, result.fileName);
        void message.success({ key, content: t('export.done', { count: result.rows }) });
      } else {
        message.destroy(key);
        notification.info({
          key: `export-job-${result.jobId}`,
          title: t('export.running'),
          description: (
            <ExportProgress
              jobId={result.jobId}
              message={result.message}
              onOpenCenter={
                canOpenCenter
                  ? () => {
                      notification.destroy(`export-job-${result.jobId}`);
                      void navigate(DOWNLOADS_PATH);
                    }
                  : undefined
              }
            />
          ),
          duration: 0,
        });
      }
    } catch (err) {
      void message.error({
        key,
        content: err instanceof Error && err.message ? err.message : t('export.failed'),
      });
    } finally {
      void queryClient.invalidateQueries({ queryKey: downloadKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: fileKeys.lists() });
    }
  };
};
