import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, Form, Input, Radio } from 'antd';
import { CURRENCIES, createOnlineRechargeRequest, type Currency } from '@oms/contracts';
import { zodRules } from '@/shared/lib/zod-rule';
import { FormErrorAlert, useFormError } from '@/shared/ui/form-error';
import { rechargesApi, useRechargeChange } from '../api';
import { NS } from '../recharge-columns';

type Values = { currency: Currency; amount: string };
const rules = zodRules(createOnlineRechargeRequest);

/** An online recharge: currency and amount → an order, then its payment page (/pay). */
export const OnlineForm = () => {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const failure = useFormError(form, ['currency', 'amount'] as const, t('failed'));
  const create = useRechargeChange(rechargesApi.createOnline);
  const onFinish = async (values: Values) => {
    failure.clear();
    try {
      const order = await create.mutateAsync(values);
      void navigate(order.payPath);
    } catch (err) {
      failure.show(err);
    }
  };
  return (
    <Form<Values>
      form={form}
      name="online"
      layout="vertical"
      style={{ maxWidth: 480 }}
      initialValues={{ currency: 'CNY' }}
      onFinish={onFinish}
    >
      <FormErrorAlert id="online_error" error={failure.error} onClose={failure.clear} />
      <Form.Item name="currency" label={t('fields.currency')} rules={rules.currency}>
        <Radio.Group options={CURRENCIES.map((c) => ({ value: c, label: t(`currency.${c}`) }))} />
      </Form.Item>
      <Form.Item name="amount" label={t('fields.amount')} rules={rules.amount}>
        <Input inputMode="decimal" maxLength={16} placeholder={t('form.amountPlaceholder')} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={create.isPending} id="online_submit">
        {t('form.payNow')}
      </Button>
    </Form>
  );
};
