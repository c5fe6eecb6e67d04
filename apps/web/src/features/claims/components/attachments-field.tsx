import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, List, Space, Typography, Upload } from 'antd';
import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { CLAIM_LIMITS, EVIDENCE_ACCEPT, isEvidenceMime, UPLOAD_RULES } from '@oms/contracts';
import { errorText } from '@/shared/api/errors';
import { uploadFile } from '@/shared/api/files';
import { CLAIM_FILE_MODULE, NS } from '../claim-columns';

const RULE = UPLOAD_RULES.attachment;

type Props = { value?: string[]; onChange?: (value: string[]) => void };

/**
 * The claim's evidence: up to five images or PDFs, each uploaded at once (the server checks it by
 * content) and listed with its name; the form's value is the list of file ids.
 */
export const AttachmentsField = ({ value = [], onChange }: Props) => {
  const { t } = useTranslation(NS);
  const [names, setNames] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(0);
  const full = value.length + uploading >= CLAIM_LIMITS.attachmentsMax;

  return (
    <Space orientation="vertical" size={4} style={{ width: '100%' }} data-testid="claim-attachments">
      <Upload
        accept={EVIDENCE_ACCEPT}
        multiple
        showUploadList={false}
        disabled={full}
        beforeUpload={(file) => {
          setError(null);
          if (file.type && !isEvidenceMime(file.type)) {
            setError(t('attachments.type'));
            return Upload.LIST_IGNORE;
          }
          if (file.size > RULE.maxBytes) {
            setError(t('attachments.tooLarge', { mb: RULE.sizeParams.mb }));
            return Upload.LIST_IGNORE;
          }
          return true;
        }}
        customRequest={({ file }) => {
          const blob = file as File;
          setUploading((n) => n + 1);
          uploadFile(blob, blob.name, 'attachment', CLAIM_FILE_MODULE)
            .then((record) => {
              setNames((all) => ({ ...all, [record.id]: record.name }));
              onChange?.([...value, record.id].slice(0, CLAIM_LIMITS.attachmentsMax));
            })
            .catch((err: unknown) => setError(errorText(err, t('attachments.failed'))))
            .finally(() => setUploading((n) => n - 1));
        }}
      >
        <Button icon={<UploadOutlined />} loading={uploading > 0} disabled={full} data-testid="claim-upload">
          {t('attachments.choose')}
        </Button>
      </Upload>
      {value.length > 0 && (
        <List
          size="small"
          dataSource={value}
          renderItem={(id) => (
            <List.Item
              data-testid="claim-attachment"
              actions={[
                <Button
                  key="remove"
                  type="text"
                  size="small"
                  icon={<DeleteOutlined />}
                  aria-label={t('attachments.remove')}
                  onClick={() => onChange?.(value.filter((v) => v !== id))}
                />,
              ]}
            >
              <Space>
                <PaperClipOutlined />
                {names[id] ?? id}
              </Space>
            </List.Item>
          )}
        />
      )}
      {error && (
        <Typography.Text type="danger" data-testid="claim-attachments-error">
          {error}
        </Typography.Text>
      )}
      <Typography.Text type="secondary">
        {t('attachments.hint', { max: CLAIM_LIMITS.attachmentsMax, mb: RULE.sizeParams.mb })}
      </Typography.Text>
    </Space>
  );
};
