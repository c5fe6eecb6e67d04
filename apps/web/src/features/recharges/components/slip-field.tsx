import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Space, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { EVIDENCE_ACCEPT, isEvidenceMime, RECHARGE_FILE_MODULE, UPLOAD_RULES } from '@oms/contracts';
import { uploadFile } from '@/shared/api/files';
import { errorText } from '@/shared/api/errors';
import i18n from '@/shared/i18n';
import { NS } from '../recharge-columns';

const RULE = UPLOAD_RULES.attachment;

type Props = { value?: string | null; onChange?: (value: string | null) => void };

/** The remittance slip: an image or a PDF, uploaded at once (the server checks it by content). */
export const SlipField = ({ value, onChange }: Props) => {
  const { t } = useTranslation(NS);
  const [name, setName] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  return (
    <Space orientation="vertical" size={4} data-testid="recharge-slip" data-file-id={value ?? ''}>
      <Upload
        accept={EVIDENCE_ACCEPT}
        showUploadList={false}
        beforeUpload={(file) => {
          setError(null);
          if (file.type && !isEvidenceMime(file.type)) {
            setError(i18n.t('messages:recharges.attachmentType'));
            return Upload.LIST_IGNORE;
          }
          if (file.size > RULE.maxBytes) {
            setError(t('slip.tooLarge', { mb: RULE.sizeParams.mb }));
            return Upload.LIST_IGNORE;
          }
          return true;
        }}
        customRequest={({ file }) => {
          const blob = file as File;
          setUploading(true);
          uploadFile(blob, blob.name, 'attachment', RECHARGE_FILE_MODULE)
            .then((record) => {
              setName(record.name);
              onChange?.(record.id);
            })
            .catch((err: unknown) => setError(errorText(err, t('slip.failed'))))
            .finally(() => setUploading(false));
        }}
      >
        <Button icon={<UploadOutlined />} loading={uploading} data-testid="recharge-slip-upload">
          {value ? t('slip.replace') : t('slip.choose')}
        </Button>
      </Upload>
      {value && <Typography.Text data-testid="recharge-slip-name">{name ?? value}</Typography.Text>}
      {error && <Typography.Text type="danger">{error}</Typography.Text>}
      <Typography.Text type="secondary">{t('slip.hint', { mb: RULE.sizeParams.mb })}</Typography.Text>
    </Space>
  );
};
