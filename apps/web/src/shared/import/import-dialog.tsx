import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, App, Button, Flex, Modal, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { FILE_LIMITS, UPLOAD_RULES, type ImportResult } from '@oms/contracts';
import { useAppStore } from '@/shared/stores/app-store';
import { IMPORT_NS } from './i18n';
import {
  downloadErrorFile,
  downloadTemplate,
  importResultOf,
  importTemplateUrl,
  uploadImport,
} from './import-api';
import { UploadStepsView, useUploadSteps } from './upload-steps';

const RULE = UPLOAD_RULES.import;
const POLL_MS = 2000;

type Props = {
  /** The import kind of the server (e.g. CONSIGNEE_IMPORT_KIND). */
  kind: string;
  /** What is imported, for the title ("Import <name>"). */
  name: string;
  /** The document the rows go into, for kinds that fill one (e.g. an inbound order's id). */
  target?: string;
  open: boolean;
  onClose: () => void;
  /** After a successful import, e.g. to refresh the list. */
  onImported?: (result: ImportResult) => void;
};

const extensionOf = (name: string) => name.split('.').pop()?.toLowerCase() ?? '';

/**
 * The import of a list (specification §5, §8): the template, an xls/xlsx upload with its progress,
 * then the result; a failed import offers its error file (the rows with a reason column).
 */
export const ImportDialog = ({ kind, name, target, open, onClose, onImported }: Props) => {
  const { t } = useTranslation([IMPORT_NS, 'messages']);
  const { message } = App.useApp();
  const language = useAppStore((s) => s.language);
  const onImportedRef = useRef(onImported);
  useEffect(() => {
    onImportedRef.current = onImported;
  });
  /** The step a finished import leads to; a successful one tells the list. */
  const finished = useCallback((result: ImportResult) => {
    if (result.status === 'SUCCEEDED') onImportedRef.current?.(result);
    return { step: 'done' as const, result };
  }, []);

  const steps = useUploadSteps<ImportResult>({
    check: (file) =>
      !(RULE.types as readonly string[]).includes(extensionOf(file.name))
        ? t(`messages:${RULE.typeMessage}`)
        : file.size > RULE.maxBytes
          ? t(`messages:${RULE.sizeMessage}`, RULE.sizeParams)
          : null,
    upload: async (file, onProgress) => {
      const result = await uploadImport(kind, file, onProgress, target);
      return result.status === 'PENDING' ? { step: 'processing', jobId: result.jobId } : finished(result);
    },
    failed: t('failed'),
  });
  const { state, setState } = steps;

  // An import still running after the upload's wait: follow it until it ends.
  const jobId = state.step === 'processing' ? state.jobId : null;
  useEffect(() => {
    if (!jobId) return;
    let stopped = false;
    const timer = setInterval(() => {
      importResultOf(jobId)
        .then((result) => {
          if (!stopped && result.status !== 'PENDING') setState(finished(result));
        })
        .catch(() => undefined);
    }, POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [jobId, finished, setState]);

  const close = () => {
    steps.reset();
    onClose();
  };

  const result = state.step === 'done' ? state.result : null;
  return (
    <Modal
      title={t('title', { name })}
      open={open}
      onCancel={close}
      mask={{ closable: false }}
      destroyOnHidden
      footer={
        <Button onClick={close} data-testid="import-close">
          {t('close')}
        </Button>
      }
    >
      <Flex vertical gap={16} data-testid="import-dialog">
        <Flex vertical gap={4}>
          <Typography.Text>1. {t('step1')}</Typography.Text>
          <Typography.Link
            href={importTemplateUrl(kind, language)}
            download
            data-testid="import-template"
            onClick={(e) => {
              // With the session, the template offers the company's own values (e.g. its brands).
              e.preventDefault();
              void downloadTemplate(kind, language, t('templateFileName', { name })).catch((err: unknown) =>
                message.error(err instanceof Error && err.message ? err.message : t('failed')),
              );
            }}
          >
            <DownloadOutlined /> {t('template')}
          </Typography.Link>
        </Flex>
        <Typography.Text>2. {t('step2', { mb: FILE_LIMITS.importMaxMb })}</Typography.Text>
        <UploadStepsView
          steps={steps}
          accept={RULE.accept}
          drop={t('drop')}
          uploading={(percent) => t('uploading', { percent })}
          testId="import"
        />
        {state.step === 'processing' && (
          <Alert type="info" showIcon title={t('processing')} data-testid="import-processing" />
        )}
        {result && (
          <Alert
            type={result.status === 'SUCCEEDED' ? 'success' : 'error'}
            showIcon
            title={result.message}
            description={
              result.errorFileId ? (
                <span data-testid="import-failed-rows">
                  {t('failedRows', { count: result.failed, total: result.total })}
                </span>
              ) : undefined
            }
            data-testid="import-result"
            data-status={result.status}
            action={
              <Flex vertical gap={4} align="end">
                {result.errorFileId && (
                  <Button
                    size="small"
                    danger
                    data-testid="import-error-file"
                    onClick={() =>
                      void downloadErrorFile(result.errorFileId!, t('errorFileName')).catch((err: unknown) =>
                        message.error(err instanceof Error && err.message ? err.message : t('failed')),
                      )
                    }
                  >
                    {t('errorFile')}
                  </Button>
                )}
                <Button size="small" onClick={steps.again} data-testid="import-again">
                  {t('again')}
                </Button>
              </Flex>
            }
          />
        )}
      </Flex>
    </Modal>
  );
};
