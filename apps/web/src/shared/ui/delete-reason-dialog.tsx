import { useState, type ReactNode } from 'react';
import { Alert, Form, Input, Modal } from 'antd';
import { DELETE_REASON_MAX, deleteReasonSchema } from '@oms/contracts';
import { zodRule } from '@/shared/lib/zod-rule';

type Props = {
  open: boolean;
  title: ReactNode;
  /** What is deleted, e.g. "Delete the 3 selected consignees?". */
  content: ReactNode;
  reasonLabel: ReactNode;
  okText: ReactNode;
  cancelText: ReactNode;
  onConfirm: (reason: string) => Promise<unknown>;
  onClose: () => void;
};

/**
 * Deleting asks why (specification §5 "deletion needs a reason", the contracts' one rule, checked
 * before sending); the reason goes to the record.
 */
export const DeleteReasonDialog = (props: Props) => {
  const [form] = Form.useForm<{ reason: string }>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    const { reason } = await form.validateFields();
    setBusy(true);
    setError(null);
    try {
      await props.onConfirm(reason.trim());
      props.onClose();
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title={props.title}
      open={props.open}
      onCancel={props.onClose}
      onOk={() => void submit().catch(() => undefined)}
      okText={props.okText}
      cancelText={props.cancelText}
      okButtonProps={{ danger: true, loading: busy, id: 'delete-reason_ok' }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" name="delete-reason" preserve={false}>
        <p>{props.content}</p>
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
        <Form.Item name="reason" label={props.reasonLabel} rules={[zodRule(deleteReasonSchema)]}>
          <Input.TextArea rows={3} maxLength={DELETE_REASON_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
};
