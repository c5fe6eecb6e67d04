import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { RELABEL_LIMITS } from '@oms/contracts';
import { errorText } from '@/shared/api/errors';
import { NS } from '../lib/display';

type Target = { id: string; relabelNo: string };

/**
 * Cancelling an order (a draft, or one waiting for review: its reserved stock is released), with an
 * optional reason; the server's refusal shows in place. `ask(row)` opens it; render `dialog` once.
 */
export const useCancelDialog = (cancel: (body: { id: string; reason?: string }) => Promise<unknown>) => {
  const { t } = useTranslation(NS);
  const [target, setTarget] = useState<Target | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setTarget(null);
    setReason('');
    setError(null);
  };
  const confirm = async () => {
    if (!target) return;
    setBusy(true);
    setError(null);
    try {
      await cancel({ id: target.id, reason: reason.trim() || undefined });
      close();
    } catch (err) {
      setError(errorText(err, t('failed')));
    } finally {
      setBusy(false);
    }
  };
  const dialog = (
    <Modal
      open={target !== null}
      title={t('actions.cancel')}
      okText={t('actions.cancel')}
      cancelText={t('form.keep')}
      okButtonProps={{ danger: true, loading: busy, 'data-testid': 'relabel-cancel-ok' }}
      onOk={() => void confirm()}
      onCancel={close}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('confirm.cancel', { number: target?.relabelNo })}</Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item label={t('form.reason')}>
          <Input.TextArea
            value={reason}
            maxLength={RELABEL_LIMITS.reasonMax}
            showCount
            rows={3}
            onChange={(e) => setReason(e.target.value)}
            data-testid="relabel-cancel-reason"
          />
        </Form.Item>
      </Form>
      {error && <Alert type="error" showIcon title={error} data-testid="relabel-cancel-error" />}
    </Modal>
  );
  return { ask: setTarget, dialog };
};
