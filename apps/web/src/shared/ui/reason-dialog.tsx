import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { errorText } from '@/shared/api/errors';
import type { NamespaceWith } from '@/shared/i18n/keys';

export type ReasonAsk = {
  title: ReactNode;
  question: ReactNode;
  okText: ReactNode;
  danger?: boolean;
  run: (reason: string | undefined) => Promise<unknown>;
};

/**
 * A move that takes an optional reason (cancel, interception, hold): the question, the reason, and
 * the server's refusal shown in place. `ask(...)` opens it; render `dialog` once. The feature's
 * namespace `ns` gives `form.keep`, `form.reason` and `failed`; test ids are `<testId>` (the reason),
 * `<testId>-ok` and `<testId>-error`.
 */
export const useReasonDialog = (options: {
  ns: NamespaceWith<'form.keep' | 'form.reason' | 'failed'>;
  testId: string;
  maxLength: number;
}) => {
  const { t } = useTranslation(options.ns);
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
      okButtonProps={{ danger: ask?.danger, loading: busy, 'data-testid': `${options.testId}-ok` }}
      onOk={() => void confirm()}
      onCancel={close}
      destroyOnHidden
    >
      <Typography.Paragraph>{ask?.question}</Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item label={t('form.reason')}>
          <Input.TextArea
            value={reason}
            maxLength={options.maxLength}
            showCount
            rows={3}
            onChange={(e) => setReason(e.target.value)}
            data-testid={options.testId}
          />
        </Form.Item>
      </Form>
      {error && <Alert type="error" showIcon title={error} data-testid={`${options.testId}-error`} />}
    </Modal>
  );
  return { ask: setAsk, dialog };
};
