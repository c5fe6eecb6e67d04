import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, List, Space, Typography, Upload } from 'antd';
import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { EVIDENCE_ACCEPT, isEvidenceMime, UPLOAD_RULES } from '@oms/contracts';
import { errorText } from '@/shared/api/errors';
import { uploadFile } from '@/shared/api/files';
import type { NamespaceWith } from '@/shared/i18n/keys';

const RULE = UPLOAD_RULES.attachment;

/** A namespace with what the field says: its button, the remove label and the three refusals. */
type AttachmentsNamespace = NamespaceWith<
  | 'attachments.choose'
  | 'attachments.remove'
  | 'attachments.type'
  | 'attachments.tooLarge'
  | 'attachments.failed'
>;

type Props = {
  value?: string[];
  onChange?: (value: string[]) => void;
  ns: AttachmentsNamespace;
  /** The module the uploads are filed under (the file center shows it). */
  module: string;
  max: number;
  /** Names of the files the document already has (by id). */
  known?: Record<string, string>;
  /** The box's test id; the upload button and each file take it with `-upload` and `-file`. */
  testId: string;
  size?: 'small' | 'middle';
};

/**
 * A document's attachments: up to `max` images or PDFs, each uploaded at once (the server checks it
 * by content) and listed with its name; the form's value is the list of file ids.
 */
export const AttachmentsField = ({
  value = [],
  onChange,
  ns,
  module,
  max,
  known = {},
  testId,
  size,
}: Props) => {
  const { t } = useTranslation(ns);
  const [names, setNames] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(0);
  const full = value.length + uploading >= max;

  return (
    <Space orientation="vertical" size={4} style={{ width: '100%' }} data-testid={testId}>
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
          uploadFile(blob, blob.name, 'attachment', module)
            .then((record) => {
              setNames((all) => ({ ...all, [record.id]: record.name }));
              onChange?.([...value, record.id].slice(0, max));
            })
            .catch((err: unknown) => setError(errorText(err, t('attachments.failed'))))
            .finally(() => setUploading((n) => n - 1));
        }}
      >
        <Button
          size={size}
          icon={<UploadOutlined />}
          loading={uploading > 0}
          disabled={full}
          data-testid={`${testId}-upload`}
        >
          {t('attachments.choose')}
        </Button>
      </Upload>
      {value.length > 0 && (
        <List
          size="small"
          dataSource={value}
          renderItem={(id) => (
            <List.Item
              data-testid={`${testId}-file`}
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
                {names[id] ?? known[id] ?? id}
              </Space>
            </List.Item>
          )}
        />
      )}
      {error && <Typography.Text type="danger">{error}</Typography.Text>}
    </Space>
  );
};
