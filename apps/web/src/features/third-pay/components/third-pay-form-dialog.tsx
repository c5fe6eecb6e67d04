import { useTranslation } from 'react-i18next';
import { Form, Input, Radio, Select, type FormRule } from 'antd';
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
import i18n from '@/shared/i18n';
import { zodRules } from '@/shared/lib/zod-rule';
import { useCreateThirdPay, useUpdateThirdPay } from '../api';
import { NS } from '../third-pay-columns';
import { FormErrorAlert } from '@/shared/ui/form-error';
import { FormActions, FormDialog, useSaveForm, type FormTarget as Target } from '@/shared/ui/form-dialog';

export type FormTarget = Target<ThirdPayAccount>;

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
export const ThirdPayFormDialog = (props: Props) => (
  <FormDialog ns={NS} width={560} {...props}>
    {(target, onDone) => <ThirdPayForm target={target} onDone={onDone} />}
  </FormDialog>
);

const ThirdPayForm = ({ target, onDone }: { target: FormTarget; onDone: () => void }) => {
  const {
    t,
    i18n: { language },
  } = useTranslation(NS);
  const [form] = Form.useForm<Values>();
  const create = useCreateThirdPay();
  const update = useUpdateThirdPay();
  const editing = target.mode === 'edit' ? target.row : null;
  const platform = Form.useWatch('platform', form);

  const { onFinish, failure } = useSaveForm({
    ns: NS,
    form,
    fields: FIELDS,
    editing,
    save: ({ status, ...rest }: Values, row) =>
      row
        ? update.mutateAsync({ ...rest, id: row.id })
        : create.mutateAsync({ ...rest, status, accountNumber: rest.accountNumber ?? '' }),
    onDone,
  });

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
      <FormActions
        ns={NS}
        name="third-pay"
        pending={create.isPending || update.isPending}
        onCancel={onDone}
      />
    </Form>
  );
};
