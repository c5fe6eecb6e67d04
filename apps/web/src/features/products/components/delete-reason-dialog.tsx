import { useTranslation } from 'react-i18next';
import { Form, Input, Modal } from 'antd';
import { deleteProductsRequest, DELETE_REASON_MAX } from '@oms/contracts';
import { zodRules } from '../../../shared/lib/zod-rule';
import { NS } from '../lib/display';

const rules = zodRules(deleteProductsRequest);

type Props = {
  /** How many products will go (null: closed). */
  count: number | null;
  onCancel: () => void;
  onConfirm: (reason: string) => Promise<unknown>;
};

/** Deleting needs a reason (specification §5); it goes on each product's operation record. */
export const DeleteReasonDialog = ({ count, onCancel, onConfirm }: Props) => {
  const { t } = useTranslation(NS);
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      title={t('delete.title', { count: count ?? 0 })}
      open={count !== null}
      onCancel={onCancel}
      okButtonProps={{ danger: true, id: 'product_delete_ok' }}
      okText={t('actions.delete')}
      onOk={async () => {
        const { reason } = await form.validateFields();
        await onConfirm(reason);
        form.resetFields();
      }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" name="product_delete">
        <Form.Item name="reason" label={t('delete.reason')} rules={rules.reason}>
          <Input.TextArea rows={3} maxLength={DELETE_REASON_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
};
