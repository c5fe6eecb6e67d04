import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { App, Button, Form, Input, Modal, Space, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { createDisputeRequest, EVIDENCE_ACCEPT, FEE_LIMITS, UPLOAD_RULES } from '@oms/contracts';
import { uploadFile } from '@/shared/api/files';
import { errorText } from '@/shared/api/errors';
import { zodRule } from '@/shared/lib/zod-rule';
import { feesApi, useFeeChange } from '../api';
import { NS } from '../lib/display';

const RULE = UPLOAD_RULES.attachment;
type Attachment = { id: string; name: string };

type Props = { feeId: string; open: boolean; onClose: () => void };

/** Disputing a fee line: a reason and up to five images or PDFs (checked by content on upload). */
export const DisputeDialog = ({ feeId, open, onClose }: Props) => {
  const { t } = useTranslation(NS);
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const [files, setFiles] = useState<Attachment[]>([]);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = useFeeChange(feesApi.dispute);

  const close = () => {
    form.resetFields();
    setFiles([]);
    setError(null);
    onClose();
  };

  const onFinish = async ({ reason }: { reason: string }) => {
    try {
      await submit.mutateAsync({ feeId, reason, attachmentIds: files.map((f) => f.id) });
      void message.success(t('done.disputed'));
      close();
    } catch (err) {
      setError(errorText(err, t('failed')));
    }
  };

  return (
    <Modal title={t('dispute.title')} open={open} onCancel={close} footer={null} destroyOnHidden>
      <Form form={form} layout="vertical" onFinish={(v) => void onFinish(v)} data-testid="dispute-form">
        <Form.Item
          name="reason"
          label={t('dispute.reason')}
          rules={[zodRule(createDisputeRequest.shape.reason)]}
          required
        >
          <Input.TextArea
            rows={4}
            maxLength={FEE_LIMITS.disputeReason}
            showCount
            placeholder={t('dispute.reasonPlaceholder')}
            data-testid="dispute-reason"
          />
        </Form.Item>
        <Form.Item label={t('dispute.attachments')}>
          <Space orientation="vertical" size={4}>
            <Upload
              accept={EVIDENCE_ACCEPT}
              showUploadList={false}
              disabled={files.length >= FEE_LIMITS.disputeAttachments}
              beforeUpload={(file) => {
                setError(null);
                if (file.size > RULE.maxBytes) {
                  setError(t('dispute.tooLarge', { mb: RULE.sizeParams.mb }));
                  return Upload.LIST_IGNORE;
                }
                return true;
              }}
              customRequest={({ file }) => {
                const blob = file as File;
                setUploading(true);
                uploadFile(blob, blob.name, 'attachment', 'fees')
                  .then((record) => setFiles((list) => [...list, { id: record.id, name: record.name }]))
                  .catch((err: unknown) => setError(errorText(err, t('failed'))))
                  .finally(() => setUploading(false));
              }}
            >
              <Button icon={<UploadOutlined />} loading={uploading} data-testid="dispute-upload">
                {t('dispute.upload')}
              </Button>
            </Upload>
            {files.map((f) => (
              <Space key={f.id}>
                <Typography.Text data-testid="dispute-file">{f.name}</Typography.Text>
                <Button
                  size="small"
                  type="link"
                  onClick={() => setFiles((l) => l.filter((x) => x.id !== f.id))}
                >
                  {t('dispute.remove')}
                </Button>
              </Space>
            ))}
            <Typography.Text type="secondary">
              {t('dispute.hint', { count: FEE_LIMITS.disputeAttachments, mb: RULE.sizeParams.mb })}
            </Typography.Text>
          </Space>
        </Form.Item>
        {error && (
          <Typography.Paragraph type="danger" data-testid="dispute-error">
            {error}
          </Typography.Paragraph>
        )}
        <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
          <Button onClick={close}>{t('form.cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={submit.isPending} data-testid="dispute-submit">
            {t('dispute.submit')}
          </Button>
        </Space>
      </Form>
    </Modal>
  );
};
