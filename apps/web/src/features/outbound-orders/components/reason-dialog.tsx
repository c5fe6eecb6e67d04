import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { OUTBOUND_LIMITS } from '@oms/contracts';
import { errorText } from '@/shared/api/errors';
import { NS } from '../lib/display';

export type ReasonAsk = {
  title: ReactNode;
  question: ReactNode;
  okText: ReactNode;
  danger?: boolean;
  run: (reason: string | undefined) => Promise<unknown>;
};

/**
 * A move that takes an optional reason (cancel, interception, hold): the question, the reason, and
 * the server's refusal shown in place. `ask(...)` opens it; render `dialog` once.
 */
export const useReasonDialog = () => {
  const { t } = useTranslation(NS);
  const [ask, setAsk] = useState<ReasonAsk | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setAsk(null);
    setReason('');
    setError(null);
  };
  const confirm = async () => {
    if (!ask) return;
    setBusy(true);
    setError(null);
    try {
      await ask.run(reason.trim() || undefined);
      close();
    } catch (err) {
      setError(errorText(err, t('failed')));
    } finally {
      setBusy(false);
    }
  };
  const dialog = (
    <Modal
      open={ask !== null}
      title={ask?.title}
      okText={ask?.okText}
      cancelText={t('form.keep')}
      okButtonProps={{ danger: ask?.danger, loading: busy, 'data-testid': 'outbound-reason-ok' }}
      onOk={() => void confirm()}
      onCancel={close}
      destroyOnHidden
    >
      <Typography.Paragraph>{ask?.question}</Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item label={t('form.reason')}>
          <Input.TextArea
            value={reason}
            maxLength={OUTBOUND_LIMITS.remark}
            showCount
            rows={3}
            onChange={(e) => setReason(e.target.value)}
            data-testid="outbound-reason"
          />
        </Form.Item>
      </Form>
      {error && <Alert type="error" showIcon title={error} data-testid="outbound-reason-error" />}
    </Modal>
  );
  return { ask: setAsk, dialog };
};
