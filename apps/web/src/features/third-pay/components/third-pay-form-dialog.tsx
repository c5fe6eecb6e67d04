import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, App, Button, Flex, Form, Input, Modal, Radio, Select, type FormRule } from 'antd';
import {
  createThirdPayRequest,
  PAYPAL_NUMBER_PATTERN,
  THIRD_PAY_LIMITS,
  THIRD_PAY_PLATFORM_NAMES,
  THIRD_PAY_PLATFORMS,
  THIRD_PAY_STATUSES,
  updateThirdPayRequest,
  type ThirdPayAccount,
  type ThirdPayPlatform,
  type ThirdPayStatus,
} from '@oms/contracts';
import { ApiError } from '../../../shared/api/client';
import i18n from '../../../shared/i18n';
import { zodRules } from '../../../shared/lib/zod-rule';
import { useCreateThirdPay, useUpdateThirdPay } from '../api';
import { NS } from '../third-pay-columns';

export type FormTarget = { mode: 'create' } | { mode: 'edit'; row: ThirdPayAccount };

type Values = {
  platform: ThirdPayPlatform;
  platformName?: string;
  accountName: string;
  accountNumber?: string;
  status: ThirdPayStatus;
  remark?: string;
};
const FIELDS = ['platform', 'platformName', 'accountName', 'accountNumber', 'remark'] as const;
const createRules = zodRules(createThirdPayRequest);
const updateRules = zodRules(updateThirdPayRequest);

// The contracts' platform rules (`checkPlatform`) as form rules: they depend on the platform field.
const platformNameRule: FormRule = ({ getFieldValue }) => ({
  required: getFieldValue('platform') === 'OTHER',
  validator: async (_rule, value: unknown) => {
    if (getFieldValue('platform') === 'OTHER' && !(typeof value === 'string' && value.trim()))
      throw new Error(i18n.t('messages:thirdPay.platformNameRequired'));
  },
});
const paypalRule: FormRule = ({ getFieldValue }) => ({
  validator: async (_rule, value: unknown) => {
    if (getFieldValue('platform') === 'PAYPAL' && typeof value === 'string' && value.trim())
      if (!PAYPAL_NUMBER_PATTERN.test(value.trim())) throw new Error(i18n.t('messages:thirdPay.paypalEmail'));
  },
});

const fieldOfError = (err: unknown) => {
  if (!(err instanceof ApiError) || typeof err.data !== 'object' || err.data === null) return null;
  const data = err.data as { field?: unknown; issues?: { field?: unknown }[] };
  const field = data.field ?? data.issues?.[0]?.field;
  return FIELDS.find((f) => f === field) ?? null;
};

type Props = { target: FormTarget | null; onClose: () => void };

/** New payer account, or edit of one: the stored number is never shown; typing a new one replaces it. */
export const ThirdPayFormDialog = ({ target, onClose }: Props) => {
  const { t } = useTranslation(NS);
  return (
    <Modal
      title={t(target?.mode === 'edit' ? 'form.editTitle' : 'form.createTitle')}
      open={target !== null}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      width={560}
    >
      {target && <ThirdPayForm target={target} onDone={onClose} />}
    </Modal>
  );
};

const ThirdPayForm = ({ target, onDone }: { target: FormTarget; onDone: () => void }) => {
  const {
    t,
    i18n: { language },
  } = useTranslation(NS);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState<string | null>(null);
  const create = useCreateThirdPay();
  const update = useUpdateThirdPay();
  const editing = target.mode === 'edit' ? target.row : null;
  const platform = Form.useWatch('platform', form);

  const onFinish = async (values: Values) => {
    setError(null);
    try {
      if (editing) {
        const { status: _status, ...rest } = values;
        await update.mutateAsync({ ...rest, id: editing.id });
        void message.success(t('done.updated'));
      } else {
        await create.mutateAsync({ ...values, accountNumber: values.accountNumber ?? '' });
        void message.success(t('done.created'));
      }
      onDone();
    } catch (err) {
      const text = err instanceof Error && err.message ? err.message : t('failed');
      const field = fieldOfError(err);
      if (field) form.setFields([{ name: field, errors: [text] }]);
      else setError(text);
    }
  };

  return (
    <Form<Values>
      form={form}
      name="third-pay"
      layout="vertical"
      onFinish={onFinish}
      initialValues={
        editing
          ? {
              platform: editing.platform,
              platformName: editing.platformName ?? '',
              accountName: editing.accountName,
              remark: editing.remark ?? '',
            }
          : { platform: 'PAYPAL', status: 'ENABLED' }
      }
    >
      {error && (
        <Alert
          id="third-pay_error"
          type="error"
          showIcon
          title={error}
          closable={{ onClose: () => setError(null) }}
          style={{ marginBottom: 16 }}
        />
      )}
      <Form.Item name="platform" label={t('fields.platform')} rules={createRules.platform}>
        <Select
          options={THIRD_PAY_PLATFORMS.map((p) => ({
            value: p,
            label: THIRD_PAY_PLATFORM_NAMES[p][language === 'en' ? 'en' : 'zh'],
          }))}
        />
      </Form.Item>
      {platform === 'OTHER' && (
        <Form.Item
          name="platformName"
          label={t('fields.platformName')}
          dependencies={['platform']}
          rules={[platformNameRule]}
        >
          <Input maxLength={THIRD_PAY_LIMITS.platformName} />
        </Form.Item>
      )}
      <Form.Item name="accountName" label={t('fields.accountName')} rules={createRules.accountName}>
        <Input maxLength={THIRD_PAY_LIMITS.accountName} />
      </Form.Item>
      <Form.Item
        name="accountNumber"
        label={t('fields.accountNumber')}
        dependencies={['platform']}
        rules={[...(editing ? updateRules : createRules).accountNumber, paypalRule]}
        extra={editing ? t('form.keepNumber', { masked: editing.accountNumberMasked }) : undefined}
      >
        <Input
          maxLength={THIRD_PAY_LIMITS.accountNumberMax}
          autoComplete="off"
          placeholder={platform === 'PAYPAL' ? t('form.paypalPlaceholder') : undefined}
        />
      </Form.Item>
      {!editing && (
        <Form.Item name="status" label={t('fields.status')}>
          <Radio.Group
            options={THIRD_PAY_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
            optionType="button"
          />
        </Form.Item>
      )}
      <Form.Item name="remark" label={t('fields.remark')} rules={createRules.remark}>
        <Input.TextArea rows={2} maxLength={THIRD_PAY_LIMITS.remark} />
      </Form.Item>
      <Flex justify="end" gap={8}>
        <Button onClick={onDone}>{t('form.cancel')}</Button>
        <Button
          id="third-pay_submit"
          type="primary"
          htmlType="submit"
          loading={create.isPending || update.isPending}
        >
          {t('form.submit')}
        </Button>
      </Flex>
    </Form>
  );
};
