import { useTranslation } from 'react-i18next';
import { App, Button, Descriptions, Form, Input, Radio, Select, Space, Typography } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import {
  CURRENCIES,
  createOfflineRechargeRequest,
  payerAccountLabel,
  RECHARGE_LIMITS,
  type Currency,
  type ReceivingAccount,
} from '@oms/contracts';
import { copyText } from '@/shared/lib/copy';
import { zodRules } from '@/shared/lib/zod-rule';
import { FormErrorAlert, useFormError } from '@/shared/ui/form-error';
import { rechargesApi, usePayerAccounts, useReceivingAccounts, useRechargeChange } from '../api';
import { NS } from '../recharge-columns';
import { SlipField } from './slip-field';

type Values = {
  currency: Currency;
  receivingAccountId: string;
  payerAccountId: string;
  serial: string;
  amount: string;
  attachmentFileId: string;
  remark?: string;
};
const FIELDS = [
  'currency',
  'receivingAccountId',
  'payerAccountId',
  'serial',
  'amount',
  'attachmentFileId',
  'remark',
] as const;
const rules = zodRules(createOfflineRechargeRequest);

const Copyable = ({ text, testId }: { text: string | null; testId: string }) => (
  <Space size={4}>
    <Typography.Text>{text ?? '-'}</Typography.Text>
    <Button
      size="small"
      type="link"
      icon={<CopyOutlined />}
      onClick={() => void copyText(text)}
      data-testid={testId}
    />
  </Space>
);

/** The receiving account's details, each with a copy button (specification §8: "复制成功"). */
const ReceivingCard = ({ account }: { account: ReceivingAccount }) => {
  const { t } = useTranslation(NS);
  return (
    <Descriptions
      size="small"
      bordered
      column={1}
      style={{ marginBottom: 16 }}
      data-testid="receiving-account"
      items={[
        {
          key: 'bank',
          label: t('fields.receivingBank'),
          children: <Copyable text={account.bankName} testId="copy-bank" />,
        },
        {
          key: 'name',
          label: t('fields.receivingAccountName'),
          children: <Copyable text={account.accountName} testId="copy-name" />,
        },
        {
          key: 'number',
          label: t('fields.receivingAccountNumber'),
          children: <Copyable text={account.accountNumber} testId="copy-number" />,
        },
        {
          key: 'swift',
          label: t('fields.swiftCode'),
          children: <Copyable text={account.swiftCode} testId="copy-swift" />,
        },
        { key: 'address', label: t('fields.bankAddress'), children: account.bankAddress ?? '-' },
      ]}
    />
  );
};

/** An offline recharge: pay the receiving account by bank transfer, then declare it for review. */
export const OfflineForm = ({ onDone }: { onDone?: () => void }) => {
  const { t, i18n } = useTranslation(NS);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const failure = useFormError(form, FIELDS, t('failed'));
  const create = useRechargeChange(rechargesApi.createOffline);
  const receiving = useReceivingAccounts().data ?? [];
  const payers = usePayerAccounts().data ?? [];
  const currency = Form.useWatch('currency', form) ?? 'CNY';
  const receivingId = Form.useWatch('receivingAccountId', form);
  const ofCurrency = receiving.filter((a) => a.currency === currency);
  const chosen = ofCurrency.find((a) => a.id === receivingId) ?? ofCurrency[0];
  const lang = i18n.language === 'en' ? 'en' : 'zh';

  const onFinish = async (values: Values) => {
    failure.clear();
    try {
      await create.mutateAsync({
        ...values,
        receivingAccountId: values.receivingAccountId ?? chosen?.id ?? '',
      });
      void message.success(t('done.submitted'));
      form.resetFields();
      onDone?.();
    } catch (err) {
      failure.show(err);
    }
  };

  return (
    <Form<Values>
      form={form}
      name="offline"
      layout="vertical"
      style={{ maxWidth: 560 }}
      initialValues={{ currency: 'CNY' }}
      onFinish={onFinish}
      onValuesChange={(changed: Partial<Values>) => {
        if (changed.currency) form.setFieldValue('receivingAccountId', undefined);
      }}
    >
      <FormErrorAlert id="offline_error" error={failure.error} onClose={failure.clear} />
      <Form.Item name="currency" label={t('fields.currency')} rules={rules.currency}>
        <Radio.Group options={CURRENCIES.map((c) => ({ value: c, label: t(`currency.${c}`) }))} />
      </Form.Item>
      <Form.Item name="receivingAccountId" label={t('fields.receivingAccount')}>
        <Select
          placeholder={chosen ? `${chosen.bankName} ${chosen.accountNumber}` : undefined}
          options={ofCurrency.map((a) => ({ value: a.id, label: `${a.bankName} ${a.accountNumber}` }))}
        />
      </Form.Item>
      {chosen && <ReceivingCard account={chosen} />}
      <Form.Item
        name="payerAccountId"
        label={t('fields.payerAccount')}
        rules={rules.payerAccountId}
        extra={payers.length === 0 ? t('form.noPayer') : undefined}
      >
        <Select
          data-testid="recharge-payer"
          options={payers.map((p) => ({ value: p.id, label: payerAccountLabel(p, lang) }))}
        />
      </Form.Item>
      <Form.Item name="serial" label={t('fields.serial')} rules={rules.serial}>
        <Input maxLength={RECHARGE_LIMITS.serialMax} autoComplete="off" />
      </Form.Item>
      <Form.Item name="amount" label={t('fields.amount')} rules={rules.amount}>
        <Input inputMode="decimal" maxLength={16} placeholder={t('form.amountPlaceholder')} />
      </Form.Item>
      <Form.Item name="attachmentFileId" label={t('fields.attachment')} rules={rules.attachmentFileId}>
        <SlipField />
      </Form.Item>
      <Form.Item name="remark" label={t('fields.remark')} rules={rules.remark}>
        <Input.TextArea rows={2} maxLength={RECHARGE_LIMITS.remarkMax} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={create.isPending} id="offline_submit">
        {t('form.submitOffline')}
      </Button>
    </Form>
  );
};
