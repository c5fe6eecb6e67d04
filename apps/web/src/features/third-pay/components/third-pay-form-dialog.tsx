import { useTranslation } from 'react-i18next';
import { Form, Input, Select, type FormRule } from 'antd';
import {
  createThirdPayRequest,
  PAYPAL_NUMBER_PATTERN,
  THIRD_PAY_LIMITS,
  THIRD_PAY_PLATFORMS,
  THIRD_PAY_STATUSES,
  updateThirdPayRequest,
  type ThirdPayAccount,
  type ThirdPayPlatform,
  type ThirdPayStatus,
} from '@oms/contracts';
import i18n from '@/shared/i18n';
import { zodRules } from '@/shared/lib/zod-rule';
import { thirdPayApi, useThirdPayChange } from '../api';
import { NS, platformName } from '../third-pay-columns';
import { EditForm, useEditForm } from '@/shared/ui/edit-form';
import { FormDialog, type FormDialogProps, type FormProps } from '@/shared/ui/form-dialog';
import { choices } from '@/shared/lib/choices';
import { StatusField } from '@/shared/ui/status-field';

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

/** The form's values of an account (the number is never shown), or of a new one. */
const valuesOf = (row: ThirdPayAccount | null): Partial<Values> =>
  row
    ? {
        platform: row.platform,
        platformName: row.platformName ?? '',
        accountName: row.accountName,
        remark: row.remark ?? '',
      }
    : { platform: 'PAYPAL', status: 'ENABLED' };

/** New payer account, or edit of one: the stored number is never shown; typing a new one replaces it. */
export const ThirdPayFormDialog = (props: FormDialogProps<ThirdPayAccount>) => (
  <FormDialog ns={NS} width={560} form={ThirdPayForm} {...props} />
);

const ThirdPayForm = ({ editing, onDone }: FormProps<ThirdPayAccount>) => {
  const {
    t,
    i18n: { language },
  } = useTranslation(NS);
  const save = useThirdPayChange(({ status, ...rest }: Values) =>
    editing
      ? thirdPayApi.update({ ...rest, id: editing.id })
      : thirdPayApi.create({ ...rest, status, accountNumber: rest.accountNumber ?? '' }),
  );
  const edit = useEditForm({ ns: NS, name: 'third-pay', fields: FIELDS, editing, save, onDone });
  const platform = Form.useWatch('platform', edit.form);

  return (
    <EditForm {...edit} initialValues={valuesOf(editing)}>
      <Form.Item name="platform" label={t('fields.platform')} rules={createRules.platform}>
        <Select options={choices(THIRD_PAY_PLATFORMS, (p) => platformName(p, language))} />
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
        <StatusField
          label={t('fields.status')}
          statuses={THIRD_PAY_STATUSES}
          text={(s) => t(`status.${s}`)}
        />
      )}
      <Form.Item name="remark" label={t('fields.remark')} rules={createRules.remark}>
        <Input.TextArea rows={2} maxLength={THIRD_PAY_LIMITS.remark} />
      </Form.Item>
    </EditForm>
  );
};
