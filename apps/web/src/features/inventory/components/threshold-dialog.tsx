import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Checkbox, Form, InputNumber, Modal, Typography } from 'antd';
import { setThresholdRequest, STOCK_ALERT_LIMITS, type StockRow } from '@oms/contracts';
import { zodRule } from '@/shared/lib/zod-rule';
import { useSetThreshold } from '../api';
import { NS } from '../lib/display';

type Values = { threshold: number | null; useDefault: boolean };

/**
 * Sets a balance's low-stock threshold: a figure (0 turns the alert off), or back to the default that
 * follows the last 30 days' shipments. The rule is the contracts' (the server checks it again).
 */
export const ThresholdDialog = ({ stock, onClose }: { stock: StockRow | null; onClose: () => void }) => {
  const { t } = useTranslation(NS);
  const [form] = Form.useForm<Values>();
  const change = useSetThreshold();
  const [error, setError] = useState<string | null>(null);
  const useDefault = Form.useWatch('useDefault', form);
  // One form serves every balance the dialog opens on: start from this one's values, never from the
  // last one's (a form keeps what was typed over a new `initialValues`).
  useEffect(() => {
    if (stock) {
      form.resetFields();
      setError(null);
    }
  }, [stock, form]);

  const submit = async () => {
    const values = await form.validateFields();
    setError(null);
    try {
      await change.mutateAsync({
        id: stock!.id,
        threshold: values.useDefault ? null : (values.threshold ?? null),
      });
      onClose();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <Modal
      open={stock !== null}
      title={t('alert.dialogTitle', { sku: stock?.sku ?? '' })}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      okText={t('alert.save')}
      cancelText={t('alert.cancel')}
      okButtonProps={{ loading: change.isPending, id: 'threshold_ok' }}
      destroyOnHidden
    >
      {stock && (
        <Form
          form={form}
          layout="vertical"
          name="threshold"
          preserve={false}
          initialValues={{
            threshold: stock.alert.source === 'SET' ? stock.alert.threshold : null,
            useDefault: stock.alert.source !== 'SET',
          }}
        >
          <Typography.Paragraph type="secondary">
            {t('alert.dialogHint', {
              count: STOCK_ALERT_LIMITS.outflowDays,
              outflow: stock.alert.outflow,
              available: stock.available,
            })}
          </Typography.Paragraph>
          {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
          <Form.Item name="useDefault" valuePropName="checked">
            <Checkbox>{t('alert.useDefault')}</Checkbox>
          </Form.Item>
          {!useDefault && (
            <Form.Item
              name="threshold"
              label={t('alert.threshold')}
              extra={t('alert.zeroOff')}
              rules={[
                { required: true, message: t('alert.required') },
                zodRule(setThresholdRequest.shape.threshold),
              ]}
            >
              <InputNumber style={{ width: '100%' }} data-testid="threshold-input" />
            </Form.Item>
          )}
        </Form>
      )}
    </Modal>
  );
};
