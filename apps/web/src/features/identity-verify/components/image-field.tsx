import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { App, Button, Flex, Image, Space, Typography, Upload } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { CERTIFICATION_FILE_MODULE, UPLOAD_RULES } from '@oms/contracts';
import { fileObjectUrl, uploadFile } from '../lib/files';
import { NS } from '../lib/status';

const RULE = UPLOAD_RULES.image;
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'];

type Props = {
  /** The stored file's id (a form field's value). */
  value?: string | null;
  onChange?: (value: string | null) => void;
  disabled?: boolean;
  testId: string;
};

/** The stored image as an object URL, revoked when it changes or the field goes. */
const useImageUrl = (id: string | null | undefined) => {
  const [state, setState] = useState<{ id: string; url: string | null; failed: boolean } | null>(null);
  useEffect(() => {
    if (!id) return;
    const abort = new AbortController();
    let url: string | null = null;
    fileObjectUrl(id, abort.signal)
      .then((u) => {
        url = u;
        setState({ id, url: u, failed: false });
      })
      .catch(() => {
        if (!abort.signal.aborted) setState({ id, url: null, failed: true });
      });
    return () => {
      abort.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [id]);
  return state && state.id === id ? state : null;
};

/**
 * An image of the profile (logo, business license): uploaded through /api/files/upload (purpose
 * `image`, checked by content there; type and size are checked here first), shown with a preview.
 */
export const ImageField = ({ value, onChange, disabled, testId }: Props) => {
  const { t } = useTranslation([NS, 'messages']);
  const { message } = App.useApp();
  const [uploading, setUploading] = useState(false);
  const image = useImageUrl(value);

  const beforeUpload = (file: File) => {
    if (!IMAGE_TYPES.includes(file.type)) {
      void message.error(t(`messages:${RULE.typeMessage}`));
      return Upload.LIST_IGNORE;
    }
    if (file.size > RULE.maxBytes) {
      void message.error(t(`messages:${RULE.sizeMessage}`, RULE.sizeParams));
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const upload = async (file: File) => {
    setUploading(true);
    try {
      const record = await uploadFile(file, file.name, 'image', CERTIFICATION_FILE_MODULE);
      onChange?.(record.id);
    } catch (err) {
      void message.error(err instanceof Error && err.message ? err.message : t('upload.failed'));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Flex gap={16} align="flex-start" data-testid={testId} data-file-id={value ?? ''}>
      <div
        style={{ width: 104, height: 104, border: '1px dashed #d9d9d9', borderRadius: 8, overflow: 'hidden' }}
      >
        {value && image?.url ? (
          <Image
            src={image.url}
            width={104}
            height={104}
            style={{ objectFit: 'contain' }}
            data-testid={`${testId}-image`}
          />
        ) : (
          <Flex align="center" justify="center" style={{ height: '100%' }}>
            <Typography.Text type="secondary">
              {value ? (image?.failed ? t('upload.loadFailed') : '…') : t('upload.none')}
            </Typography.Text>
          </Flex>
        )}
      </div>
      {!disabled && (
        <Space orientation="vertical" size={4}>
          <Space>
            <Upload
              accept={RULE.accept}
              showUploadList={false}
              beforeUpload={beforeUpload}
              customRequest={({ file }) => void upload(file as File)}
            >
              <Button icon={<UploadOutlined />} loading={uploading} data-testid={`${testId}-upload`}>
                {value ? t('upload.replace') : t('upload.choose')}
              </Button>
            </Upload>
            {value && (
              <Button
                icon={<DeleteOutlined />}
                onClick={() => onChange?.(null)}
                data-testid={`${testId}-remove`}
              >
                {t('upload.remove')}
              </Button>
            )}
          </Space>
          <Typography.Text type="secondary">{t('upload.hint', { kb: RULE.sizeParams.kb })}</Typography.Text>
        </Space>
      )}
    </Flex>
  );
};
