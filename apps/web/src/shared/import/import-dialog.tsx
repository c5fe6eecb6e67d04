import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, App, Button, Flex, Modal, Progress, Typography, Upload } from 'antd';
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
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

type State =
  | { step: 'choose' }
  | { step: 'uploading'; percent: number }
  | { step: 'processing'; jobId: string }
  | { step: 'done'; result: ImportResult };

const extensionOf = (name: string) => name.split('.').pop()?.toLowerCase() ?? '';

/**
 * The import of a list (specification §5, §8): the template, an xls/xlsx upload with its progress,
 * then the result; a failed import offers its error file (the rows with a reason column).
 */
export const ImportDialog = ({ kind, name, target, open, onClose, onImported }: Props) => {
  const { t } = useTranslation([IMPORT_NS, 'messages']);
  const { message } = App.useApp();
  const language = useAppStore((s) => s.language);
  const [state, setState] = useState<State>({ step: 'choose' });
  const [error, setError] = useState<string | null>(null);

  const onImportedRef = useRef(onImported);
  useEffect(() => {
    onImportedRef.current = onImported;
  });
  const finish = useCallback((result: ImportResult) => {
    setState({ step: 'done', result });
    if (result.status === 'SUCCEEDED') onImportedRef.current?.(result);
  }, []);

  // An import still running after the upload's wait: follow it until it ends.
  const jobId = state.step === 'processing' ? state.jobId : null;
  useEffect(() => {
    if (!jobId) return;
    let stopped = false;
    const timer = setInterval(() => {
      importResultOf(jobId)
        .then((result) => {
          if (!stopped && result.status !== 'PENDING') finish(result);
        })
        .catch(() => undefined);
    }, POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [jobId, finish]);

  const start = async (file: File) => {
    setError(null);
    setState({ step: 'uploading', percent: 0 });
    try {
      const result = await uploadImport(
        kind,
        file,
        (percent) => setState({ step: 'uploading', percent }),
        target,
      );
      if (result.status === 'PENDING') setState({ step: 'processing', jobId: result.jobId });
      else finish(result);
    } catch (err) {
      setState({ step: 'choose' });
      setError(err instanceof Error && err.message ? err.message : t('failed'));
    }
  };

  const beforeUpload = (file: File) => {
    if (!(RULE.types as readonly string[]).includes(extensionOf(file.name))) {
      setError(t(`messages:${RULE.typeMessage}`));
    } else if (file.size > RULE.maxBytes) {
      setError(t(`messages:${RULE.sizeMessage}`, RULE.sizeParams));
    } else {
      void start(file);
    }
    return false;
  };

  const close = () => {
    setState({ step: 'choose' });
    setError(null);
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
        {error && <Alert type="error" showIcon title={error} data-testid="import-error" />}
        {state.step === 'choose' && (
          <Upload.Dragger
            accept={RULE.accept}
            multiple={false}
            showUploadList={false}
            beforeUpload={beforeUpload}
            data-testid="import-upload"
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{t('drop')}</p>
          </Upload.Dragger>
        )}
        {state.step === 'uploading' && (
          <Flex vertical gap={4}>
            <Typography.Text>{t('uploading', { percent: state.percent })}</Typography.Text>
            <Progress percent={state.percent} />
          </Flex>
        )}
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
                <Button size="small" onClick={() => setState({ step: 'choose' })} data-testid="import-again">
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
