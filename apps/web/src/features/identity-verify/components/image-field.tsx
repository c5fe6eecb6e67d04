import { useTranslation } from 'react-i18next';
import { Button, Flex, Image, Space, Typography, Upload } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { CERTIFICATION_FILE_MODULE } from '@oms/contracts';
import { IMAGE_RULE as RULE, useImageUpload, useStoredImage } from '@/shared/ui/image-upload';
import { NS } from '../lib/status';

type Props = {
  /** The stored file's id (a form field's value). */
  value?: string | null;
  onChange?: (value: string | null) => void;
  disabled?: boolean;
  testId: string;
};

/**
 * An image of the profile (logo, business license): uploaded through /api/files/upload (purpose
 * `image`, checked by content there; type and size are checked here first), shown with a preview.
 */
export const ImageField = ({ value, onChange, disabled, testId }: Props) => {
  const { t } = useTranslation(NS);
  const image = useStoredImage(value);
  const { uploadProps, uploading } = useImageUpload({
    module: CERTIFICATION_FILE_MODULE,
    onUploaded: (id) => onChange?.(id),
    failed: t('upload.failed'),
  });

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
            <Upload {...uploadProps}>
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
