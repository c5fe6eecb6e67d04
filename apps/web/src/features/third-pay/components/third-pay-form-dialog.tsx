import { useTranslation } from 'react-i18next';
import { App, Button, Flex, Form, Input, Modal, Radio, Select, type FormRule } from 'antd';
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
import i18n from '../../../shared/i18n';
import { zodRules } from '../../../shared/lib/zod-rule';
import { useCreateThirdPay, useUpdateThirdPay } from '../api';
import { NS } from '../third-pay-columns';
import { FormErrorAlert, useFormError } from '../../../shared/ui/form-error';

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
  const failure = useFormError(form, FIELDS, t('failed'));
  const create = useCreateThirdPay();
  const update = useUpdateThirdPay();
  const editing = target.mode === 'edit' ? target.row : null;
  const platform = Form.useWatch('platform', form);

  const onFinish = async (values: Values) => {
    failure.clear();
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
      failure.show(err);
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
      <FormErrorAlert id="third-pay_error" error={failure.error} onClose={failure.clear} />
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
